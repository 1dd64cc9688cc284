// `npm run bench:load`: a realistic mix of shoppers against the production build, on PostgreSQL (100
// connections) and on the embedded PGlite (20), each for a bounded time on loopback. Reports requests per
// second and p50/p99 per route, then checks the data the run left behind. All the while, abusers run
// beside the shoppers: slow clients that trickle partial requests, and a flood of wrong passwords for one
// account from many addresses; their own figures are reported apart.
import { Agent } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { redisUrl, waitForRedis } from '../lib/redis.mjs';
import { send as sendTo, type Reply } from './http';
import { createBenchDatabase, root, startStore } from './servers';

const DURATION_S = Number(process.env.BENCH_LOAD_DURATION_S ?? 60);
const POSTGRES_CONNECTIONS = Number(process.env.BENCH_LOAD_POSTGRES_CONNECTIONS ?? 100);
const PGLITE_CONNECTIONS = Number(process.env.BENCH_LOAD_PGLITE_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3113);
const SLOW_CLIENTS = Number(process.env.BENCH_LOAD_SLOW_CLIENTS ?? 2000);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_LOAD_FLOOD_CONNECTIONS ?? 20);
const ACCOUNTS = 40;
const PASSWORD = 'load test passphrase 1';
const SEARCH_TERMS = ['rice', 'flour', 'masala', 'dal', 'paper', 'almond', 'coil', 'apron', 'tea', 'oil'];
/** Products whose quantity rules allow 500 units. */
const CHECKOUT_PRODUCTS = [2, 20, 42, 63];
/** The reason kept for a checkout whose verify got no answer (timed out or connection lost). */
const NO_ANSWER = 'verify answered nothing';
/** One checkout in this many is left after create-order, as shoppers do; those orders stay pending. */
const ABANDON_EVERY = 10;

/** What a shopper does in one visit, and how often (weights out of 100). */
const scenarios = [
  ['browse', 38],
  ['product', 25],
  ['search', 15],
  ['sign-in', 7],
  ['checkout', 15],
] as const;
type Scenario = (typeof scenarios)[number][0];

interface RouteStats {
  latencies: number[];
  statuses: Map<number, number>;
  networkErrors: number;
  /** How many network errors had each message (`socket hang up`, `timed out`…). */
  networkReasons: Map<string, number>;
}

class Recorder {
  readonly routes = new Map<string, RouteStats>();
  record(route: string, ms: number, status: number | 'network', reason = '') {
    let stats = this.routes.get(route);
    if (!stats) {
      stats = { latencies: [], statuses: new Map(), networkErrors: 0, networkReasons: new Map() };
      this.routes.set(route, stats);
    }
    if (status === 'network') {
      stats.networkErrors++;
      stats.networkReasons.set(reason, (stats.networkReasons.get(reason) ?? 0) + 1);
    } else {
      stats.latencies.push(ms);
      stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    }
  }
}

