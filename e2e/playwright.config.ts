import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/support/chromium';

// Journeys run against the production builds served as in `npm start`, in Debian's Chromium.
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './src/support/global-setup.ts',
  globalTeardown: './src/support/global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    baseURL: 'http://demo.localhost:4200',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
