/**
 * The Nu Html Checker (W3C's validator, from the vnu-jar package, on this machine's Java), as the browser suite's
 * validity check and the hostile-input test both run it (docs/testing.md, "Validators").
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * @typedef {{ url: string, line: number | undefined, kind: string, message: string }} NuFinding
 * `kind` is the checker's type and subtype (`error`, `info/warning`, `non-document-error/io`, ...).
 */

/**
 * The checker over HTML files, in one run (one Java start for them all): its errors and warnings. Its plain infos
 * (e.g. the `/>` React writes on void elements, which HTML allows) are not findings.
 * @param {string[]} files
 * @returns {Promise<NuFinding[]>}
 */
export async function nuHtmlFindings(files) {
  // One short run: Java's quick compiler alone (C1) and one garbage-collector thread take under half the processor
  // time of its defaults, whose optimising compiler works for a longer life than this; C1's larger frames need the
  // larger stack to read the HTML schema.
  const { stdout } = await promisify(execFile)(
    'java',
    ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  /** @type {{ messages: { type: string, subType?: string, url: string, lastLine?: number, message: string }[] }} */
  const { messages } = JSON.parse(stdout);
  return messages
    .filter((message) => message.type !== 'info' || message.subType === 'warning')
    .map((message) => ({
      url: message.url,
      line: message.lastLine,
      kind: message.subType ? `${message.type}/${message.subType}` : message.type,
      message: message.message,
    }));
}
