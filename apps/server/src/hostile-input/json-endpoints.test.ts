import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@bulk/domain/errors';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { createSession } from '#src/modules/auth/sessions';
import { databaseFingerprint } from '#src/testing/db-fingerprint';
import { createTestApp, type TestApp } from '#src/testing/test-app';

/**
 * Every API route the app registers, found as it is registered (so endpoints added later are fuzzed too),
 * gets random and boundary input as a visitor, a customer and an admin. Whatever arrives, the answer is
 * never a 5xx, a refusal is the one error body, and a refused request leaves every table as it was.
 */

/** Random runs per route (each picks a role); the field-by-field and fixed bodies come on top. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const HOST = 'store.test';

interface CollectedRoute {
  method: string;
  url: string;
  body: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
}

const routes: CollectedRoute[] = [];
function collect(route: RouteOptions) {
  if (!route.url.startsWith('/api/')) return;
  const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    routes.push({ method, url: route.url, body: schema?.body, querystring: schema?.querystring });
  }
}

/** The fields of an object schema, nested objects included, so bodies can use the names a route expects. */
type Shape = { [key: string]: Shape | null };
function shapeOf(schema: z.ZodType | undefined, depth = 0): Shape | undefined {
  let inner: unknown = schema;
  for (;;) {
    if (inner instanceof z.ZodPipe) inner = inner.in;
    else if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap();
    else break;
  }
  if (inner instanceof z.ZodArray)
    return depth < 2 ? shapeOf(inner.element as z.ZodType, depth + 1) : undefined;
  if (!(inner instanceof z.ZodObject) || depth > 2) return undefined;
  return Object.fromEntries(
    Object.entries(inner.shape as Record<string, z.ZodType>).map(([key, field]) => [
      key,
      shapeOf(field, depth + 1) ?? null,
    ]),
  );
}

/** A JSON text written by hand, so it may hold what JSON.stringify would not: `__proto__` keys, 1e400. */
type Json = { raw: string };
const raw = (text: string): Json => ({ raw: text });
const json = (value: unknown): Json => raw(JSON.stringify(value));
const object = (entries: [string, Json][]): Json =>
  raw(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value.raw}`).join(',')}}`);
const array = (items: Json[]): Json => raw(`[${items.map((item) => item.raw).join(',')}]`);

const SPECIAL_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];
const boundaryValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(
    ...[
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      -(2 ** 31) - 1,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      '',
      ' ',
      '0',
      '-1',
      'null',
      'NaN',
      'a'.repeat(100_000),
      'ह'.repeat(5_000),
      '🌶️🧂'.repeat(300),
      'e\u0301\u200b\u202e',
      '\u0000',
      'nul\u0000inside',
      '\ud800',
      "' OR 1=1; DROP TABLE users; --",
      '<script>alert(1)</script>',
      '../../../etc/passwd',
      'ord_' + 'x'.repeat(22),
      'admin@localhost.localdomain',
      [],
      {},
      [[[]]],
    ].map(json),
    raw('1e400'),
    raw('-1e400'),
    raw('123456789012345678901234567890'),
    raw('-0'),
    raw('{"__proto__":{"admin":true}}'),
    raw('{"constructor":{"prototype":{"polluted":true}}}'),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }).map(json),
  fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })).map(json),
  fc.jsonValue({ maxDepth: 2 }).map(json),
);

/** A body built on the route's own field names, each given a hostile value, some left out, some added. */
function bodyFor(shape: Shape | undefined): fc.Arbitrary<Json> {
  const valueFor = (field: Shape | null): fc.Arbitrary<Json> =>
    field
      ? fc.oneof(
          { weight: 2, arbitrary: objectFor(field) },
          { weight: 1, arbitrary: array1(objectFor(field)) },
          {
            weight: 1,
            arbitrary: boundaryValue,
          },
        )
      : boundaryValue;
  const array1 = (item: fc.Arbitrary<Json>) => fc.array(item, { maxLength: 3 }).map(array);
  function objectFor(fields: Shape): fc.Arbitrary<Json> {
    const known = Object.entries(fields).map(([key, field]) =>
      fc.option(
        valueFor(field).map((value): [string, Json] => [key, value]),
        { nil: undefined, freq: 4 },
      ),
    );
    const extra = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...SPECIAL_KEYS), fc.string({ maxLength: 12 })), boundaryValue),
      { maxLength: 3 },
    );
    return fc
      .tuple(fc.tuple(...known), extra)
      .map(([entries, added]) => object([...entries.filter((entry) => entry !== undefined), ...added]));
  }
  const anyShape = fc.oneof(
    boundaryValue,
    fc.array(fc.tuple(fc.constantFrom(...SPECIAL_KEYS), boundaryValue), { maxLength: 4 }).map(object),
  );
  return shape
    ? fc.oneof({ weight: 3, arbitrary: objectFor(shape) }, { weight: 1, arbitrary: anyShape })
    : anyShape;
}

