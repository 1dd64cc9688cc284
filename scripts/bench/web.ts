// `npm run bench:web`: Lighthouse (mobile preset) on the built store's main pages, plus the size of the
// JavaScript every first visit downloads. Starts the production build on a fresh embedded database on
// loopback; exits non-zero only when something fails to run, never because a target was missed.
// `npm run bench:web:market` (BENCH_WEB_CATALOGUE=market): the same on a fresh PostgreSQL database holding
// the marketplace's 100,000 listings (seed-catalogue.ts), where /products is a page of 100 of them.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium, devices } from 'playwright-core';
import { chromiumPath } from '../lib/chromium.mjs';
import { INITIAL_JS_BUDGET_KB, initialJavaScript } from './initial-js';
import { seedBenchCatalogue } from './seed-catalogue';
import { createBenchDatabase, root, startStore, type RunningServer } from './servers';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3103);
const market = process.env.BENCH_WEB_CATALOGUE === 'market';
/** The product page: one of the company's, or on the marketplace a supplier's listing. */
const PAGES = ['/', '/products', market ? '/product/50071' : '/product/2'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const targets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
  lcpMs: 2000,
  initialJsKb: INITIAL_JS_BUDGET_KB,
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageResult {
  page: string;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page fetched up to load, in KB as transferred (the server compresses them). */
  scriptKbTransferred: number;
  /** The element Lighthouse took for the largest contentful paint. */
  lcpElement: string;
  /** Audits of the four categories that did not pass, for the next round of fixes. */
  failedAudits: string[];
}

/** Runs per page of the takeover measurement; the median is reported. */
const TAKEOVER_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);

/** When a visitor on a mid-range phone sees the page, and when the app has taken it over (medians, ms). */
interface TakeoverTiming {
  page: string;
  fcpMs: number;
  interactiveMs: number;
  /** From the first paint to the takeover: input made then is held and replayed (decision 009). */
  gapMs: number;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The first contentful paint and the moment the app marks the page its own (`html[data-interactive]`),
 * from the navigation's start, on a Pixel 7 with Lighthouse's mobile throttling: the CPU slowed 4x and
 * slow 4G (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up). Each run is a fresh visit (empty cache).
 */
async function measureTakeover(base: string): Promise<TakeoverTiming[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const timings: TakeoverTiming[] = [];
    for (const page of PAGES) {
      const fcp: number[] = [];
      const interactive: number[] = [];
      for (let run = 0; run < TAKEOVER_RUNS; run += 1) {
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        const tab = await context.newPage();
        await tab.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.documentElement.hasAttribute('data-interactive')) return;
            (window as unknown as { takenOverAt: number }).takenOverAt = performance.now();
            observer.disconnect();
            // The document, not its root element, which does not exist yet when this runs.
          }).observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
        });
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
          uploadThroughput: (750 * 1024 * 0.9) / 8,
        });
        await tab.goto(`${base}${page}`, { waitUntil: 'commit' });
        await tab.waitForFunction(() => 'takenOverAt' in window, undefined, { timeout: 60_000 });
        const times = await tab.evaluate(() => ({
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          interactive: (window as unknown as { takenOverAt: number }).takenOverAt,
        }));
        fcp.push(times.fcp);
        interactive.push(times.interactive);
        await context.close();
      }
      const fcpMs = Math.round(median(fcp));
      const interactiveMs = Math.round(median(interactive));
      timings.push({ page, fcpMs, interactiveMs, gapMs: Math.max(0, interactiveMs - fcpMs) });
    }
    return timings;
  } finally {
    await browser.close();
  }
}

function lcpElement(lhr: Result): string {
  type Node = { node?: { snippet?: string } };
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: Node[] }[] } | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown';
}

