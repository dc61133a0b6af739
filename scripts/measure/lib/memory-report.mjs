/**
 * Loaded into a process with `--import` (`npm run soak -- --unique-urls` loads it into the stack's
 * processes): when LYCEUM_MEMORY_REPORT names a directory, the process writes its memory there once
 * a second, as `<script>-<pid>.json`. Nothing listens: the figures never leave the machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

const dir = process.env.LYCEUM_MEMORY_REPORT;
if (dir && process.argv[1]) {
  const file = path.join(dir, `${path.basename(process.argv[1])}-${process.pid}.json`);
  const write = () => {
    const heap = v8.getHeapStatistics();
    const figures = { at: Date.now(), rss: process.memoryUsage.rss(), heapUsed: heap.used_heap_size, heapLimit: heap.heap_size_limit };
    // Written aside and renamed: the reader never sees half a report.
    fs.writeFileSync(`${file}.part`, JSON.stringify(figures));
    fs.renameSync(`${file}.part`, file);
  };
  write();
  setInterval(write, 1000).unref();
}