/**
 * Accepted bodies of the routes known today. Mutating one to three places of an accepted body reaches
 * the code behind the schemas; routes added later without an example still get the shape-based bodies.
 */
const ACCEPTED_BODIES: Record<string, unknown> = {
  'POST /api/auth/register': {
    name: 'Neha Jain',
    email: 'neha@example.in',
    password: 'a long fuzzing password',
    role: 'customer',
    address: '4 Sarafa Bazaar',
    city: 'Indore',
    state: 'Madhya Pradesh',
  },
  'POST /api/auth/login': { email: 'fuzz-customer@example.in', password: 'a long fuzzing password' },
  'POST /api/admin/login': { email: 'fuzz-admin@example.in', password: 'a long fuzzing password' },
  'POST /api/auth/forgot-password': { email: 'fuzz-customer@example.in' },
  'POST /api/auth/reset-password': { token: 'A'.repeat(43), password: 'another long password' },
  'POST /api/auth/change-password': {
    currentPassword: 'a long fuzzing password',
    newPassword: 'another long password',
  },
  'POST /api/newsletter': { email: 'reader@example.in' },
  'POST /api/create-order': {
    productType: 'order',
    lines: [
      { productId: 2, quantity: 500 },
      { productId: 3, quantity: 100 },
    ],
    shipping: {
      fullName: 'Fuzz Buyer',
      email: 'fuzz-buyer@example.in',
      address: '1 Mandi Road',
      city: 'Indore',
      state: 'Madhya Pradesh',
      zip: '452001',
    },
  },
  'POST /api/verify-payment': {
    razorpay_order_id: 'order_sandbox',
    razorpay_payment_id: 'pay_sandbox',
    razorpay_signature: 'f'.repeat(64),
  },
  'POST /api/payments/sandbox/pay': { order_id: 'order_sandbox', outcome: 'success' },
  'POST /api/admin/orders/:id/status': { status: 'cancelled', note: 'Out of stock' },
  'POST /api/payments/webhook': {
    event: 'payment.captured',
    payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', status: 'captured', amount: 100 } } },
  },
};

type Path = (string | number)[];
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = [...path, Array.isArray(value) ? Number(key) : key];
    return [here, ...pathsOf(item, here)];
  });
}

interface Mutation {
  path: Path;
  kind: 'replace' | 'delete' | 'add';
  key: string;
  value: Json;
}

/** Applies the mutations to a copy; raw JSON values are spliced into the text in place of markers. */
function mutated(example: unknown, mutations: Mutation[]): Json {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  const raws: string[] = [];
  const marker = (value: Json) => `@@raw${raws.push(value.raw) - 1}@@`;
  for (const { path, kind, key, value } of mutations) {
    let parent: Record<string | number, unknown> | undefined = copy;
    for (const step of path.slice(0, -1)) parent = parent?.[step] as typeof parent;
    const last = path.at(-1)!;
    if (!parent || typeof parent !== 'object' || !(last in parent)) continue;
    if (kind === 'replace') parent[last] = marker(value);
    else if (kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else {
      const target = parent[last];
      // defineProperty: an own key named __proto__, as JSON.parse would make it, not a prototype change.
      if (target && typeof target === 'object' && !Array.isArray(target))
        Object.defineProperty(target, key, { value: marker(value), enumerable: true, writable: true });
    }
  }
  return raw(
    JSON.stringify(copy).replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)]!),
  );
}

function mutationsOf(example: unknown): fc.Arbitrary<Json> {
  const paths = pathsOf(example);
  const mutation = fc.record({
    path: fc.constantFrom(...paths),
    kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'delete', 'add'),
    key: fc.constantFrom(...SPECIAL_KEYS, 'extra'),
    value: boundaryValue,
  });
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => mutated(example, mutations));
}

