import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#src/testing/test-app';

/**
 * The routes that answer with something other than JSON, and what they send. Every other route answers
 * JSON and must declare the shape of its answer from `@bulk/domain`, so the client and the server agree
 * and nothing the schema leaves out (a password hash, an internal key) can leak into a response.
 */
const notJson: Record<string, string> = {
  'GET /api/orders/:id/invoice': 'a PDF invoice',
  'GET /api/orders/:id/shipments/:shipmentId/credit-note': 'a PDF credit note',
  'GET /api/orders/:id/shipments/:shipmentId/invoice': 'a PDF invoice of one part',
  'GET /api/orders/:id/receipt-voucher': 'a PDF receipt voucher',
  'GET /api/orders/:id/refund-voucher': 'a PDF refund voucher',
  'GET /api/orders/:id/instalments/:n/upi-qr.svg': "an SVG QR code of the instalment's UPI link",
  'GET /api/members/invoices/:id': 'a PDF invoice',
  'GET /api/members/documents/:id': 'an uploaded document',
  'GET /api/job-applications/:id/resume': 'the PDF resume sent with a job application',
  'GET /api/listing-photos/:file': "a listing photo's public WebP variant",
  'GET /api/listing-documents/:documentId': "a live listing's PDF document",
  'GET /api/supplier/products/:id/documents/:documentId': "the supplier's own listing document",
  'GET /api/admin/tickets/:id/attachment': 'an uploaded attachment',
  'GET /api/admin/payments.csv': 'a CSV download',
  'GET /api/supplier/commission-invoices/:month': "the supplier's commission invoice of a month, a PDF",
  'GET /api/supplier/products/import/template': 'a CSV or XLSX template',
  'GET /api/supplier/products/export': "a CSV or XLSX file of the supplier's listings",
  'GET /api/payments/sandbox/checkout.js': 'the sandbox checkout script',
  'POST /api/payments/webhook': "the provider's webhook, answered with a bare acknowledgement",
};

const routes: RouteOptions[] = [];
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ onRoute: (route) => void routes.push(route) });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

const key = (route: RouteOptions) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => `${method} ${route.url}`);

test('every JSON route declares the schema of its answer', () => {
  const keys = routes.flatMap(key);
  // The enumeration itself is checked, so a change in how routes are reported cannot empty it.
  expect(keys).toEqual(expect.arrayContaining(['GET /api/products', 'POST /api/create-order']));
  const missing = routes
    .filter((route) => !route.schema?.response)
    .flatMap(key)
    .filter((name) => !(name in notJson));
  expect(missing).toEqual([]);
});

test('every route listed as not JSON exists and declares no JSON schema', () => {
  const keys = new Set(routes.flatMap(key));
  for (const name of Object.keys(notJson)) expect(keys, name).toContain(name);
});

/**
 * Where one-way transforms sit inside a zod schema (their paths). The server encodes every answer through
 * its response schema (`z.encode`), which refuses such a transform: the route answers 500.
 */
function transformsIn(schema: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  if (def.type === 'transform') return [path || '(the whole answer)'];
  return Object.entries(def).flatMap(([name, value]) =>
    name === 'shape' && typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([field, inner]) => transformsIn(inner, `${path}.${field}`, seen))
      : [value].flat().flatMap((inner) => transformsIn(inner, path, seen)),
  );
}

test('no answer schema transforms what it sends: the server could not encode it', () => {
  // The check itself is checked: a schema with a transform is found, at its field.
  expect(
    transformsIn(z.object({ a: z.array(z.object({ b: z.string().trim().transform(Number) })) })),
  ).toEqual(['.a.b']);
  const found = routes.flatMap((route) =>
    Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).flatMap(([status, schema]) =>
      transformsIn(schema).map((at) => `${key(route).join(', ')} ${status}: ${at}`),
    ),
  );
  expect(found).toEqual([]);
});
