/**
 * What Jest's runner gets for `AsyncLocalStorage` (tests/support/script-cache-runtime.js).
 *
 * Jest 30's runner (jest-circus) keeps the running test and hook in an `AsyncLocalStorage`, to tell which
 * test an error or an assertion belongs to. On Node 20 an `AsyncLocalStorage` that has run once installs
 * async hooks for good: every promise, timer and I/O callback of the worker then copies the store along
 * (`_propagate` and the promise hooks: 4 % of the server suites' CPU, 2 % of the page suites', with V8's
 * fast promise paths off besides; both projects about 6 % faster without, in band). This suite runs one
 * test at a time (no `.concurrent`), so the test running is the one whose run has not settled yet: a stack
 * answers the same. Two runs overlapping would mean concurrent tests: both fail as they settle, naming
 * this file. Node's own `AsyncLocalStorage` stays as it is for the code under test.
 */
class SequentialTestContext {
  #current;

  getStore() {
    return this.#current;
  }

  run(store, callback, ...args) {
    const previous = this.#current;
    this.#current = store;
    let result;
    try {
      result = callback(...args);
    } catch (error) {
      this.#current = previous;
      throw error;
    }
    if (typeof result?.then !== 'function') {
      this.#current = previous;
      return result;
    }
    const settle = () => {
      if (this.#current !== store) {
        this.#current = undefined;
        throw new Error(
          'Two tests ran at once (test.concurrent?): the runner keeps one running test at a time (tests/support/sequential-test-context.js).',
        );
      }
      this.#current = previous;
    };
    return result.then(
      (value) => {
        settle();
        return value;
      },
      (error) => {
        settle();
        throw error;
      },
    );
  }
}

module.exports = { SequentialTestContext };
