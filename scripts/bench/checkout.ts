// `npm run bench` (second part): complete sandbox checkouts per second, create-order -> pay -> verify,
// on PGlite and on PostgreSQL. Loopback only, bounded in time.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, root, startStore, type RunningServer } from './servers';

const CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 10);
const DURATION_S = Number(process.env.BENCH_CHECKOUT_DURATION_S ?? 15);
const steps = ['create-order', 'pay', 'verify'] as const;
type Step = (typeof steps)[number];

const shipping = {
  fullName: 'Bench Buyer',
  email: 'bench@example.in',
  address: '1 Load Street',
  city: 'Indore',
  state: 'Madhya Pradesh',
  zip: '452001',
};
const products = [2, 20, 42, 63];

async function postJson(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(name: string, server: RunningServer) {
  const latencies: Record<Step, number[]> = { 'create-order': [], pay: [], verify: [] };
  let completed = 0;
  let failed = 0;
  const timed = async <T>(step: Step, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    latencies[step].push(performance.now() - started);
    return result;
  };
  const deadline = Date.now() + DURATION_S * 1000;
  const worker = async (index: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      try {
        const productId = products[(index + i) % products.length]!;
        const order = (await timed('create-order', () =>
          postJson(`${server.base}/api/create-order`, {
            productType: 'order',
            lines: [{ productId, quantity: 500 }],
            shipping,
          }),
        )) as { id: string };
        const paid = await timed('pay', () =>
          postJson(`${server.base}/api/payments/sandbox/pay`, { order_id: order.id, outcome: 'success' }),
        );
        const verified = (await timed('verify', () =>
          postJson(`${server.base}/api/verify-payment`, paid),
        )) as {
          success: boolean;
        };
        if (verified.success) completed++;
      } catch (error) {
        failed++;
        if (failed <= 3) console.error(`  ${name}: ${(error as Error).message}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  const seconds = (performance.now() - started) / 1000;
  const result = {
    checkoutsPerSecond: Math.round((completed / seconds) * 10) / 10,
    completed,
    failed,
    p50: {} as Record<Step, number>,
    p99: {} as Record<Step, number>,
  };
  for (const step of steps) {
    const sorted = [...latencies[step]].sort((a, b) => a - b);
    result.p50[step] = Math.round(percentile(sorted, 0.5) * 10) / 10;
    result.p99[step] = Math.round(percentile(sorted, 0.99) * 10) / 10;
  }
  return result;
}

console.log(
  `\nCheckout benchmark: ${CONCURRENCY} concurrent buyers for ${DURATION_S} s each, sandbox gateway\n`,
);
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};

const pglite = await startStore(3111, {
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-bench-')),
  DATABASE_URL: '',
});
try {
  results.pglite = await measure('pglite', pglite);
} finally {
  await pglite.stop();
}
const benchUrl = await createBenchDatabase('bulk_bench_checkout');
if (benchUrl) {
  const postgres = await startStore(3112, { DATABASE_URL: benchUrl });
  try {
    results.postgres = await measure('postgres', postgres);
  } finally {
    await postgres.stop();
  }
} else {
  console.log('  postgres skipped: no PostgreSQL server reachable (set TEST_DATABASE_URL)');
}

console.log(
  '| database | checkouts/s | completed | failed | p50 / p99 create-order ms | p50 / p99 pay ms | p50 / p99 verify ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, r] of Object.entries(results)) {
  const cell = (step: Step) => `${r.p50[step]} / ${r.p99[step]}`;
  console.log(
    `| ${name} | ${r.checkoutsPerSecond} | ${r.completed} | ${r.failed} | ${cell('create-order')} | ${cell('pay')} | ${cell('verify')} |`,
  );
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'checkout.json'),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
if (Object.values(results).some((r) => r.failed > 0)) process.exitCode = 1;