function summarise(page: string, lhr: Result): PageResult {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (
    lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined
  )?.items?.filter((item) => item.resourceType === 'Script');
  const failedAudits = categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map(
        (ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`,
      ),
  );
  return {
    page,
    scores: Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as PageResult['scores'],
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    scriptKbTransferred:
      Math.round(
        ((scripts ?? []).reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024) * 10,
      ) / 10,
    lcpElement: lcpElement(lhr),
    failedAudits,
  };
}

const initialJs = initialJavaScript();
const lighthouseVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
).version;
async function startBenchStore(): Promise<RunningServer> {
  if (!market) {
    return startStore(PORT, { DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-bench-web-')), DATABASE_URL: '' });
  }
  const url = await createBenchDatabase('bulk_bench_web_market');
  if (!url) throw new Error('The marketplace needs PostgreSQL: none answered (set TEST_DATABASE_URL).');
  const store = await startStore(PORT, { DATABASE_URL: url });
  const seeded = await seedBenchCatalogue(url);
  console.log(
    `Marketplace: ${seeded.suppliers} suppliers, ${seeded.listings} live listings, seeded in ${seeded.seconds.toFixed(1)} s\n`,
  );
  return store;
}

const server = await startBenchStore();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
const results: PageResult[] = [];
let takeover: TakeoverTiming[] | undefined;
try {
  // The mobile preset is Lighthouse's default configuration (emulated mid-range phone, slow 4G).
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  };
  for (const page of PAGES) {
    // On a busy machine Chrome's trace now and then misses the navigation (NO_NAVSTART): one more try.
    let run = await lighthouse(`${server.base}${page}`, flags);
    if (run?.lhr.runtimeError) run = await lighthouse(`${server.base}${page}`, flags);
    if (!run) throw new Error(`Lighthouse returned no result for ${page}`);
    if (run.lhr.runtimeError) throw new Error(`${page}: ${run.lhr.runtimeError.message}`);
    results.push(summarise(page, run.lhr));
  }
  takeover = await measureTakeover(server.base);
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(
  `Lighthouse ${lighthouseVersion}, mobile preset, on the production build (${chromiumPath()}), ${market ? "the marketplace's 100,000 listings on PostgreSQL" : "the company's 71 products on the embedded database"}\n`,
);
console.log(
  '| page | performance | accessibility | best practices | SEO | LCP s | TBT ms | CLS | JS KB loaded |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const result of results) {
  const { scores } = result;
  console.log(
    `| ${result.page} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${(result.lcpMs / 1000).toFixed(2)} | ${result.tbtMs} | ${result.cls} | ${result.scriptKbTransferred} |`,
  );
}
console.log(
  `\nFirst paint and takeover, Pixel 7, CPU 4x slower, slow 4G, median of ${TAKEOVER_RUNS} fresh visits:\n`,
);
console.log('| page | first contentful paint ms | interactive ms | gap ms |');
console.log('|---|---:|---:|---:|');
for (const timing of takeover ?? []) {
  console.log(`| ${timing.page} | ${timing.fcpMs} | ${timing.interactiveMs} | ${timing.gapMs} |`);
}
console.log(
  `\nInitial JavaScript (the entry and the chunks it starts the app with, gzip -9): ${initialJs.totalKb} KB`,
);
for (const { file, gzipBytes } of initialJs.files)
  console.log(`  ${file} ${(gzipBytes / 1024).toFixed(1)} KB`);
console.log('\nLargest contentful paint element:');
for (const result of results) console.log(`  ${result.page}: ${result.lcpElement.slice(0, 160)}`);
const failed = results.flatMap((result) => result.failedAudits.map((audit) => `${result.page} ${audit}`));
if (failed.length) console.log(`\nAudits below 0.9:\n  ${failed.join('\n  ')}`);
console.log(
  `\nTargets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, best practices >= ${targets['best-practices']}, SEO >= ${targets.seo}, LCP < ${targets.lcpMs / 1000} s, initial JS <= ${targets.initialJsKb} KB gzip`,
);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', market ? 'web-market.json' : 'web.json'),
  JSON.stringify({ date: new Date().toISOString(), targets, initialJs, pages: results, takeover }, null, 2),
);
