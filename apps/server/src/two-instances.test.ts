import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders, outboxMessages, payments, users } from '#src/db/schema/index';
import { startServerProcess, type ServerProcess } from '#src/testing/server-process';
import {
  createOrder,
  openServerData,
  payInSandbox,
  postJson,
  sendCapturedWebhook,
  verifyPayment,
} from '#src/testing/store-client';
import { testDatabaseKind, testPostgresUrl } from '#src/testing/test-database';
import { startLocalS3, type LocalS3 } from '#src/testing/local-s3';
import { dropRedisKeys, requireRedis, testRedisUrl, uniqueRedisPrefix } from '#src/testing/test-redis';

// Two server processes behind one imagined proxy, each with its own data folder as on two machines: one
// PostgreSQL database, one Redis and one S3-compatible bucket for uploads. Whatever one instance does, the
// other must see alike. PostgreSQL project only: the embedded database serves one instance.

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL and one Redis', () => {
  const databaseName = `bulk_two_${randomBytes(5).toString('hex')}`;
  const redisPrefix = uniqueRedisPrefix();
  const admin = { email: 'chief@two.test', password: 'two instances admin pass' };
  let env: Record<string, string>;
  let s3: LocalS3;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    await requireRedis();
    s3 = await startLocalS3();
    const server = new pg.Client({ connectionString: testPostgresUrl });
    await server.connect();
    await server.query(`CREATE DATABASE ${databaseName}`);
    await server.end();
    const url = new URL(testPostgresUrl);
    url.pathname = `/${databaseName}`;
    env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      ...s3.env,
      ADMIN_EMAIL: admin.email,
      ADMIN_INITIAL_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    };
    // Both start together on an empty database: migrations and the seed run once, under the lock.
    const machine = () => ({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-two-')) });
    [a, b] = await Promise.all([startServerProcess(machine()), startServerProcess(machine())]);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    expect(codes).toEqual([0, 0]);
    await dropRedisKeys(redisPrefix);
    await s3?.close();
    const server = new pg.Client({ connectionString: testPostgresUrl });
    await server.connect();
    await server.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await server.end();
  });

  test('both start together on an empty database, seed it once and report the shared stores on /api/health', async () => {
    for (const instance of [a, b]) {
      const health = await (await fetch(`${instance.base}/api/health`)).json();
      expect(health).toMatchObject({
        status: 'ok',
        database: { kind: 'postgres', status: 'up' },
        rateLimits: { store: 'redis', status: 'up' },
        uploads: { store: 's3' },
      });
    }
    const products = (await (await fetch(`${b.base}/api/products`)).json()) as { total: number };
    expect(products.total).toBe(71);
    const data = await openServerData(env);
    try {
      const [admins] = await data.db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      expect(admins!.n).toBe(1);
    } finally {
      await data.close();
    }
  });

  test('a session made on one instance works on the other', async () => {
    const account = { email: 'both@example.in', password: 'a long passphrase 1' };
    const registered = await postJson(`${a.base}/api/auth/register`, {
      name: 'Both Ways',
      ...account,
      address: '1 Test Street',
      city: 'Indore',
      state: 'Madhya Pradesh',
    });
    expect(registered.status).toBe(201);
    const login = await postJson(`${a.base}/api/auth/login`, account);
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await fetch(`${b.base}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: account.email, role: 'customer' } });

    // A browser sends its page's origin with a POST; the cross-site check refuses a cookie POST without one.
    const logout = await fetch(`${b.base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: b.base },
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${a.base}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  test('login rate limits count attempts made on both instances', async () => {
    const attempt = (instance: ServerProcess) =>
      postJson(`${instance.base}/api/auth/login`, {
        email: 'limited@example.in',
        password: 'not the password',
      });
    // One account from one address may try 5 times in 15 minutes: spread over two instances, the sixth is refused.
    const statuses = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await attempt(instance)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await attempt(b);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await attempt(a)).status).toBe(429);
  });

  test('a payment verified on one and its webhook delivered to the other make one order', async () => {
    const created = await createOrder(a.base, 'two-instances@example.in');
    const paid = await payInSandbox(a.base, created.id);
    const [verified, hook] = await Promise.all([
      verifyPayment(a.base, paid),
      sendCapturedWebhook(b.base, {
        gatewayOrderId: created.id,
        gatewayPaymentId: paid.razorpay_payment_id,
        amountPaise: created.amount,
      }),
    ]);
    expect(verified).toMatchObject({ success: true, orderId: created.orderId });
    expect(hook.status).toBe(200);
    expect(await verifyPayment(b.base, paid)).toMatchObject({ success: true, orderId: created.orderId });

    const data = await openServerData(env);
    try {
      const [order] = await data.db.select().from(orders).where(eq(orders.id, created.orderId));
      expect(order!.status).toBe('paid');
      const [paymentRows] = await data.db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.orderId, created.orderId));
      expect(paymentRows!.n).toBe(1);
      const mails = await data.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'two-instances@example.in'));
      expect(mails).toHaveLength(1);
    } finally {
      await data.close();
    }
  });

  test('an upload made through one instance is served by the other', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000), Buffer.from('\n%%EOF')]);
    const form = new FormData();
    const fields = {
      email: 'uploader@example.in',
      phone: '+91 98765 43210',
      issueType: 'order',
      subject: 'Invoice copy',
      message: 'Attaching the signed delivery note for my order.',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'delivery note.pdf');
    const sent = await fetch(`${a.base}/api/tickets`, { method: 'POST', body: form });
    expect(sent.status).toBe(201);
    const { ticketId } = (await sent.json()) as { ticketId: string };
    // Neither data folder holds it: the file is in the bucket both instances use.
    expect(s3.objectKeys()).toHaveLength(1);

    const login = await postJson(`${b.base}/api/admin/login`, admin);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const file = await fetch(`${b.base}/api/admin/tickets/${ticketId}/attachment`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
