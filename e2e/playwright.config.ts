import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const mobile = { ...devices['Pixel 7'], channel: undefined };

/**
 * Specs that put suppliers' products on sale: the catalogue grows as they run, while the catalogue's specs
 * count the 71 products of a fresh store. They run on both devices once every other spec is done.
 */
const catalogueChanging = ['**/memberships.spec.ts', '**/supplier-store.spec.ts'];

/** Specs of laptop widths, which set their own window size: a phone has its own layout specs. */
const laptopOnly = ['**/admin-laptop.spec.ts'];

/** Browser tests drive Debian's Chromium against the production build on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A browser sends its page's origin with every POST; the store refuses a cookie POST without one. The
    // API request contexts of the tests (page.request, context.request) send it too.
    extraHTTPHeaders: { origin: `http://127.0.0.1:${port}` },
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: catalogueChanging, use: desktop },
    { name: 'mobile', testIgnore: [...catalogueChanging, ...laptopOnly], use: mobile },
    {
      name: 'desktop, after',
      testMatch: catalogueChanging,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
    { name: 'mobile, after', testMatch: catalogueChanging, dependencies: ['desktop', 'mobile'], use: mobile },
  ],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-e2e-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The store's address, which the pages it renders link to (their structured data) and emails carry.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Advance orders may load at once: a browser test cannot wait the published 24 hours, which the
      // server's own tests prove with a moved clock (docs/decisions/021).
      ADVANCE_LOADING_DELAY_HOURS: '0',
      ADMIN_EMAIL: 'admin@store.test',
      ADMIN_INITIAL_PASSWORD: 'e2e-admin-password',
      // Every test signs in from 127.0.0.1; the suite as a whole is not one visitor guessing passwords.
      LOGIN_ATTEMPTS_PER_ADDRESS: '10000',
      REGISTRATIONS_PER_ADDRESS: '10000',
      PASSWORD_RESETS_PER_ADDRESS: '10000',
      TICKETS_PER_ADDRESS: '10000',
      TICKETS_PER_EMAIL: '10000',
      ANONYMOUS_UPLOAD_MB_PER_ADDRESS: '10000',
    },
  },
});
