// Shared jest settings: every project transforms TypeScript with SWC and keeps tests beside code.
const path = require('node:path');

/** @param {{ environment?: 'jsdom' | 'node', rootDir: string }} options */
function createJestConfig({ environment = 'jsdom', rootDir }) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // FormatJS's packages are ES modules only: transformed like the project's own files.
    transformIgnorePatterns: ['/node_modules/(?!(?:intl-messageformat|@formatjs)/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.ts')] : [],
    // A limit that only stops a hung test: jest's 5 s is reached by page tests (axe, a whole
    // form filled in) on a busy two-core machine.
    testTimeout: 60_000,
    clearMocks: true,
  };
}

module.exports = { createJestConfig };
