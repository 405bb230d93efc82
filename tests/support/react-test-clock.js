// The scheduler React DOM imports, with its clock read a thousand times faster by React alone.
//
// After a Suspense boundary showed its fallback, React holds back revealing the content that then
// arrives for up to 300 ms (FALLBACK_THROTTLE_MS: in a browser, so that content does not flash in
// piecemeal). Inside `act` it never waits, but Testing Library's `findBy…`/`waitFor` let React render
// outside `act`, so every test whose view arrives lazily sat idle for those 300 ms of real time. React
// measures them with this module's `unstable_now`; the scheduler's own timing reads its own exports, so
// its slices and priorities keep real time. React's other uses of the clock (lane expiry, profiling)
// only make its work run sooner, never later.
const scheduler = require('scheduler/index.js');

module.exports = { ...scheduler, unstable_now: () => scheduler.unstable_now() * 1000 };
