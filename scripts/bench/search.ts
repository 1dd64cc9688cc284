// `npm run bench:search`: the header's search suggestions on PostgreSQL with 100,000 products. The store
// is started on a fresh database, the catalogue is grown by copying the seeded products (each copy numbered
// in its name), and autocannon asks for suggestions. Loopback only, bounded in time.
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, startStore } from './servers';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const queries = ['ri', 'rice', 'basmati rice', 'turmeric powder', 'lot 4242', 'no such thing'];

const url = await createBenchDatabase('bulk_bench_search');
if (!url) {
  console.log('No PostgreSQL at DATABASE_URL (or 127.0.0.1:5432): nothing to measure.');
  process.exit(1);
}
const store = await startStore(3111, { DATABASE_URL: url });
try {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const started = Date.now();
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = 'products' AND column_name NOT IN ('id', 'name') AND is_generated = 'NEVER'
      ORDER BY ordinal_position`,
  );
  const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
  const seeded = Number((await db.query('SELECT count(*) AS n FROM products')).rows[0].n);
  await db.query(
    `INSERT INTO products (name, ${columns})
       SELECT p.name || ' lot ' || copy, ${rows.map((row) => `p."${row.column_name}"`).join(', ')}
         FROM products p, generate_series(1, $1::int) AS copy`,
    [Math.ceil((PRODUCTS - seeded) / seeded)],
  );
  await db.query('ANALYZE products');
  const total = Number((await db.query('SELECT count(*) AS n FROM products')).rows[0].n);
  console.log(`${total} products in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await db.end();

  console.log(`GET /api/search/suggestions, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  for (const q of queries) {
    const target = `${store.base}/api/search/suggestions?q=${encodeURIComponent(q)}`;
    const found = (await (await fetch(target)).json()) as { products: unknown[]; categories: unknown[] };
    const result = await new Promise<autocannon.Result>((done, fail) => {
      autocannon({ url: target, connections: CONNECTIONS, duration: DURATION_S }, (error, run) =>
        error ? fail(error) : done(run),
      );
    });
    if (result.non2xx || result.errors)
      throw new Error(`${q}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(
      `  ${JSON.stringify(q).padEnd(18)} ${String(found.products.length).padStart(2)} products ${found.categories.length} categories  ${String(Math.round(result.requests.average)).padStart(5)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
    );
  }
} finally {
  await store.stop();
}
