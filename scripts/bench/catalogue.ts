// `npm run bench`: the catalogue API on PGlite and on PostgreSQL against a bare Fastify server, in one run,
// then on PostgreSQL with the marketplace's 100,000 listings (seed-catalogue.ts) and the store's memory after it.
// Each server is its own process; autocannon drives them from this one. Loopback only, bounded in time.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedBenchCatalogue } from './seed-catalogue';
import { createBenchDatabase, root, startBare, startStore } from './servers';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
/** Each figure is the median of this many runs, taken in turns across the servers. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const routes = ['/api/products', '/api/products/2'];

interface Target {
  name: string;
  base: string;
  stop: () => Promise<void>;
}
interface RouteResult {
  rps: number;
  p99: number;
}

function load(url: string, duration: number) {
  return new Promise<autocannon.Result>((resolveRun, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolveRun(result),
    );
  });
}

async function measure(target: Target, route: string): Promise<RouteResult> {
  await load(`${target.base}${route}`, WARMUP_S);
  const result = await load(`${target.base}${route}`, DURATION_S);
  if (result.non2xx || result.errors) {
    throw new Error(`${target.name} ${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  const rps = Math.round(result.requests.average);
  console.log(
    `  ${target.name.padEnd(10)} ${route.padEnd(18)} ${String(rps).padStart(6)} req/s  p99 ${result.latency.p99} ms`,
  );
  return { rps, p99: result.latency.p99 };
}

console.log(
  `Catalogue benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s of warm-up, median of ${ROUNDS} rounds
`,
);

const median = (runs: RouteResult[], key: keyof RouteResult) =>
  runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;

/**
 * Each route on each target that serves it, in turns: each round starts with the next target, so no
 * server always runs first or last, and the machine's state weighs alike on every figure.
 */
async function compare(
  routes: readonly string[],
  targets: (Target & { serves?: (route: string) => boolean })[],
) {
  const table: Record<string, Record<string, RouteResult>> = {};
  for (const route of routes) {
    const serving = targets.filter((target) => target.serves?.(route) ?? true);
    const runs = new Map<string, RouteResult[]>(serving.map((target) => [target.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = serving.map((_, i) => serving[(i + round) % serving.length]!);
      for (const target of order) runs.get(target.name)!.push(await measure(target, route));
    }
    for (const [name, results] of runs) {
      (table[name] ??= {})[route] = { rps: median(results, 'rps'), p99: median(results, 'p99') };
    }
  }
  return table;
}

function printTable(table: Record<string, Record<string, RouteResult>>, routes: readonly string[]) {
  console.log('\n| database | route | req/s | p99 ms | ratio to bare |');
  console.log('|---|---|---:|---:|---:|');
  for (const [name, results] of Object.entries(table)) {
    for (const route of routes) {
      const result = results[route];
      if (!result) continue;
      const bare = table.bare?.[route];
      const ratio = bare ? (result.rps / bare.rps).toFixed(2) : '-';
      console.log(`| ${name} | ${route} | ${result.rps} | ${result.p99} | ${ratio} |`);
    }
  }
}

/** A bare server answering `list` and `product` as fetched from `store`. */
async function bareServing(port: number, store: string, listRoute: string, productRoute: string) {
  const fixture = {
    list: await (await fetch(`${store}${listRoute}`)).json(),
    product: await (await fetch(`${store}${productRoute}`)).json(),
  };
  const fixturePath = join(mkdtempSync(join(tmpdir(), 'bulk-bench-')), 'fixture.json');
  writeFileSync(fixturePath, JSON.stringify(fixture));
  return startBare(port, fixturePath);
}

/** Resident and peak memory of a process, in MB, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

// The company's catalogue (71 products) on both databases.
const pglite = await startStore(3101, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-bench-')),
  DATABASE_URL: '',
});
const bare = await bareServing(3100, pglite.base, routes[0]!, routes[1]!);
const targets: Target[] = [
  { name: 'bare', ...bare },
  { name: 'pglite', ...pglite },
];
const benchUrl = await createBenchDatabase('bulk_bench');
if (benchUrl) {
  targets.push({ name: 'postgres', ...(await startStore(3102, { DATABASE_URL: benchUrl })) });
} else {
  console.log('  postgres skipped: no PostgreSQL server reachable (set TEST_DATABASE_URL)');
}
let table: Record<string, Record<string, RouteResult>>;
try {
  table = await compare(routes, targets);
} finally {
  await Promise.all(targets.map((target) => target.stop()));
}
printTable(table, routes);

// The marketplace's catalogue: 100,000 live listings from 5,000 suppliers, on PostgreSQL only.
const marketRoutes = [
  '/api/products',
  '/api/products?category=indian-rice',
  '/api/products?q=basmti%20rice',
  '/api/products/50071',
];
/** Compared with the bare server: the first page and a product; the others by their p99 alone. */
const againstBare = new Set([marketRoutes[0], marketRoutes[3]]);
let market: Record<string, unknown> | undefined;
const marketUrl = await createBenchDatabase('bulk_bench_market');
if (marketUrl) {
  const store = await startStore(3104, { DATABASE_URL: marketUrl });
  const seeded = await seedBenchCatalogue(marketUrl);
  console.log(
    `\nMarketplace: ${seeded.suppliers} suppliers, ${seeded.listings} live listings, seeded in ${seeded.seconds.toFixed(1)} s`,
  );
  // The first request of each route reads the database; every later one is served from the cache.
  const firstMs: Record<string, number> = {};
  for (const route of marketRoutes) {
    const started = performance.now();
    const res = await fetch(`${store.base}${route}`);
    await res.arrayBuffer();
    firstMs[route] = Math.round(performance.now() - started);
    console.log(`  first request ${route}: ${res.status} in ${firstMs[route]} ms`);
  }
  const marketBare = await bareServing(3105, store.base, marketRoutes[0]!, marketRoutes[3]!);
  let marketTable: Record<string, Record<string, RouteResult>>;
  let memory: { rssMb: number; peakMb: number };
  try {
    marketTable = await compare(marketRoutes, [
      { name: 'bare', ...marketBare, serves: (route) => againstBare.has(route) },
      { name: 'postgres', ...store },
    ]);
    memory = memoryOf(store.pid);
  } finally {
    await Promise.all([store.stop(), marketBare.stop()]);
  }
  printTable(marketTable, marketRoutes);
  console.log(`\nStore after the run: RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB)`);
  console.log(`First requests (database, no cache): ${JSON.stringify(firstMs)}`);
  market = { seeded, table: marketTable, memory, firstMs };
} else {
  console.log('  marketplace skipped: no PostgreSQL server reachable (set TEST_DATABASE_URL)');
}

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'catalogue.json'),
  JSON.stringify({ date: new Date().toISOString(), table, market }, null, 2),
);
