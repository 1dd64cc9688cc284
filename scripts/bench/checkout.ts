// `npm run bench` (second part): complete sandbox checkouts per second, create-order -> pay -> verify,
// on PGlite and on PostgreSQL; then, on PostgreSQL, carts of three sellers (the company and two suppliers,
// docs/decisions/023), with the suppliers' stock checked to the kilogram afterwards. Loopback only,
// bounded in time.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { send } from './http';
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
type Line = { productId: number; quantity: number };
/** The cart a buyer's i-th checkout pays: one line of the company's, in turn. */
const companyCart = (index: number, i: number): Line[] => [
  { productId: products[(index + i) % products.length]!, quantity: 500 },
];

/** The bench's two suppliers: approved, membership running, invoice details on file, one live listing each. */
const benchSellers = [
  {
    email: 'bench-split-latur@example.in',
    business: 'Latur Pulses Bench',
    city: 'Latur',
    details: {
      legalName: 'Latur Pulses Private Limited',
      gstin: '27AAACW0764A1ZP',
      address: '14 MIDC Area, Latur',
      state: 'Maharashtra',
      pin: '413512',
    },
  },
  {
    email: 'bench-split-malabar@example.in',
    business: 'Malabar Grains Bench',
    city: 'Ernakulam',
    details: {
      legalName: 'Malabar Grains LLP',
      gstin: '32AAACW0764A1ZY',
      address: '3 Market Road, Ernakulam',
      state: 'Kerala',
      pin: '682011',
    },
  },
];
/** Each supplier's listing starts with this much stock, in kg; every checkout takes `SPLIT_QUANTITY` of each. */
const SPLIT_STOCK = 10_000_000;
const SPLIT_QUANTITY = 100;

/**
 * Writes the two suppliers and their listings straight into the migrated bench database (their
 * registration, approval and review are measured elsewhere); answers their products' ids and listings.
 */
async function seedBenchSellers(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const seeded: { productId: number; listingId: number }[] = [];
    for (const seller of benchSellers) {
      const { rows: users } = await db.query(
        `INSERT INTO users (email, name, password_hash, role, status, city, state)
         VALUES ($1, $2, '!', 'supplier', 'approved', $3, $4) RETURNING id`,
        [seller.email, seller.business, seller.city, seller.details.state],
      );
      const userId = users[0].id as number;
      await db.query(
        `INSERT INTO supplier_profiles
           (user_id, business_name, slug, contact_person, mobile, categories, address, decided_at, valid_until,
            invoice_details)
         VALUES ($1, $2, $3, $2, '9876543210', '["Pulses"]', $4, now(), now() + interval '1 year', $5)`,
        [
          userId,
          seller.business,
          seller.email.split('@')[0],
          seller.details.address,
          JSON.stringify(seller.details),
        ],
      );
      const fields = {
        name: 'Toor Dal, unpolished',
        category: 'Pulses',
        shortDescription: 'Sun-dried toor dal.',
        fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
        hsn: '0713',
        unit: 'kg',
        moq: 100,
        stepQty: 50,
        pricePaise: 42_000,
        slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
        stock: SPLIT_STOCK,
        lowStockThreshold: 500,
        weightGrams: 1000,
        packagingSizes: ['30 kg sack'],
        dispatchDays: 3,
        pickupState: seller.details.state,
        pickupPin: seller.details.pin,
        specifications: [],
        sku: '',
      };
      const { rows: listed } = await db.query(
        `INSERT INTO listings (seller_id, status, fields) VALUES ($1, 'live', $2) RETURNING id`,
        [userId, JSON.stringify(fields)],
      );
      const listingId = listed[0].id as number;
      const { rows: product } = await db.query(
        `INSERT INTO products
           (name, category_id, short_description, full_description, price_paise, original_price_paise, unit,
            moq, step_qty, weight_grams, hsn, packaging_sizes, rating, reviews, images, certificates,
            documents, slabs, seller_id, listing_id)
         SELECT $1, id, $2, $3, 42000, 42000, 'kg', 100, 50, 1000, '0713', '["30 kg sack"]', 4, 0, '[]', '[]',
                '[]', '[{"fromQuantity":500,"pricePaise":38000}]', $4, $5
           FROM categories WHERE name = 'Pulses' RETURNING id`,
        [fields.name, fields.shortDescription, fields.fullDescription, userId, listingId],
      );
      seeded.push({ productId: product[0].id as number, listingId });
    }
    return seeded;
  } finally {
    await db.end();
  }
}