const send = (
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => sendTo(agent, PORT, method, path, body, headers);

/** Sends and records one request under its route's name; resolves undefined on a network error. */
async function timed(
  recorder: Recorder,
  route: string,
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Reply | undefined> {
  const started = performance.now();
  try {
    const reply = await send(agent, method, path, body, headers);
    recorder.record(route, performance.now() - started, reply.status);
    return reply;
  } catch (error) {
    recorder.record(route, 0, 'network', error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function pickScenario(): Scenario {
  let roll = Math.random() * 100;
  for (const [name, weight] of scenarios) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'browse';
}

interface CheckoutLedger {
  verified: Set<string>;
  abandoned: Set<string>;
  /** Orders created whose checkout then failed, with the reason. */
  failed: Map<string, string>;
}

interface RunResult {
  connections: number;
  seconds: number;
  recorder: Recorder;
  ledger: CheckoutLedger;
}

async function runMix(
  connections: number,
  { categories, accounts, productIds }: { categories: string[]; accounts: string[]; productIds: number[] },
): Promise<RunResult> {
  const recorder = new Recorder();
  const ledger: CheckoutLedger = { verified: new Set(), abandoned: new Set(), failed: new Map() };
  // Sign-ins come from addresses of their own (127.2.x.y), as they would from many shoppers, so the
  // per-address login limit (30 in 15 minutes) does not throttle one benchmark connection.
  let signInAddress = 0;
  let checkoutCount = 0;
  const deadline = Date.now() + DURATION_S * 1000;

  const shopper = async (index: number) => {
    const agent = new Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    });
    try {
      while (Date.now() < deadline) {
        const scenario = pickScenario();
        if (scenario === 'browse') {
          await timed(recorder, 'GET /api/products', agent, 'GET', '/api/products');
          await timed(
            recorder,
            'GET /api/products?category',
            agent,
            'GET',
            `/api/products?category=${pick(categories)}`,
          );
        } else if (scenario === 'product') {
          await timed(recorder, 'GET /api/products/:id', agent, 'GET', `/api/products/${pick(productIds)}`);
        } else if (scenario === 'search') {
          await timed(recorder, 'GET /api/products?q', agent, 'GET', `/api/products?q=${pick(SEARCH_TERMS)}`);
        } else if (scenario === 'sign-in') {
          const n = signInAddress++;
          const visitor = new Agent({
            keepAlive: false,
            localAddress: `127.2.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
          });
          const login = await timed(recorder, 'POST /api/auth/login', visitor, 'POST', '/api/auth/login', {
            email: pick(accounts),
            password: PASSWORD,
          });
          visitor.destroy();
          if (login?.status === 200) {
            const { token } = JSON.parse(login.body) as { token: string };
            await timed(recorder, 'GET /api/auth/me', agent, 'GET', '/api/auth/me', undefined, {
              authorization: `Bearer ${token}`,
            });
          }
        } else {
          // A started checkout is finished even past the deadline, so no order is cut off half-way.
          const abandon = ++checkoutCount % ABANDON_EVERY === 0;
          const created = await timed(
            recorder,
            'POST /api/create-order',
            agent,
            'POST',
            '/api/create-order',
            {
              productType: 'order',
              lines: [{ productId: pick(CHECKOUT_PRODUCTS), quantity: 500 }],
              shipping: {
                fullName: 'Load Buyer',
                email: `buyer${index}@load.test`,
                address: '1 Load Street',
                city: 'Indore',
                state: 'Madhya Pradesh',
                zip: '452001',
              },
            },
          );
          if (created?.status !== 200) continue;
          const order = JSON.parse(created.body) as { id: string; orderId: string };
          if (abandon) {
            ledger.abandoned.add(order.orderId);
            continue;
          }
          const paid = await timed(
            recorder,
            'POST /api/payments/sandbox/pay',
            agent,
            'POST',
            '/api/payments/sandbox/pay',
            { order_id: order.id, outcome: 'success' },
          );
          if (paid?.status !== 200) {
            ledger.failed.set(order.orderId, `sandbox pay answered ${paid?.status ?? 'nothing'}`);
            continue;
          }
          const verified = await timed(
            recorder,
            'POST /api/verify-payment',
            agent,
            'POST',
            '/api/verify-payment',
            JSON.parse(paid.body),
          );
          if (verified?.status === 200) ledger.verified.add(order.orderId);
          else ledger.failed.set(order.orderId, verified ? `verify answered ${verified.status}` : NO_ANSWER);
        }
      }
    } finally {
      agent.destroy();
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => shopper(index)));
  return { connections, seconds: (performance.now() - started) / 1000, recorder, ledger };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
const round = (value: number) => Math.round(value * 10) / 10;

function summarise(result: RunResult) {
  const rows = [...result.recorder.routes.entries()].map(([route, stats]) => {
    const sorted = [...stats.latencies].sort((x, y) => x - y);
    const requests = stats.latencies.length + stats.networkErrors;
    return {
      route,
      requests,
      perSecond: round(requests / result.seconds),
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      statuses: Object.fromEntries([...stats.statuses.entries()].sort(([a], [b]) => a - b)),
      networkErrors: stats.networkErrors,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  return {
    connections: result.connections,
    seconds: round(result.seconds),
    requests: total,
    perSecond: round(total / result.seconds),
    checkouts: {
      verified: result.ledger.verified.size,
      perSecond: round(result.ledger.verified.size / result.seconds),
      abandoned: result.ledger.abandoned.size,
      failed: result.ledger.failed.size,
    },
    routes: rows.sort((a, b) => a.route.localeCompare(b.route)),
  };
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** After the run, on the data it left: the answers to the brief's three questions. */
async function checkConsistency(result: RunResult, query: Query) {
  const problems: string[] = [];
  for (const [route, stats] of result.recorder.routes) {
    const serverErrors = [...stats.statuses].filter(([status]) => status >= 500);
    for (const [status, n] of serverErrors) problems.push(`${route}: ${n} × HTTP ${status}`);
    if (stats.networkErrors) {
      const reasons = JSON.stringify(Object.fromEntries(stats.networkReasons));
      problems.push(`${route}: ${stats.networkErrors} network errors ${reasons}`);
    }
  }
  const paidRows = await query(
    `SELECT o.id, o.status, count(p.id)::int AS payments FROM orders o
       LEFT JOIN payments p ON p.order_id = o.id
      WHERE o.status = 'paid' OR p.id IS NOT NULL GROUP BY o.id, o.status`,
  );
  const paid = new Map(paidRows.map((row) => [row.id as string, row]));
  for (const orderId of result.ledger.verified) {
    const row = paid.get(orderId);
    if (!row) problems.push(`verified order ${orderId} is not paid`);
    else if (row.payments !== 1) problems.push(`order ${orderId} has ${String(row.payments)} payments`);
  }
  let paidWithoutAnswer = 0;
  for (const [orderId, row] of paid) {
    if (result.ledger.verified.has(orderId)) continue;
    // A verify the client gave up waiting for may still have been recorded: once, or it is a fault.
    if (result.ledger.failed.get(orderId) === NO_ANSWER && row.payments === 1) paidWithoutAnswer++;
    else problems.push(`order ${orderId} is ${String(row.status)} but no verify succeeded for it`);
  }
  const pendingRows = await query(`SELECT id FROM orders WHERE status = 'pending'`);
  let pendingWithReason = 0;
  for (const { id } of pendingRows) {
    const orderId = id as string;
    if (result.ledger.abandoned.has(orderId) || result.ledger.failed.has(orderId)) pendingWithReason++;
    else problems.push(`pending order ${orderId} has no reason (neither abandoned nor a failed checkout)`);
  }
  return {
    verifiedWithOnePaidOrderAndOnePayment: result.ledger.verified.size,
    paidOrders: paid.size,
    paidWithoutAnswer,
    pendingOrders: pendingRows.length,
    pendingWithReason,
    problems,
  };
}

async function prepare(base: string) {
  const setup = new Agent({ keepAlive: true });
  const categories = (
    JSON.parse((await send(setup, 'GET', '/api/categories')).body) as { categories: { slug: string }[] }
  ).categories.map((category) => category.slug);
  const productIds = (
    JSON.parse((await send(setup, 'GET', '/api/products')).body) as { products: { id: number }[] }
  ).products.map((product) => product.id);
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => `shopper${i}@load.test`);
  for (const email of accounts) {
    const res = await send(setup, 'POST', '/api/auth/register', {
      name: 'Load Shopper',
      email,
      password: PASSWORD,
      address: '1 Load Street',
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
    if (res.status !== 201) throw new Error(`${base}: registering ${email} answered ${res.status}`);
  }
  setup.destroy();
  return { categories, accounts, productIds };
}

/** One kind of slow client's connections: how each ended and after how long. */
interface SlowClientStats {
  opened: number;
  /** By the status the server sent before closing, else the socket's error code, else `closed`: how long each lasted. */
  endings: Map<string, number[]>;
}

/**
 * Slow clients, half of them sending their headers a line a second, half sending whole headers and then
 * a body a byte a second (a newsletter sign-up of 1 000 bytes), each from an address of its own
 * (127.3.x.y). Each opens a new connection when the server closes its last, until `deadline`; those
 * open at the deadline are left for the server to close.
 */
async function runSlowClients(deadline: number) {
  const kinds = { headers: newSlowStats(), body: newSlowStats() };
  const client = async (index: number) => {
    const kind = index % 2 === 0 ? 'headers' : 'body';
    const stats = kinds[kind];
    const localAddress = `127.3.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    while (Date.now() < deadline) {
      stats.opened++;
      const opened = performance.now();
      const socket = connect({ host: '127.0.0.1', port: PORT, localAddress });
      let received = '';
      let errorCode: string | undefined;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => (errorCode ??= error.code ?? error.message));
      socket.write(
        kind === 'headers'
          ? 'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\n'
          : 'POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      const trickle = setInterval(() => socket.write(kind === 'headers' ? 'X-Slow: 1\r\n' : ' '), 1000);
      await new Promise((resolve) => socket.once('close', resolve));
      clearInterval(trickle);
      const ending = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? errorCode ?? 'closed';
      const lasted = stats.endings.get(ending) ?? [];
      lasted.push(performance.now() - opened);
      stats.endings.set(ending, lasted);
    }
  };
  // Opened over the first few seconds, as a crowd arrives, not in one burst the listen backlog refuses.
  await Promise.all(
    Array.from({ length: SLOW_CLIENTS }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / SLOW_CLIENTS) * 5000));
      await client(index);
    }),
  );
  return kinds;
}

function newSlowStats(): SlowClientStats {
  return { opened: 0, endings: new Map<string, number[]>() };
}

/**
 * Wrong passwords for one shopper's account as fast as `FLOOD_CONNECTIONS` loops can send them, each
 * attempt on a new connection from a new address (127.4.x.y): the server does not trust
 * `X-Forwarded-For`, so the address is the connection's own.
 */
async function runLoginFlood(deadline: number, email: string) {
  const recorder = new Recorder();
  let attempt = 0;
  const started = performance.now();
  const flooder = async () => {
    while (Date.now() < deadline) {
      const n = attempt++;
      const agent = new Agent({
        keepAlive: false,
        localAddress: `127.4.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
      });
      await timed(recorder, 'POST /api/auth/login (flood)', agent, 'POST', '/api/auth/login', {
        email,
        password: `wrong guess ${n}`,
      });
      agent.destroy();
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, flooder));
  return { recorder, seconds: (performance.now() - started) / 1000 };
}

function summariseAbuse(
  slow: Awaited<ReturnType<typeof runSlowClients>>,
  flood: Awaited<ReturnType<typeof runLoginFlood>>,
) {
  const slowClients = Object.fromEntries(
    Object.entries(slow).map(([kind, stats]) => {
      const endings = [...stats.endings].map(([ending, lasted]) => {
        const sorted = [...lasted].sort((a, b) => a - b);
        const seconds = (ms: number) => round(ms / 1000);
        return [
          ending,
          {
            connections: lasted.length,
            lastedS: {
              min: seconds(sorted[0]!),
              p50: seconds(percentile(sorted, 0.5)),
              max: seconds(sorted.at(-1)!),
            },
          },
        ];
      });
      return [kind, { connections: stats.opened, endings: Object.fromEntries(endings) }];
    }),
  );
  const stats = flood.recorder.routes.values().next().value;
  const sorted = [...(stats?.latencies ?? [])].sort((a, b) => a - b);
  const requests = (stats?.latencies.length ?? 0) + (stats?.networkErrors ?? 0);
  return {
    slowClients,
    loginFlood: {
      connections: FLOOD_CONNECTIONS,
      requests,
      perSecond: round(requests / flood.seconds),
      p50: round(percentile(sorted, 0.5)),
      p99: round(percentile(sorted, 0.99)),
      statuses: Object.fromEntries([...(stats?.statuses ?? [])].sort(([a], [b]) => a - b)),
      networkErrors: Object.fromEntries(stats?.networkReasons ?? []),
    },
  };
}

async function measure(
  name: string,
  connections: number,
  env: Record<string, string>,
  openQuery: () => Promise<{ query: Query; close: () => Promise<void> }>,
) {
  console.log(`  ${name}: ${connections} connections for ${DURATION_S} s…`);
  // A first start migrates and seeds; on a busy machine that can take a while.
  // The shoppers' accounts are all registered from this one address before the run.
  const server = await startStore(PORT, { REGISTRATIONS_PER_ADDRESS: String(ACCOUNTS), ...env }, 180_000);
  let result: RunResult;
  let abuse: ReturnType<typeof summariseAbuse>;
  try {
    const { categories, accounts, productIds } = await prepare(server.base);
    const deadline = Date.now() + DURATION_S * 1000;
    const [mix, slow, flood] = await Promise.all([
      runMix(connections, { categories, accounts, productIds }),
      runSlowClients(deadline),
      runLoginFlood(deadline, accounts[0]!),
    ]);
    result = mix;
    abuse = summariseAbuse(slow, flood);
  } finally {
    await server.stop();
  }
  const database = await openQuery();
  try {
    const checks = await checkConsistency(result, database.query);
    // The abusers may be refused, but never with a server error.
    for (const [status, n] of Object.entries(abuse.loginFlood.statuses)) {
      if (Number(status) >= 500) checks.problems.push(`login flood: ${n} × HTTP ${status}`);
    }
    return { ...summarise(result), abuse, checks };
  } finally {
    await database.close();
  }
}

function report(name: string, r: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `\n${name}: ${r.connections} connections, ${r.seconds} s, ${r.requests} requests, ${r.perSecond} req/s, ` +
      `${r.checkouts.verified} checkouts verified (${r.checkouts.perSecond}/s), ${r.checkouts.abandoned} abandoned, ${r.checkouts.failed} failed`,
  );
  console.log('| route | requests | req/s | p50 ms | p99 ms | statuses |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of r.routes) {
    const statuses = Object.entries(row.statuses)
      .map(([status, n]) => `${status}: ${n}`)
      .concat(row.networkErrors ? [`network: ${row.networkErrors}`] : [])
      .join(', ');
    console.log(
      `| ${row.route} | ${row.requests} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${statuses} |`,
    );
  }
  const { slowClients, loginFlood } = r.abuse;
  for (const [kind, stats] of Object.entries(slowClients)) {
    console.log(
      `slow clients (${kind}): ${stats.connections} connections; how they ended, and after how many seconds: ${JSON.stringify(stats.endings)}`,
    );
  }
  console.log(
    `login flood: ${loginFlood.connections} connections, ${loginFlood.requests} requests, ${loginFlood.perSecond} req/s, ` +
      `p50 ${loginFlood.p50} ms, p99 ${loginFlood.p99} ms, statuses ${JSON.stringify(loginFlood.statuses)}, network errors ${JSON.stringify(loginFlood.networkErrors)}`,
  );
  const c = r.checks;
  console.log(
    `checks: ${c.verifiedWithOnePaidOrderAndOnePayment} verified orders each paid with one payment; ` +
      `${c.paidOrders} paid orders in all (${c.paidWithoutAnswer} of them paid once though the client had given up waiting for the verify); ${c.pendingOrders} pending, ${c.pendingWithReason} with a reason; ` +
      (c.problems.length ? `PROBLEMS:\n  ${c.problems.slice(0, 20).join('\n  ')}` : 'no problems'),
  );
}

console.log(`\nLoad benchmark: a shoppers' mix for ${DURATION_S} s per database, loopback only\n`);
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};

const benchUrl = await createBenchDatabase('bulk_bench_load');
if (benchUrl) {
  const redis = redisUrl();
  const withRedis = await waitForRedis(redis, 2000);
  const env: Record<string, string> = { DATABASE_URL: benchUrl };
  if (withRedis) Object.assign(env, { REDIS_URL: redis, REDIS_KEY_PREFIX: `bulk-bench-${Date.now()}:` });
  else console.log('  no Redis answering: PostgreSQL run with in-memory rate limits');
  results.postgres = await measure('postgres', POSTGRES_CONNECTIONS, env, async () => {
    const client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
    return {
      query: async (text) => (await client.query(text)).rows as Record<string, unknown>[],
      close: () => client.end(),
    };
  });
  report('postgres', results.postgres);
} else {
  console.log('  postgres skipped: no PostgreSQL server reachable (set TEST_DATABASE_URL)');
}

const dataDir = mkdtempSync(join(tmpdir(), 'bulk-bench-load-'));
results.pglite = await measure(
  'pglite',
  PGLITE_CONNECTIONS,
  { DATA_DIR: dataDir, DATABASE_URL: '' },
  async () => {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    return {
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      close: () => client.close(),
    };
  },
);
report('pglite', results.pglite);

mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'load.json'),
  JSON.stringify({ date: new Date().toISOString(), durationS: DURATION_S, results }, null, 2),
);
if (Object.values(results).some((r) => r.checks.problems.length > 0)) process.exitCode = 1;
