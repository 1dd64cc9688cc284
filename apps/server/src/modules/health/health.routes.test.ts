import { healthSchema } from '@bulk/domain/health';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { testDatabaseKind } from '#src/testing/test-database';
import type { AppServices } from '#src/services';
import { healthRoutes } from './health.routes';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('reports the database as up', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(healthSchema.parse(res.json())).toMatchObject({
    status: 'ok',
    database: { kind: testDatabaseKind, status: 'up' },
  });
});

test('reports an unreachable database as down with a 503 in the error shape', async () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only the database: no rate limit store nor upload store to report.
  const services: Partial<AppServices> = {
    database: { ...ctx.database.handle, ping: () => Promise.reject(refused) },
  };
  app.decorate('services', services as AppServices);
  await app.register(healthRoutes);
  const res = await app.inject({ method: 'GET', url: '/health' });
  expect(res.statusCode).toBe(503);
  expect(healthSchema.parse(res.json())).toEqual({
    status: 'unavailable',
    code: 'SERVICE_UNAVAILABLE',
    message: 'The database is not reachable.',
    database: { kind: testDatabaseKind, status: 'down' },
  });
  await app.close();
});
