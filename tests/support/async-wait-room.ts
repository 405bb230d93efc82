import { configure } from '@testing-library/react';

// `waitFor` and `findBy…` give up after one second by default. The machine these suites share has two
// cores and several runs at a time: a page that settles in 100 ms alone has taken over a second there,
// and failed a test that was right. A wait returns as soon as its condition holds, so the room costs a
// passing test nothing; a failing one reports after ten seconds instead of one.
configure({ asyncUtilTimeout: 10000 });