/** Bodies every route gets, whatever its schema. */
const FIXED_BODIES = [
  raw(''),
  raw('{'),
  raw('null'),
  raw('[]'),
  raw('"text"'),
  raw('{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}'),
  raw(`{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`),
  json({ padding: 'x'.repeat(1024 * 1024 + 10) }),
];

const pathParam = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    'ord_AAAAAAAAAAAAAAAAAAAAAA',
    '%00',
    '..%2F..%2Fetc',
    '%F0%9F%8C%B6',
  ),
  fc.string({ maxLength: 30 }).map((text) => encodeURIComponent(text) || 'x'),
);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'q',
          'page',
          'status',
          'category',
          'minPrice',
          'maxPrice',
          'maxWeightGrams',
          'sort',
          '__proto__',
          'constructor',
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        fc.constantFrom(
          '',
          '-1',
          '0',
          '1e400',
          '99999999999999999999',
          '%00',
          "'; DROP TABLE orders; --",
          '<script>',
          'a'.repeat(5_000),
        ),
        fc.string({ maxLength: 20 }).map(encodeURIComponent),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&'));

type Role = 'visitor' | 'customer' | 'admin';
let ctx: TestApp;
const users: Record<Exclude<Role, 'visitor'>, number> = { customer: 0, admin: 0 };
let pendingOrderId: string;

beforeAll(async () => {
  ctx = await createTestApp({
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-fuzz-')) },
    onRoute: collect,
  });
  await ctx.app.ready();
  const { db } = ctx.database.handle;
  await setAdminPassword(db, 'fuzz-admin@example.in', 'a long fuzzing password');
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Fuzz Customer',
      email: 'fuzz-customer@example.in',
      password: 'a long fuzzing password',
    },
  });
  expect(register.statusCode, register.body).toBe(201);
  const ids = await db.query.users.findMany({ columns: { id: true, email: true } });
  users.admin = ids.find((user) => user.email === 'fuzz-admin@example.in')!.id;
  users.customer = ids.find((user) => user.email === 'fuzz-customer@example.in')!.id;
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    payload: {
      productType: 'order',
      lines: [{ productId: 2, quantity: 500 }],
      shipping: {
        fullName: 'Fuzz Buyer',
        email: 'fuzz-buyer@example.in',
        address: '1 Mandi Road',
        city: 'Indore',
        state: 'Madhya Pradesh',
        zip: '452001',
      },
    },
  });
  expect(order.statusCode, order.body).toBe(200);
  pendingOrderId = (order.json() as { orderId: string }).orderId;
}, 120_000);
afterAll(() => ctx?.close());

/**
 * Sessions and the fingerprint are made again only after a request was accepted (it may have logged out,
 * changed a password or stored rows); a refused request changes nothing, which is what `send` checks.
 */
const state = {
  stale: true,
  tokens: { customer: '', admin: '' },
  fingerprint: {} as Record<string, string>,
};
async function refresh() {
  if (!state.stale) return;
  const { db } = ctx.database.handle;
  state.tokens = {
    customer: await createSession(db, users.customer),
    admin: await createSession(db, users.admin),
  };
  state.fingerprint = await databaseFingerprint(db);
  state.stale = false;
}

function headersAs(role: Role): Record<string, string> {
  const headers = { host: HOST, origin: `http://${HOST}` };
  return role === 'visitor' ? headers : { ...headers, cookie: `session=${state.tokens[role]}` };
}

const statuses = new Map<number, number>();

