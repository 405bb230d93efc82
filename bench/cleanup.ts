const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Undo steps, run last-in first-out and each at most once: when their scope ends, or all on exit. */
export class Cleanup {
  private readonly steps = new Set<() => Promise<void>>();

  /**
   * Registers `undo`; the returned function runs it now (and unregisters it). Every call answers the
   * same run, so a caller that finds a step already running (its scope ending while an abort runs
   * all steps) waits until it is done: a data folder is then removed only once its server has stopped.
   */
  add(undo: () => unknown): () => Promise<void> {
    let run: Promise<void> | undefined;
    const step = () => {
      run ??= (async () => {
        this.steps.delete(step);
        try {
          await undo();
        } catch (error) {
          console.error(`cleanup: ${messageOf(error)}`);
        }
      })();
      return run;
    };
    this.steps.add(step);
    return step;
  }

  async runAll(): Promise<void> {
    for (const step of [...this.steps].reverse()) await step();
  }
}
