import { connect } from 'node:net';
import { apiErrorSchema, type ApiError } from '@bulk/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { supportTickets, users } from '#src/db/schema/index';
import { createUser, signIn, TEST_PASSWORD, uniqueEmail } from '#src/testing/accounts';
import { databaseFingerprint } from '#src/testing/db-fingerprint';
import { registrationRequest } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';

/**
 * Requests no form sends: text a database cannot keep as it was sent, impossible dates, malformed
 * multipart boundaries, and what the framework and Node's HTTP parser refuse themselves. Each is a 4xx in
 * the store's one error shape, never a 500, and nothing is stored.
 */

let ctx: TestApp;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signIn(ctx, (await createUser(ctx, 'admin')).email);
});
afterAll(() => ctx.close());

/** The body must be exactly the one error shape: `{ code, message, issues? }`. */
function errorBody(res: { body: string }): ApiError {
  const body = JSON.parse(res.body) as unknown;
  return apiErrorSchema.strict().parse(body);
}

const fieldsOf = (error: ApiError) => error.issues?.map((issue) => issue.field);

const LONE = 'A\ud800';

describe('a lone surrogate', () => {
  test('in a sign-up name is a 400 naming the field, and no account is made', async () => {
    const email = uniqueEmail('surrogate');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: LONE,
        email,
        password: 'a good long password',
        address: '1 Road',
        city: 'Pune',
        state: 'Maharashtra',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(errorBody(res))).toEqual(['name']);
    const found = await ctx.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(found).toEqual([]);
  });

  test.each([
    ['shipping.fullName', { fullName: LONE }],
    ['shipping.address', { address: `7 Spice Lane \udfff` }],
    ['shipping.\ufffd', { '\udc00': 'x' }],
  ])('in checkout %s is a 400 naming it, and nothing is stored', async (field, change) => {
    const before = await databaseFingerprint(ctx.database.handle.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: {
        productType: 'order',
        lines: [{ productId: 2, quantity: 500 }],
        shipping: {
          fullName: 'Meera Iyer',
          email: 'meera@example.in',
          address: '7 Spice Lane',
          city: 'Kochi',
          state: 'Kerala',
          zip: '682001',
          ...change,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(errorBody(res))).toEqual([field]);
    expect(await databaseFingerprint(ctx.database.handle.db)).toEqual(before);
  });

  /** A multipart field in UTF-16: the only way a form's text can hold a lone surrogate once decoded. */
  const utf16Part = (name: string, value: string) =>
    Buffer.concat([
      Buffer.from(
        `Content-Disposition: form-data; name="${name}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
      ),
      Buffer.from(value, 'utf16le'),
    ]);

  test('in a support ticket field is a 400 naming it, and no ticket is kept', async () => {
    const boundary = 'ticket-boundary-31d';
    const fields = {
      email: 'kiran@example.in',
      phone: '+91 98765 43210',
      issueType: 'order',
      message: 'One sack of the order arrived torn.',
    };
    const parts = [
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`),
      ),
      utf16Part('subject', LONE),
    ];
    const payload = Buffer.concat([
      ...parts.flatMap((part) => [Buffer.from(`--${boundary}\r\n`), part, Buffer.from('\r\n')]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const before = await ctx.database.handle.db.select().from(supportTickets);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(errorBody(res))).toEqual(['subject']);
    expect(await ctx.database.handle.db.select().from(supportTickets)).toEqual(before);
  });

  test('in a paid registration is a 400 naming the field, and no account is made', async () => {
    const email = uniqueEmail('surrogate-supplier');
    const request = await registrationRequest(ctx, 'supplier', email, { password: TEST_PASSWORD });
    const boundary = request.headers['content-type']!.split('boundary=')[1]!;
    // The browser's plain part for the name, replaced by the same field in UTF-16 holding a lone surrogate.
    const plain = `Content-Disposition: form-data; name="businessName"\r\n\r\nMalwa Agro Traders`;
    const sent = request.payload.toString('latin1');
    expect(sent).toContain(plain);
    const payload = Buffer.from(
      sent.replace(plain, utf16Part('businessName', `Malwa ${LONE}`).toString('latin1')),
      'latin1',
    );
    expect(payload.includes(`--${boundary}`)).toBe(true);
    const res = await ctx.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(errorBody(res))).toEqual(['businessName']);
    const found = await ctx.database.handle.db.select().from(users).where(eq(users.email, email));
    expect(found).toEqual([]);
  });

  test('a percent-encoded one in a search or path is refused or taken as plain text, never a 500', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/products?q=A%ED%A0%80' });
    expect(search.statusCode).toBe(200);
    const path = await ctx.app.inject({ method: 'GET', url: '/api/orders/A%ED%A0%80' });
    expect(path.statusCode).toBe(400);
    expect(errorBody(path).code).toBe('VALIDATION_FAILED');
  });
});

