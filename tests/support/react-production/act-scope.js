// What `act` needs React's production build to leave to it: the work React queues as microtasks
// (committing a root) and on its scheduler, held while an `act` scope is open and run when it closes.
let depth = 0;
const microtasks = [];
const realQueueMicrotask = globalThis.queueMicrotask.bind(globalThis);

module.exports = {
  actScopeDepth: () => depth,
  enterActScope() {
    depth += 1;
  },
  leaveActScope() {
    depth -= 1;
    // A scope left by an error hands on what it still held, to run as it would have outside `act`.
    if (depth === 0) for (const callback of microtasks.splice(0)) realQueueMicrotask(callback);
  },
  /** React DOM's `queueMicrotask` (it keeps the function it finds when loaded). */
  queueReactMicrotask(callback) {
    if (depth > 0) microtasks.push(callback);
    else realQueueMicrotask(callback);
  },
  /** The next microtask React queued in the scope, if any. */
  takeMicrotask: () => microtasks.shift(),
};
