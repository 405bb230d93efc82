// `act` for React's production build, which has none: the callback runs in a scope where React's
// microtasks and scheduled work are held (act-scope.js, scheduler.js), then everything React queued is
// run until nothing is left — renders, commits, effects and the updates they make — as the
// development build's `act` does. An async callback is awaited first, then the queue is emptied
// until a timer turn passes with nothing new.
const scope = require('./act-scope');
const scheduler = require('./scheduler');

function flushQueued() {
  let ran = false;
  for (;;) {
    const microtask = scope.takeMicrotask();
    if (microtask) {
      microtask();
      ran = true;
    } else if (scheduler.unstable_hasPendingWork()) {
      scheduler.unstable_flushAllWithoutAsserting();
      ran = true;
    } else {
      return ran;
    }
  }
}

// Node's own timer, which Jest's fake timers leave alone (as React's development `act` does).
const { setImmediate: realSetImmediate } = require('node:timers');
const nextTurn = () => new Promise((resolve) => realSetImmediate(resolve));

function act(callback) {
  // Only the outermost scope runs the queue, as in React's own `act`.
  const outermost = scope.actScopeDepth() === 0;
  scope.enterActScope();
  let result;
  try {
    result = callback();
  } catch (error) {
    scope.leaveActScope();
    scheduler.flushSoon();
    throw error;
  }
  if (result !== null && typeof result === 'object' && typeof result.then === 'function') {
    return (async () => {
      try {
        const value = await result;
        if (!outermost) return value;
        do {
          flushQueued();
          await nextTurn();
        } while (flushQueued());
        return value;
      } finally {
        scope.leaveActScope();
        scheduler.flushSoon();
      }
    })();
  }
  try {
    if (outermost) flushQueued();
  } finally {
    scope.leaveActScope();
  }
  // Awaiting a synchronous act is allowed, as with React's own.
  return Promise.resolve(result);
}

module.exports = { act };
