import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@bulk/domain/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { buildApp, type App } from '#src/app';
import { loadConfig } from '#src/config/env';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { startTcpProxy, type TcpProxy } from '#src/testing/tcp-proxy';
import { createOrder, postJson } from '#src/testing/store-client';
import {
  createTestDatabase,
  silentLogger,
  testDatabaseKind,
  type TestDatabase,
} from '#src/testing/test-database';

// Fault: PostgreSQL stops answering without a word, as when a network partition drops every packet (no
// refusal, no reset), or is too busy to give a request a connection. Requests must answer 503 with
// Retry-After within the configured timeouts instead of hanging for the whole outage, and the store must
// recover by itself. The server reaches the database through a TCP proxy that the test turns into a black
// hole. PostgreSQL only: the embedded database has no network and no pool.

const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The store is briefly unavailable. Please try again in a moment.',
};
/** Shortened so the test is quick; the defaults are in config/env.ts. */
const timeouts = { statementMs: 2500, queryMs: 3000, poolAcquireMs: 1000 };
/** What a loaded test machine may add to a timeout before the answer is seen. */
const SLACK_MS = 1500;

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL silent or saturated', () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: App;
  let base: string;
  let token: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const direct = new URL(testDatabase.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: proxied.toString(),
      pgliteDir: 'memory://',
      logger: silentLogger,
      timeouts,
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-pg-partition-')) }),
      database,
      logger: silentLogger,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const account = { email: 'partition@example.in', password: 'a long passphrase 1' };
    const registered = await postJson(`${base}/api/auth/register`, {
      name: 'Partition Tester',
      ...account,
      address: '1 Test Street',
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
    expect(registered.status).toBe(201);
    token = ((await (await postJson(`${base}/api/auth/login`, account)).json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    proxy?.forward();
    await app?.close();
    // Resolves only when every pooled connection was given back: none was lost in the fault.
    await database?.close();
    await proxy?.close();
    await testDatabase?.drop();
  });

  /** A request timed from send to the end of its answer; a hang ends in an abort after 20 s. */
  async function timed(path: string, init: RequestInit = {}) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    const body = await res.text();
    return {
      status: res.status,
      body,
      retryAfter: res.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  }
  const me = () => timed('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const newsletter = () =>
    timed('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'news@example.in' }),
    });
  const checkout = () =>
    timed('/api/create-order', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productType: 'order',
        lines: [{ productId: 2, quantity: 500 }],
        shipping: {
          fullName: 'Partition Tester',
          email: 'partition@example.in',
          address: '1 Test Street',
          city: 'Indore',
          state: 'Madhya Pradesh',
          zip: '452001',
        },
      }),
    });

  function expectUnavailable(answer: Awaited<ReturnType<typeof timed>>, withinMs: number) {
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe('5');
    expect(apiErrorSchema.strict().parse(JSON.parse(answer.body))).toEqual(UNAVAILABLE);
    expect(answer.ms).toBeLessThan(withinMs);
  }

  async function waitForHealthy() {
    await expect
      .poll(async () => (await timed('/api/health')).status, { timeout: 30_000, interval: 250 })
      .toBe(200);
  }

  /** A session of its own, not through the proxy, holding `table` locked until the test ends or `release`. */
  async function lockTable(table: string) {
    const locker = new pg.Client({ connectionString: testDatabase.url });
    await locker.connect();
    onTestFinished(() => locker.end());
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return { release: () => locker.query('ROLLBACK') };
  }

  test('packets dropped: 503 with Retry-After within the query timeout, recovery once they flow', async () => {
    expect((await me()).status).toBe(200);
    expect((await timed('/api/products/2')).status).toBe(200);
    // A checkout caught by the partition in the middle of its transaction (held up on a lock till then).
    const orders = await lockTable('orders');
    const caughtMidway = checkout();
    await new Promise((resolve) => setTimeout(resolve, 300));

    proxy.blackHole();
    onTestFinished(() => proxy.forward());
    // Some requests find a pooled connection and wait for an answer; others wait for a new connection.
    const answers = await Promise.all([me(), me(), me(), newsletter(), checkout(), caughtMidway]);
    // Within one query timeout: the checkout's ROLLBACK does not wait a second one on the silent connection.
    for (const answer of answers) expectUnavailable(answer, timeouts.queryMs + SLACK_MS);
    await orders.release();
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    // The catalogue, once loaded, is served from memory.
    expect((await timed('/api/products/2')).status).toBe(200);

    proxy.forward();
    await waitForHealthy();
    expect((await me()).status).toBe(200);
    await createOrder(base, 'after-partition@example.in');
  }, 60_000);

  test('every connection held: 503 within the acquire timeout, or the statement timeout for those stuck', async () => {
    // The table every session lookup reads.
    const sessions = await lockTable('sessions');

    // More requests than the pool has connections (10): those that get one wait on the lock until
    // PostgreSQL cancels the statement, the others until the pool gives up on finding them one.
    const answers = await Promise.all(Array.from({ length: 20 }, () => me()));
    await sessions.release();
    for (const answer of answers) expectUnavailable(answer, timeouts.statementMs + SLACK_MS);
    const answeredBeforeAnyStatementTimedOut = answers.filter((answer) => answer.ms < timeouts.statementMs);
    expect(answeredBeforeAnyStatementTimedOut.length).toBeGreaterThanOrEqual(10);

    await expect.poll(async () => (await me()).status, { timeout: 10_000 }).toBe(200);
  }, 60_000);
});
