const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Undo steps, run last-in first-out and each at most once: when their scope ends, or all on exit. */
export class Cleanup {
  private readonly steps = new Set<() => Promise<void>>();

  /** Registers `undo`; the returned function runs it now (and unregisters it). */
  add(undo: () => unknown): () => Promise<void> {
    const step = async () => {
      if (!this.steps.delete(step)) return;
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: ${messageOf(error)}`);
      }
    };
    this.steps.add(step);
    return step;
  }

  async runAll(): Promise<void> {
    for (const step of [...this.steps].reverse()) await step();
  }
}
