import v8 from 'node:v8';
import vm from 'node:vm';

// The test runner starts without --expose-gc: the flag, set now, gives a new context its `gc`.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Heap still in use once `run` is done and garbage collected: what the structures it filled keep.
 * The caller keeps those structures alive until afterwards.
 */
export async function retainedHeap(run: () => unknown): Promise<number> {
  gc();
  const before = process.memoryUsage().heapUsed;
  await run();
  gc();
  return process.memoryUsage().heapUsed - before;
}

export const MB = 1024 * 1024;
