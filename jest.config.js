// Jest runs every TypeScript suite through swc (no type-check here: `npm run typecheck` does that).
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
// swc, with `import { … } from 'antd'` split per component (see the transform): the page tests, and the
// server tests that draw the console for a signed-in member (plugins/entries/render-signed-in.tsx).
const swc = ['<rootDir>/tests/support/swc-antd-transform.js', swcOptions];

const esmOnlyPackages = [
  'inversify',
  '@inversifyjs',
  '@ant-design/colors',
  'content-disposition', // @fastify/static
  'cookie', // light-my-request (fastify.inject)
  'typebox',
];

// The page tests, and the server's drawing of the console for a signed-in member, run on React's
// production build, the one members get: its development build spends
// about a fifth of a page suite in checks and bookkeeping (element validation, fibers' debug fields),
// and it alone has `act`, which tests/support/react-production/ provides for the production build.
// `REACT_DEVELOPMENT_BUILD=1 npx jest` runs them on the development build, with its warnings.
const reactBuild = require('./tests/support/react-production/build');
const reactProduction = {
  '^react$': '<rootDir>/tests/support/react-production/react.js',
  '^react/jsx-runtime$': reactBuild('react', 'react-jsx-runtime.production.js'),
  '^react/jsx-dev-runtime$': reactBuild('react', 'react-jsx-dev-runtime.production.js'),
  '^react-dom$': reactBuild('react-dom', 'react-dom.production.js'),
  '^react-dom/client$': '<rootDir>/tests/support/react-production/react-dom-client.js',
  '^react-dom/server$': '<rootDir>/tests/support/react-production/server.js',
  '^react-dom/test-utils$': reactBuild('react-dom', 'react-dom-test-utils.production.js'),
  '^scheduler$': '<rootDir>/tests/support/react-production/scheduler.js',
};

const shared = {
  // Modules compiled once per worker rather than once per test file (see the runtime).
  runtime: '<rootDir>/tests/support/script-cache-runtime.js',
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
  // Packages that ship ESM only (Node 20 loads them natively; Jest needs them compiled).
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    ...(process.env.REACT_DEVELOPMENT_BUILD ? {} : reactProduction),
    '^@core$': '<rootDir>/core/index.ts',
    '^@core/(.*)$': '<rootDir>/core/$1',
    '^@plugins/(.*)$': '<rootDir>/plugins/$1',
    '^@manifests/(.*)$': '<rootDir>/manifests/$1',
    '^@server/(.*)$': '<rootDir>/server/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
    // The bundle imports antd's ES modules by path; Jest runs the CommonJS twin (one copy of antd's contexts).
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@rc-component/util/es/(.*)$': '@rc-component/util/lib/$1',
    '\\.(css|less)$': '<rootDir>/tests/support/style-stub.js',
  },
};

// Rendering antd in jsdom allocates many short-lived objects: with V8's default 16 MB young generation
// a tenth of a page suite went to the garbage collector. Workers fork with this process's environment,
// so a larger young generation here reaches them (about a fifth off a page suite, measured side by side).
if (!/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=128`.trim();
}

// Each worker keeps a core busy on its own: V8's helper threads (parallel scavenges, concurrent marking,
// background compiling and tier-up) then only take turns with the other worker's main thread. Without
// them the same work costs less: `npm test` on 2 cores, nine runs alternated, median 80.1 s without,
// 77.8 s with `--single-threaded` (78.8 s with `--single-threaded-gc` alone); user CPU 149 → 144 s.
// V8 refuses these flags in NODE_OPTIONS; Jest forks its workers with this process's `execArgv`.
// (A run in band, `-i`, has no workers and keeps the helper threads: there they have a core to use.)
if (!process.execArgv.includes('--single-threaded')) process.execArgv.push('--single-threaded');

/** @type {import('jest').Config} */
module.exports = {
  // Generous: on a clean clone the first test of a worker also pays for transforming antd cold, which
  // on a busy 2-core machine has taken 40 s; a test that truly hangs still fails.
  testTimeout: 60000,
  globalTeardown: '<rootDir>/tests/server/support/global-teardown.ts',
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: '<rootDir>/tests/server/support/server-environment.ts',
      testMatch: [
        '<rootDir>/tests/server/**/*.test.ts',
        '<rootDir>/tests/manifests/**/*.test.ts',
        // The repository's scripts (the scaffold), in Node.
        '<rootDir>/tests/scripts/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/tests/server/support/jest-setup.ts'],
    },
    {
      ...shared,
      displayName: 'web',
      // jsdom with a faster getComputedStyle (see the file).
      testEnvironment: '<rootDir>/tests/support/jsdom-environment.ts',
      testMatch: ['<rootDir>/tests/core/**/*.test.ts?(x)', '<rootDir>/tests/plugins/**/*.test.ts?(x)'],
      setupFiles: [
        '<rootDir>/tests/support/jsdom-polyfills.ts',
        '<rootDir>/tests/support/antd-without-styles.ts',
        '<rootDir>/tests/support/react-without-owner-stacks.ts',
      ],
      setupFilesAfterEnv: ['@testing-library/jest-dom', '<rootDir>/tests/support/async-wait-room.ts'],
    },
  ],
};