describe('an impossible date', () => {
  test.each(['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01'])(
    '%s in from or to is a 400 naming the parameter',
    async (day) => {
      for (const [url, field] of [
        [`/api/admin/payments?from=${day}`, 'from'],
        [`/api/admin/payments?to=${day}`, 'to'],
        [`/api/admin/payments.csv?from=${day}`, 'from'],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'GET',
          url,
          headers: { cookie: `session=${adminToken}` },
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(fieldsOf(errorBody(res))).toEqual([field]);
      }
    },
  );

  test('a leap day is a date', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments?from=2024-02-29&to=2028-02-29',
      headers: { cookie: `session=${adminToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a malformed multipart boundary', () => {
  const endpoints = ['/api/tickets', '/api/save-supplier', '/api/save-jobseeker'];
  const cases: [string, string][] = [
    ['300 characters long', 'b'.repeat(300)],
    ['257 characters long', 'b'.repeat(257)],
    ['71 characters long (RFC 2046 allows 70)', 'b'.repeat(71)],
    ['empty', ''],
    ['ending in a space', '"abc "'],
    ['holding a character no boundary may', 'abc{}'],
  ];
  test.each(endpoints.flatMap((url) => cases.map(([what, boundary]) => [url, what, boundary])))(
    '%s: a boundary %s is a 400',
    async (url, _what, boundary) => {
      const before = await databaseFingerprint(ctx.database.handle.db);
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.in\r\n--${boundary}--\r\n`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ field: 'content-type' }],
      });
      expect(await databaseFingerprint(ctx.database.handle.db)).toEqual(before);
    },
  );

  test('a 70-character boundary is read', async () => {
    const boundary = 'b'.repeat(70);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.in\r\n--${boundary}--\r\n`,
    });
    // Read, then refused for its missing fields.
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(errorBody(res))).toContain('subject');
  });
});

describe('what the framework refuses', () => {
  test.each([
    ['a path parameter over 100 characters', 414, 'GET', `/api/orders/${'x'.repeat(101)}`],
    ['an invalid percent-encoding in the path', 400, 'GET', '/api/orders/%E0%A4'],
    ['an unknown API route', 404, 'GET', '/api/no-such-thing'],
    ['broken JSON', 400, 'POST', '/api/newsletter', ['application/json', '{"email":']],
    ['an empty JSON body', 400, 'POST', '/api/newsletter', ['application/json', '']],
    ['JSON that is only null', 400, 'POST', '/api/newsletter', ['application/json', 'null']],
    ['an unsupported media type', 415, 'POST', '/api/newsletter', ['text/xml', '<email/>']],
    [
      'a body over 1 MB',
      413,
      'POST',
      '/api/newsletter',
      ['application/json', `"${'x'.repeat(1024 * 1024)}"`],
    ],
  ] as const)(
    '%s is a %i in the one shape',
    async (_what, status, method, url, body?: readonly [string, string]) => {
      const res = await ctx.app.inject({
        method,
        url,
        ...(body && { headers: { 'content-type': body[0] }, payload: body[1] }),
      });
      expect(res.statusCode, res.body).toBe(status);
      errorBody(res);
    },
  );

  describe("on a listening server, what Node's HTTP parser refuses", () => {
    let port: number;
    beforeAll(async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const address = ctx.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    /** Sends raw bytes and resolves with everything the server answered before it closed the connection. */
    function rawExchange(request: string): Promise<string> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('error', () => resolve(received));
        socket.on('close', () => resolve(received));
        socket.setTimeout(10_000, () => reject(new Error(`no answer: ${received}`)));
        socket.write(request);
      });
    }

    /** The status and the body (the one error shape) of a raw HTTP answer. */
    function parseAnswer(raw: string) {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
      expect(head).toMatch(/\r\ncontent-type: application\/json/i);
      return { status, error: errorBody({ body }) };
    }

    test.each([
      [
        'headers over 16 KB',
        431,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ],
      ['an address over 16 KB', 431, `GET /api/products?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`],
      ['a request line that is not HTTP', 400, 'HELLO THERE\r\n\r\n'],
      ['a bad header line', 400, 'GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n'],
      [
        'two Content-Length headers',
        400,
        'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}',
      ],
    ])('%s is a %i in the one shape', async (_what, status, request) => {
      const answer = parseAnswer(await rawExchange(request));
      expect(answer.status).toBe(status);
    });
  });
});
