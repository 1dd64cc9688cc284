import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverEntry, storeServerEnv } from './store-server';

const port = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const mobile = { ...devices['Pixel 7'], channel: undefined };

/**
 * Specs that put suppliers' products on sale: the catalogue grows as they run, while the catalogue's specs
 * count the 71 products of a fresh store. They run on both devices once every other spec is done.
 */
const catalogueChanging = [
  '**/memberships.spec.ts',
  '**/supplier-store.spec.ts',
  '**/marketplace-orders.spec.ts',
];

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
    command: `node ${serverEntry}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: storeServerEnv(port, mkdtempSync(join(tmpdir(), 'bulk-e2e-'))),
  },
});