/**
 * After the three-seller run: each supplier's stock must be its start less exactly what the placed parts
 * took, and no paid part may be left without its stock (a conflict, or a part still pending).
 */
async function checkSplitStock(url: string, sellers: { productId: number; listingId: number }[]) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const problems: string[] = [];
    for (const { productId, listingId } of sellers) {
      const { rows } = await db.query(
        `SELECT (l.fields ->> 'stock')::bigint AS stock,
                (SELECT coalesce(sum(ol.quantity), 0) FROM order_lines ol
                   JOIN shipments s ON s.id = ol.shipment_id
                  WHERE ol.product_id = $2 AND s.status = 'placed') AS sold,
                (SELECT count(*) FROM shipments s JOIN orders o ON o.id = s.order_id
                  WHERE s.seller_id = l.seller_id AND o.status = 'paid' AND s.status <> 'placed') AS unplaced
           FROM listings l WHERE l.id = $1`,
        [listingId, productId],
      );
      const { stock, sold, unplaced } = rows[0] as { stock: string; sold: string; unplaced: string };
      if (Number(stock) !== SPLIT_STOCK - Number(sold) || Number(unplaced) !== 0) {
        problems.push(
          `listing ${listingId}: stock ${stock}, sold ${sold}, paid parts not placed ${unplaced}`,
        );
      }
    }
    return problems;
  } finally {
    await db.end();
  }
}

async function postJson(agent: Agent, port: number, path: string, body: unknown): Promise<unknown> {
  const reply = await send(agent, port, 'POST', path, body);
  if (reply.status < 200 || reply.status >= 300)
    throw new Error(`${path}: HTTP ${reply.status} ${reply.body}`);
  return JSON.parse(reply.body);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(name: string, server: RunningServer, cart: (index: number, i: number) => Line[]) {
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
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const port = Number(new URL(server.base).port);
  const worker = async (index: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      try {
        const order = (await timed('create-order', () =>
          postJson(agent, port, '/api/create-order', {
            productType: 'order',
            lines: cart(index, i),
            shipping,
          }),
        )) as { id: string };
        const paid = await timed('pay', () =>
          postJson(agent, port, '/api/payments/sandbox/pay', { order_id: order.id, outcome: 'success' }),
        );
        const verified = (await timed('verify', () =>
          postJson(agent, port, '/api/verify-payment', paid),
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
  agent.destroy();
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
  results.pglite = await measure('pglite', pglite, companyCart);
} finally {
  await pglite.stop();
}
let stockRight = true;
const benchUrl = await createBenchDatabase('bulk_bench_checkout');
if (benchUrl) {
  const postgres = await startStore(3112, { DATABASE_URL: benchUrl });
  try {
    results.postgres = await measure('postgres', postgres, companyCart);
    const sellers = await seedBenchSellers(benchUrl);
    const threeSellers = (index: number, i: number): Line[] => [
      ...companyCart(index, i),
      ...sellers.map(({ productId }) => ({ productId, quantity: SPLIT_QUANTITY })),
    ];
    results['postgres, 3 sellers'] = await measure('postgres, 3 sellers', postgres, threeSellers);
    const problems = await checkSplitStock(benchUrl, sellers);
    stockRight = problems.length === 0;
    console.log(stockRight ? '  3 sellers: stock exactly right' : `  3 sellers: ${problems.join('; ')}`);
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
  JSON.stringify({ date: new Date().toISOString(), results, stockRight }, null, 2),
);
if (Object.values(results).some((r) => r.failed > 0) || !stockRight) process.exitCode = 1;
