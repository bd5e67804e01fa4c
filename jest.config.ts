/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
  moduleNameMapper: {
    // The package's `browser` field, as the bundler reads it (jest would load its Node build).
    '^tus-js-client$': '<rootDir>/node_modules/tus-js-client/lib.es5/browser/index.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css)$': '<rootDir>/tests/jest/style-stub.ts',
    '\\.(woff2?|png|jpe?g|svg|webp)$': '<rootDir>/tests/jest/file-stub.ts',
  },
  // TypeBox ships ES modules only; the SPA runs its compiled realtime checks (shared/api/generated).
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  transform: {
    '^.+\\.m?(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // A harness limit, not a speed check: the first render of a lazy route transforms its whole chunk,
  // which takes seconds on a busy two-core machine; a form typed key by key takes tens of seconds at a load
  // of 20. A test that is wrong still fails, on its assertion, long before this.
  testTimeout: 60_000,
};

export default config;
