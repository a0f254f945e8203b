import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/support/chromium';

/**
 * Journeys that share state on the one running stack, by what they share. Everything else runs
 * on any worker, in any order (docs/testing.md).
 */
const SHARED = {
  /**
   * The demo club's registration forms: one journey changes a question the other's membership
   * forms ask, so they run one at a time. Every journey that signs a member in takes a member of
   * its own (`memberLikeSeeded`), so none shares a cart, orders, cards or sign-in limit.
   */
  clubForms: [
    'backoffice/registration-forms.spec.ts',
    'membership/family-carries-over.spec.ts',
    'membership/household-pricing.spec.ts',
    'membership/membership-by-keyboard.spec.ts',
    'membership/membership-purchase.spec.ts',
    'membership/renew-last-season.spec.ts',
  ],
  /**
   * The demo club's settings, inbox and news the admin journeys change and read (the
   * accessibility statement's report is read there too, and the home's stories are counted
   * while the news editor has one of its own on it; the home's sponsors strip is read while
   * the sponsors journey has one of its own in it): one at a time.
   */
  clubAdmin: [
    'backoffice/back-office-in-irish.spec.ts',
    'backoffice/back-office-widths.spec.ts',
    'backoffice/club-location.spec.ts',
    'backoffice/club-sponsors.spec.ts',
    'backoffice/compose-and-inbox.spec.ts',
    'backoffice/distribution-lists.spec.ts',
    'backoffice/keyboard-edit.spec.ts',
    'backoffice/news-editor.spec.ts',
    'storefront/accessibility-statement.spec.ts',
    'storefront/contact.spec.ts',
    'storefront/home-and-articles.spec.ts',
  ],
  /**
   * The lakeside club's plan with one place: a journey has another buyer hold it while the
   * visitor has it in the cart, then lets it go. Its runs (`--repeat-each`) take turns.
   */
  lastPlace: ['foundation/reachable-states.spec.ts'],
  /**
   * The app servers themselves: these journeys restart a server, serve another build or move
   * the API's clock, which every other journey would see. They run last, alone. So do the
   * journeys that change the demo club's look and menu (the site's header and routes follow the
   * menu, and a membership selection in progress beside it was lost) and its banner and links
   * (the first visit reads the banner's title).
   */
  servers: [
    'account/instalments-collected.spec.ts',
    'backoffice/club-brand.spec.ts',
    'backoffice/club-look.spec.ts',
    'foundation/harness.spec.ts',
    'foundation/independent-deploy.spec.ts',
    'foundation/releases.spec.ts',
    'foundation/server-render-fallbacks.spec.ts',
    'membership/membership-first-paint.spec.ts',
    'products/shop-first-paint.spec.ts',
    'storefront/article-first-paint.spec.ts',
    'storefront/home-first-paint.spec.ts',
  ],
};

/** Globs for files under the test folder. */
const inTestDir = (files: string[]) => files.map((file) => `**/src/${file}`);

/** How many browsers at once: journeys mostly wait on the page, so more than the cores. */
const workers = Number(process.env.E2E_WORKERS ?? 3);

// Journeys run against the production builds served as in `npm start`, in Debian's Chromium.
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers,
  // Under a full `npm test` (two cores busy), a press on a server-rendered page has now and then
  // done nothing: the membership page's Continue (four times in about fourteen runs, in the
  // `club forms` journeys) and the home's second Load More (once, in `club admin`); neither has
  // been reproduced alone, with the code's loads slowed, or with the cores busy. The take-over
  // of the server's page (presses held until a remote says it has taken its markup over, then
  // replayed) is the suspect. Until it is replaced, a journey that fails
  // is run once more, and the log reports it as flaky, not passed (docs/testing.md, "Known
  // flaky"); one that fails twice fails the run.
  retries: 1,
  // Limits that only stop a hung journey: room for a machine several times slower than ours.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  globalSetup: './src/support/global-setup.ts',
  globalTeardown: './src/support/global-teardown.ts',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    baseURL: 'http://demo.localhost:4200',
    // A trace costs every journey its recording; ask for it when a failure needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // One browser context per worker, reset between journeys by Playwright (cookies, the HTTP
    // cache, every visited origin's storage, extra pages, routes, init scripts, viewport and
    // media emulation): the kept page's renderer process outlives the journey, so the next
    // journey's first page does not start a new one. A journey's first page cost about 2 s of
    // Chromium's CPU in a new context and about 0.5 s in a kept one (docs/testing.md). A journey
    // that needs a context of its own (other options, a second visitor) makes one.
    reuseContext: true,
  },
  projects: [
    {
      name: 'club forms',
      testMatch: inTestDir(SHARED.clubForms),
      workers: 1,
    },
    { name: 'club admin', testMatch: inTestDir(SHARED.clubAdmin), workers: 1 },
    { name: 'last place', testMatch: inTestDir(SHARED.lastPlace), workers: 1 },
    {
      name: 'visitors',
      testIgnore: inTestDir([
        ...SHARED.clubForms,
        ...SHARED.clubAdmin,
        ...SHARED.lastPlace,
        ...SHARED.servers,
      ]),
    },
    {
      name: 'servers',
      testMatch: inTestDir(SHARED.servers),
      workers: 1,
      // These swap the server behind a fixed port: a kept context keeps its idle connections to
      // the server that is closing, which answers them 503, so each journey has a new context.
      use: { reuseContext: false },
      dependencies: ['club forms', 'club admin', 'last place', 'visitors'],
    },
  ],
});
