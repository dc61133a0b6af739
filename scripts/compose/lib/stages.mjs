/** The stages both compose tests print at their end: each one's name, result and time. */
/** @typedef {{ name: string, result: 'ok' | 'FAILED', seconds: number }} StageRow */

/**
 * The test's stages: `stage(name, work)` runs one, timed, and records its row; a failure is recorded and thrown on.
 * `rows` keeps them in order, `failed()` names the first that failed.
 */
export function stageRecorder() {
  /** @type {StageRow[]} */
  const rows = [];
  /** @type {string | null} */
  let firstFailed = null;
  /**
   * @template T
   * @param {string} name
   * @param {() => Promise<T>} work
   * @returns {Promise<T>}
   */
  async function stage(name, work) {
    console.log(`\n== ${name}`);
    const started = Date.now();
    try {
      const result = await work();
      rows.push({ name, result: 'ok', seconds: (Date.now() - started) / 1000 });
      return result;
    } catch (error) {
      rows.push({ name, result: 'FAILED', seconds: (Date.now() - started) / 1000 });
      firstFailed ??= name;
      throw error;
    }
  }
  return { rows, stage, failed: () => firstFailed };
}
