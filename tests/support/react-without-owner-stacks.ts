/**
 * React 19's development build records an owner stack for every element it creates: a `new Error()`
 * per `createElement`/`jsx` call (up to 10 000 per render). The browser's devtools read those stacks;
 * a Jest run never does, and capturing them was the largest single cost of rendering antd pages in
 * jsdom (measured with `node --cpu-prof`: a third of a page suite's JavaScript time). React skips the
 * capture once its per-render counter passes 10 000, so the counter is pinned there when the web
 * tests run on the development build (`REACT_DEVELOPMENT_BUILD=1`; the production build they run on
 * otherwise has no such counter, and this does nothing). Warnings still name the component (component
 * stacks are unaffected); only the "owner" frames of a warning are left out.
 */
import * as React from 'react';

type Internals = { recentlyCreatedOwnerStacks?: number };
const internals = (React as unknown as Record<string, Internals | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 1e4,
    set: () => {},
  });
}
