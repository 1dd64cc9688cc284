import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@bulk/domain/errors';
import { healthSchema } from '@bulk/domain/health';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { buildApp, type App } from '#src/app';
import { loadConfig } from '#src/config/env';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { seedDatabase } from '#src/db/seed';
import { startPrivatePostgres, type PrivatePostgres } from '#src/testing/private-postgres';
import { createOrder, payInSandbox, postJson, verifyPayment } from '#src/testing/store-client';
import { silentLogger, testDatabaseKind } from '#src/testing/test-database';

// Fault: PostgreSQL stops and starts again while requests run. The server is not restarted. It must answer
// 503 in the one error shape while the database is away, say so on /api/health, and recover by itself.
// It runs in the PostgreSQL project only, on a cluster of its own (the shared server is never stopped).

const UNAVAILABLE = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The store is briefly unavailable. Please try again in a moment.',
};

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL stopped and restarted', () => {
  let cluster: PrivatePostgres;
  let database: DatabaseHandle;
  let app: App;
  let base: string;
  let token: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE store');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/store');
    database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', logger: silentLogger });
    await database.migrate(seedDatabase);
    app = await buildApp({
      config: loadConfig({ DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-pg-fault-')) }),
      database,
      logger: silentLogger,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const account = { email: 'restart@example.in', password: 'a long passphrase 1' };
    const registered = await postJson(`${base}/api/auth/register`, {
      name: 'Restart Tester',
      ...account,
      address: '1 Test Street',
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
    expect(registered.status).toBe(201);
    const login = await postJson(`${base}/api/auth/login`, account);
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);

  afterAll(async () => {
    try {
      await app?.close();
      // Resolves only when every pooled connection was given back: none was lost in the fault.
      await database?.close();
    } finally {
      cluster?.destroy();
    }
  });

  const me = () => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  const health = async () => {
    const res = await fetch(`${base}/api/health`);
    return { status: res.status, body: healthSchema.parse(await res.json()) };
  };

  /** Shoppers keep sending requests that need the database through the whole fault. */
  function runTraffic() {
    const seen: { route: string; status: number; body: string; retryAfter: string | null }[] = [];
    let running = true;
    const routes: [string, () => Promise<Response>][] = [
      ['GET /api/auth/me', me],
      ['POST /api/newsletter', () => postJson(`${base}/api/newsletter`, { email: 'news@example.in' })],
      [
        'POST /api/create-order',
        () =>
          postJson(`${base}/api/create-order`, {
            productType: 'order',
            lines: [{ productId: 2, quantity: 500 }],
            shipping: {
              fullName: 'Restart Tester',
              email: 'restart@example.in',
              address: '1 Test Street',
              city: 'Indore',
              state: 'Madhya Pradesh',
              zip: '452001',
            },
          }),
      ],
    ];
    const worker = async (offset: number) => {
      for (let i = offset; running; i++) {
        const [route, send] = routes[i % routes.length]!;
        try {
          const res = await send();
          seen.push({
            route,
            status: res.status,
            body: await res.text(),
            retryAfter: res.headers.get('retry-after'),
          });
        } catch (error) {
          // A dropped connection is a failure too: it shows up as status 0 in the assertions.
          seen.push({ route, status: 0, body: String(error), retryAfter: null });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = Promise.all([0, 1, 2, 3].map(worker));
    return {
      seen,
      async stop() {
        running = false;
        await workers;
      },
    };
  }

  async function waitForHealthy() {
    const deadline = Date.now() + 60_000;
    while ((await health()).status !== 200) {
      if (Date.now() > deadline) throw new Error('the server did not recover within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  for (const mode of ['fast', 'immediate'] as const) {
    test(`stopped (${mode}) then started: 503 in the error shape while down, recovery without a restart`, async () => {
      expect(await health()).toMatchObject({ status: 200, body: { database: { status: 'up' } } });
      expect((await fetch(`${base}/api/products/2`)).status).toBe(200);
      const traffic = runTraffic();
      onTestFinished(() => traffic.stop());
      await new Promise((resolve) => setTimeout(resolve, 300));
      cluster.stop(mode);

      const down = await health();
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        status: 'unavailable',
        code: 'SERVICE_UNAVAILABLE',
        database: { kind: 'postgres', status: 'down' },
      });
      const refused = await me();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual(UNAVAILABLE);
      const order = await postJson(`${base}/api/create-order`, {});
      // A request the database need not see is still answered for what it is.
      expect(order.status).toBe(400);
      await expect(createOrder(base)).rejects.toThrow(/HTTP 503 .*SERVICE_UNAVAILABLE/);
      // The catalogue, once loaded, is served from memory while the database is away.
      expect((await fetch(`${base}/api/products/2`)).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, 500));
      cluster.start();
      await waitForHealthy();
      expect((await me()).status).toBe(200);
      const created = await createOrder(base, 'after-restart@example.in');
      const paid = await payInSandbox(base, created.id);
      expect(await verifyPayment(base, paid)).toMatchObject({ success: true, orderId: created.orderId });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await traffic.stop();

      // Every answer during the fault was a success or the one 503: no 500, no stack trace.
      const statuses = new Set(traffic.seen.map((entry) => entry.status));
      expect([...statuses].sort()).toEqual([200, 503]);
      for (const entry of traffic.seen.filter((e) => e.status === 503)) {
        expect(apiErrorSchema.strict().parse(JSON.parse(entry.body))).toEqual(UNAVAILABLE);
        expect(entry.retryAfter).toBe('5');
      }
      // Traffic succeeded again after the restart, on every route.
      const last = traffic.seen.slice(-6);
      expect(last.every((entry) => entry.status === 200)).toBe(true);
    }, 120_000);
  }
});