async function send(
  route: CollectedRoute,
  role: Role,
  request: { path: string; query?: string; body?: Json },
) {
  await refresh();
  const headers = headersAs(role);
  const res = await ctx.app.inject({
    method: route.method as 'GET',
    url: request.query ? `${request.path}?${request.query}` : request.path,
    headers: request.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(request.body && { payload: request.body.raw }),
  });
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const context = `${route.method} ${request.path}?${request.query ?? ''} as ${role}: ${request.body?.raw.slice(0, 300)}\n-> ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), context).toMatch(/^application\/json/);
    expect(apiErrorSchema.safeParse(res.json()).success, context).toBe(true);
    if (route.method !== 'GET') {
      expect(await databaseFingerprint(ctx.database.handle.db), context).toEqual(state.fingerprint);
    }
  } else if (route.method !== 'GET') {
    state.stale = true;
  }
}

const pathOf = (url: string, param: string) => url.replace(/:[A-Za-z]+/g, param);
const ROLES: Role[] = ['visitor', 'customer', 'admin'];
const changing = () => routes.filter((route) => route.method !== 'GET');
/** The role a route is meant for: the one whose requests get furthest into it. */
const ownRole = (route: CollectedRoute): Role => (route.url.startsWith('/api/admin/') ? 'admin' : 'customer');

/** One of each kind of hostile value, for the field-by-field pass. */
const FIELD_VALUES = [
  json('nul\u0000inside'),
  json('x'.repeat(100_000)),
  json('🌶️ हल्दी \u202e'),
  json("'; DROP TABLE orders; --"),
  raw('1e400'),
  json(-1),
  raw('{"__proto__":{"role":"admin"}}'),
  json(null),
];

test('a NUL character, which PostgreSQL cannot store, is a 400 naming the field wherever it is sent', async () => {
  await refresh();
  const cases = [
    {
      url: '/api/auth/register',
      field: 'name',
      body: { ...(ACCEPTED_BODIES['POST /api/auth/register'] as object), name: 'A\u0000B' },
    },
    {
      url: '/api/create-order',
      field: 'shipping.address',
      body: mutated(ACCEPTED_BODIES['POST /api/create-order'], [
        { path: ['shipping', 'address'], kind: 'replace', key: '', value: json('1\u0000 Road') },
      ]),
    },
    { url: '/api/products?q=%00', field: 'q' },
  ];
  for (const { url, field, body } of cases) {
    const res = await ctx.app.inject({
      method: body ? 'POST' : 'GET',
      url,
      headers: { 'content-type': 'application/json' },
      ...(body && { payload: 'raw' in body ? (body as Json).raw : JSON.stringify(body) }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(apiErrorSchema.parse(res.json()).issues).toEqual([
      { field, message: 'Must not contain a null character.' },
    ]);
  }
  expect(await databaseFingerprint(ctx.database.handle.db)).toEqual(state.fingerprint);
});

describe('every API route', () => {
  test('the routes were found, including the state-changing JSON ones', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/create-order',
        'POST /api/verify-payment',
        'POST /api/admin/orders/:id/status',
        'GET /api/products',
      ]),
    );
  });

  test('state-changing routes: each field of an accepted body given each kind of hostile value', async () => {
    for (const route of changing()) {
      const example = ACCEPTED_BODIES[`${route.method} ${route.url}`];
      if (!example) continue;
      for (const path of pathsOf(example)) {
        for (const value of FIELD_VALUES) {
          const body = mutated(example, [{ path, kind: 'replace', key: '', value }]);
          await send(route, ownRole(route), { path: pathOf(route.url, pendingOrderId), body });
        }
      }
    }
  }, 120_000);

  test('state-changing routes: random and boundary bodies never give a 5xx, nor change data when refused', async () => {
    for (const route of changing()) {
      for (const body of FIXED_BODIES) {
        await send(route, ownRole(route), { path: pathOf(route.url, pendingOrderId), body });
      }
      const shape = shapeOf(route.body);
      const example = ACCEPTED_BODIES[`${route.method} ${route.url}`];
      const bodies = example
        ? fc.oneof({ weight: 3, arbitrary: mutationsOf(example) }, { weight: 1, arbitrary: bodyFor(shape) })
        : bodyFor(shape);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROLES),
          bodies,
          fc.oneof(fc.constant(pendingOrderId), pathParam),
          async (role, body, param) => send(route, role, { path: pathOf(route.url, param), body }),
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    }
    // Requests got past the schemas too, or the fuzzing only ever knocked on the front door.
    expect([...statuses.keys()].filter((status) => status < 300)).not.toEqual([]);
    expect(statuses.get(400)).toBeGreaterThan(0);
  }, 120_000);

  test('reads: random query strings and path parameters never give a 5xx', async () => {
    for (const route of routes.filter((route) => route.method === 'GET')) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROLES),
          queryString,
          fc.oneof(fc.constant(pendingOrderId), pathParam),
          async (role, query, param) => send(route, role, { path: pathOf(route.url, param), query }),
        ),
        { numRuns: Math.ceil(RUNS_PER_ROUTE / 2), seed: SEED },
      );
    }
  }, 120_000);
});
