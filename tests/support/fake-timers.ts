import { act } from '@testing-library/react';

/**
 * Jest's fake timers for a page test that would otherwise wait out a real pause (a search settling,
 * a closing animation): only `setTimeout`, `setInterval` and `Date` are faked. Microtasks,
 * `setImmediate` (the production `act` waits a turn with Node's own), `performance` (React's
 * scheduler clock) and animation frames keep running as they do. Testing Library's `waitFor` and
 * `findBy…` move the fake clock on by themselves (50 ms a poll); `passTime` moves it exactly.
 * Pair with `afterEach(() => jest.useRealTimers())`.
 */
export function useFakeTimers(): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'performance',
      'hrtime',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}

/** Moves the fake clock on by `ms`, running the timers due and what React renders from them. */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
