// React DOM's scheduler under Jest: React's own mock scheduler, whose queued work `act` can run to the
// end synchronously, and which otherwise runs it on the next timer turn as the real one does.
const scheduler = require('scheduler/cjs/scheduler-unstable_mock.production.js');
const { actScopeDepth } = require('./act-scope');

// The timer found when loaded, as React's own scheduler keeps it: a test that turns Jest's fake timers
// on later does not hold React's work with its clock, nor, when it turns them off again with that
// flush still queued, leave `flushPending` set for good (nothing scheduled outside `act` would run).
const setTimeoutAtLoad = globalThis.setTimeout;

let flushPending = false;
function flushSoon() {
  if (flushPending) return;
  flushPending = true;
  setTimeoutAtLoad(() => {
    flushPending = false;
    if (!scheduler.unstable_hasPendingWork()) return;
    // Work scheduled by an `act` still pending is its to run.
    if (actScopeDepth() > 0) return;
    scheduler.unstable_flushAllWithoutAsserting();
  }, 0);
}

module.exports = {
  ...scheduler,
  /** Runs, on the next timer turn, what a scope left by an error still held. */
  flushSoon,
  unstable_scheduleCallback(priority, callback, options) {
    const task = scheduler.unstable_scheduleCallback(priority, callback, options);
    if (actScopeDepth() === 0) flushSoon();
    return task;
  },
  // After a Suspense fallback, React holds back the content that arrives for up to 300 ms
  // (FALLBACK_THROTTLE_MS), a browser nicety that left page tests idle; lane expiry and profiling are
  // React's other uses of this clock, which only make its work run sooner. React reads it a thousand
  // times faster than real time.
  unstable_now: () => performance.now() * 1000,
};
