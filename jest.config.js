// Jest runs every TypeScript suite through swc (no type-check here: `npm run typecheck` does that).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // inversify 8 and @ant-design/colors ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|@ant-design/colors)/)'],
  moduleNameMapper: {
    '^@core/(.*)$': '<rootDir>/core/$1',
    '^@plugins/(.*)$': '<rootDir>/plugins/$1',
    '^@manifests/(.*)$': '<rootDir>/manifests/$1',
    '^@server/(.*)$': '<rootDir>/server/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
    '\\.(css|less)$': '<rootDir>/tests/support/style-stub.js',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: 20000,
  projects: [
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts', '<rootDir>/tests/manifests/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/server/support/jest-setup.ts'],
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/core/**/*.test.ts?(x)', '<rootDir>/tests/plugins/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/tests/support/jsdom-polyfills.ts'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
    },
  ],
};
