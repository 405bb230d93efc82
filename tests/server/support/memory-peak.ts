/** How much more memory the process held at most while `work` ran, sampled every millisecond. */
export interface MemoryPeak<T> {
  result: T;
  /** Peak growth of the memory held by Buffers and ArrayBuffers (where inflated bytes go), in bytes. */
  arrayBuffers: number;
  /** Peak growth of the JavaScript heap, in bytes. */
  heapUsed: number;
  /** Peak growth of the resident set, in bytes. */
  rss: number;
  elapsedMs: number;
}

export async function memoryPeakDuring<T>(work: () => Promise<T>): Promise<MemoryPeak<T>> {
  const held = () => {
    const usage = process.memoryUsage();
    return { arrayBuffers: usage.arrayBuffers, heapUsed: usage.heapUsed, rss: usage.rss };
  };
  const before = held();
  const peak = { ...before };
  const sample = () => {
    const now = held();
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.rss = Math.max(peak.rss, now.rss);
  };
  const timer = setInterval(sample, 1);
  const started = performance.now();
  try {
    const result = await work();
    sample();
    return {
      result,
      arrayBuffers: peak.arrayBuffers - before.arrayBuffers,
      heapUsed: peak.heapUsed - before.heapUsed,
      rss: peak.rss - before.rss,
      elapsedMs: performance.now() - started,
    };
  } finally {
    clearInterval(timer);
  }
}
