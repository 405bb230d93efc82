/** Jest's runner's store of the running test (see sequential-test-context.js). */
export declare class SequentialTestContext {
  getStore(): unknown;
  run<R>(store: unknown, callback: (...args: unknown[]) => R, ...args: unknown[]): R;
}
