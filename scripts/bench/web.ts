// `npm run bench:web`: Lighthouse (mobile preset) on the built store's main pages, plus the size of the
// JavaScript every first visit downloads. Starts the production build on a fresh embedded database on
// loopback; exits non-zero only when something fails to run, never because a target was missed.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromiumPath } from '../lib/chromium.mjs';
import { root, startStore } from './servers';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3103);
const PAGES = ['/', '/products', '/product/2'];
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
  initialJsKb: 110,
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

const webDist = join(root, 'apps/web/dist');

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/**
 * The JavaScript every first visit runs before the page is the app's: the entry script, the chunks it
 * imports as it starts (the interface's strings and the app), and everything those import, gzip -9.
 * Read from Vite's manifest; the route's own chunk and anything loaded later are not counted.
 */
function initialJavaScript() {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('The web build has no entry: run npm run build first.');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const started of entry.dynamicImports ?? []) visit(started);
  const sizes = [...keys].map((key) => {
    const file = `/${manifest[key]!.file}`;
    return { file, gzipBytes: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length };
  });
  const totalKb = sizes.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) / 1024;
  return { files: sizes, totalKb: Math.round(totalKb * 10) / 10 };
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
const server = await startStore(PORT, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-bench-web-')),
  DATABASE_URL: '',
});
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
const results: PageResult[] = [];
try {
  // The mobile preset is Lighthouse's default configuration (emulated mid-range phone, slow 4G).
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  };
  for (const page of PAGES) {
    const run = await lighthouse(`${server.base}${page}`, flags);
    if (!run) throw new Error(`Lighthouse returned no result for ${page}`);
    if (run.lhr.runtimeError) throw new Error(`${page}: ${run.lhr.runtimeError.message}`);
    results.push(summarise(page, run.lhr));
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`Lighthouse ${lighthouseVersion}, mobile preset, on the production build (${chromiumPath()})\n`);
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
  join(root, 'bench-results', 'web.json'),
  JSON.stringify({ date: new Date().toISOString(), targets, initialJs, pages: results }, null, 2),
);
