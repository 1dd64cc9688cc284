import { apiErrorSchema } from '@bulk/domain/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError } from '#src/lib/app-error';
import { silentLogger } from '#src/testing/test-database';
import { errorHandler } from './error-handler';

const app = Fastify({ loggerInstance: silentLogger, bodyLimit: 100 }).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  app.post(
    '/orders',
    {
      schema: {
        body: z.strictObject({ items: z.array(z.object({ quantity: z.number().int().positive() })) }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'That order was already paid.');
  });
  app.get('/database-down', async () => {
    throw new Error('query failed', {
      cause: Object.assign(new Error('terminating connection'), { code: '57P01' }),
    });
  });
  app.get('/statement-timeout', async () => {
    throw new Error('select failed', {
      cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    });
  });
  app.get('/no-answer', async () => {
    throw new Error('select failed', { cause: new Error('Query read timeout') });
  });
  app.get('/client-gone', async () => {
    // What Node raises on a request whose client closed the connection part-way through its body.
    throw Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
  });
  app.get('/nul-in-text', async () => {
    throw new Error('insert failed', {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
    });
  });
  app.get('/bug', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'secret')");
  });
  await app.ready();
});
afterAll(() => app.close());

async function errorOf(res: { statusCode: number; json: () => unknown }) {
  return { status: res.statusCode, body: apiErrorSchema.parse(res.json()) };
}

test('a body field that fails its schema is a 400 naming the full path', async () => {
  const { status, body } = await errorOf(
    await app.inject({ method: 'POST', url: '/orders', payload: { items: [{ quantity: 0 }] } }),
  );
  expect(status).toBe(400);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.issues).toEqual([{ field: 'items.0.quantity', message: expect.any(String) }]);
  expect(body.message).toMatch(/^items\.0\.quantity: /);
});

test('an unknown body field is named', async () => {
  const { body } = await errorOf(
    await app.inject({ method: 'POST', url: '/orders', payload: { items: [], admin: true } }),
  );
  expect(body.issues).toEqual([{ field: 'admin', message: 'Is not a recognised field.' }]);
});

test('malformed JSON is a 400 in the error shape', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/orders',
    headers: { 'content-type': 'application/json' },
    payload: '{"items": [',
  });
  expect(await errorOf(res)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
});

test('a body over the limit is a 413', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/orders',
    payload: { items: Array(50).fill({ quantity: 1 }) },
  });
  expect(await errorOf(res)).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
});

test('an unsupported content type is a 415', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/orders',
    headers: { 'content-type': 'text/csv' },
    payload: 'a,b',
  });
  expect(await errorOf(res)).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
});

test('an AppError answers with the status of its code and its own message', async () => {
  expect(await errorOf(await app.inject({ method: 'GET', url: '/conflict' }))).toEqual({
    status: 409,
    body: { code: 'CONFLICT', message: 'That order was already paid.' },
  });
});

test('a lost database connection is a 503 with a retry hint, not a 500', async () => {
  const res = await app.inject({ method: 'GET', url: '/database-down' });
  expect(res.headers['retry-after']).toBe('5');
  expect(await errorOf(res)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
});

test('a statement past its timeout, or an answer that never came, is a 503 with a retry hint', async () => {
  for (const url of ['/statement-timeout', '/no-answer']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['retry-after']).toBe('5');
    expect(await errorOf(res)).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
  }
});

test('a client gone in the middle of its request is not taken for the database being down', async () => {
  const res = await app.inject({ method: 'GET', url: '/client-gone' });
  expect(res.statusCode).toBe(400);
  expect(res.headers['retry-after']).toBeUndefined();
});

test('an unexpected error is a 500 that reveals nothing of it', async () => {
  const res = await app.inject({ method: 'GET', url: '/bug' });
  expect(await errorOf(res)).toEqual({
    status: 500,
    body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
  });
  expect(res.body).not.toContain('secret');
});

test('text the database refuses to store is the sender’s 400, not a 500', async () => {
  const { status, body } = await errorOf(await app.inject({ method: 'GET', url: '/nul-in-text' }));
  expect(status).toBe(400);
  expect(body).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/cannot be stored/) });
});
