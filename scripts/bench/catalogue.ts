// `npm run bench`: the catalogue API on PGlite and on PostgreSQL against a bare Fastify server, in one run.
// Each server is its own process; autocannon drives them from this one. Loopback only, bounded in time.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
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
const table: Record<string, Record<string, RouteResult>> = {};

// All servers run side by side and each route is measured on each in turn, so the machine's state
// (other load, client warm-up) weighs alike on every figure.
const pglite = await startStore(3101, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-bench-')),
  DATABASE_URL: '',
});
const fixture = {
  list: await (await fetch(`${pglite.base}/api/products`)).json(),
  product: await (await fetch(`${pglite.base}/api/products/2`)).json(),
};
const fixturePath = join(mkdtempSync(join(tmpdir(), 'bulk-bench-')), 'fixture.json');
writeFileSync(fixturePath, JSON.stringify(fixture));
const bare = await startBare(3100, fixturePath);
const targets = [
  { name: 'bare', ...bare },
  { name: 'pglite', ...pglite },
];
const benchUrl = await createBenchDatabase('bulk_bench');
if (benchUrl) {
  targets.push({ name: 'postgres', ...(await startStore(3102, { DATABASE_URL: benchUrl })) });
} else {
  console.log('  postgres skipped: no PostgreSQL server reachable (set TEST_DATABASE_URL)');
}

const median = (runs: RouteResult[], key: keyof RouteResult) =>
  runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
try {
  for (const route of routes) {
    const runs = new Map<string, RouteResult[]>(targets.map((target) => [target.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with the next server, so no server always runs first or last.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
      for (const target of order) runs.get(target.name)!.push(await measure(target, route));
    }
    for (const [name, results] of runs) {
      (table[name] ??= {})[route] = { rps: median(results, 'rps'), p99: median(results, 'p99') };
    }
  }
} finally {
  await Promise.all(targets.map((target) => target.stop()));
}

console.log('\n| database | route | req/s | p99 ms | ratio to bare |');
console.log('|---|---|---:|---:|---:|');
for (const [name, results] of Object.entries(table)) {
  for (const route of routes) {
    const { rps, p99 } = results[route]!;
    const ratio = rps / table.bare![route]!.rps;
    console.log(`| ${name} | ${route} | ${rps} | ${p99} | ${ratio.toFixed(2)} |`);
  }
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'catalogue.json'),
  JSON.stringify({ date: new Date().toISOString(), table }, null, 2),
);
