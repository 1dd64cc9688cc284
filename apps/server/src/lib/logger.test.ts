import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { createLogger } from './logger';

/** A logger whose JSON lines are kept in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

const buyer = {
  name: 'Priya Raghunathan',
  email: 'priya.raghunathan@example.in',
  password: 'masala-dosa-2024',
  address: '14 Jawahar Marg, Rajwada',
  city: 'Indore',
  state: 'Madhya Pradesh',
};
const personalData = [buyer.name, buyer.email, buyer.password, buyer.address];

const captured = capturingLogger();
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ logger: captured.logger });
});
afterAll(() => ctx.close());

test('the error log of a failing request carries neither the email, name, address nor password sent', async () => {
  const db = ctx.database.handle.db;
  // The query fails in the database, and its error names every value it was given.
  await db.execute(sql`ALTER TABLE users RENAME TO users_elsewhere`);
  try {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: buyer });
    expect(res.statusCode).toBe(500);
  } finally {
    await db.execute(sql`ALTER TABLE users_elsewhere RENAME TO users`);
  }
  const errors = captured.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  expect(errors.join('\n')).toMatch(/users/);
  for (const value of personalData) expect(captured.lines.join('\n')).not.toContain(value);
});

test("a request's log lines carry its request id, though its logger is made only when it logs", async () => {
  const before = captured.lines.length;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-request-id': 'req-logged-1', cookie: 'session=x', origin: 'https://elsewhere.test' },
    payload: { email: 'nobody@example.in', password: 'not-a-password' },
  });
  expect(res.statusCode).toBe(403);
  const logged = captured.lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged.some((line) => line.reqId === 'req-logged-1')).toBe(true);
});

test('personal fields, secrets and credentials in logged objects are redacted', () => {
  const { logger, lines } = capturingLogger();
  logger.warn(
    {
      email: buyer.email,
      shipping: { fullName: buyer.name, address: buyer.address, phone: '+91 98260 12345' },
      req: { headers: { authorization: 'Bearer secret-session', cookie: 'session=secret-session' } },
      body: { password: buyer.password, token: 'reset-secret' },
      orderId: 'ord_kept',
    },
    'something went wrong',
  );
  const [line] = lines;
  for (const value of [...personalData, '98260', 'secret-session', 'reset-secret']) {
    expect(line).not.toContain(value);
  }
  expect(line).toContain('ord_kept');
  expect(line).toContain('something went wrong');
});

test('an error holding personal data in its message, details or cause is logged without it', () => {
  const { logger, lines } = capturingLogger();
  const cause = Object.assign(new Error(`duplicate key value violates unique constraint`), {
    detail: `Key (lower(email))=(${buyer.email}) already exists.`,
  });
  const error = Object.assign(
    new Error(
      `Failed query: insert into "users" values ($1, $2, $3)\nparams: ${buyer.name},${buyer.email},${buyer.address}`,
      {
        cause,
      },
    ),
    { params: [buyer.name, buyer.email, buyer.address] },
  );
  logger.error({ err: error }, 'unhandled error');
  const [line] = lines;
  for (const value of personalData.slice(0, 2).concat(buyer.address)) expect(line).not.toContain(value);
  expect(line).toContain('Failed query: insert into');
  expect(line).toContain('duplicate key value violates unique constraint');
});
