import { healthSchema, type Health } from '@bulk/domain/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitStore } from '#src/modules/auth/rate-limiter';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function rateLimitHealth(store: RateLimitStore | undefined): Promise<Health['rateLimits']> {
  if (!store) return undefined;
  const status = await withTimeout(store.ping(), PING_TIMEOUT_MS).then(
    () => 'up' as const,
    () => 'down' as const,
  );
  return { store: store.kind, status };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, rateLimits, uploads } = app.services;
  // A database that does not answer is reported in the same shape, with a 503.
  const schema = { response: { 200: healthSchema, 503: healthSchema } };
  app.get('/health', { schema }, async (request, reply) => {
    const started = performance.now();
    reply.header('cache-control', 'no-store');
    const limits = rateLimitHealth(rateLimits);
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return {
        status: 'ok',
        database: { kind: database.kind, status: 'up', latencyMs },
        ...(rateLimits && { rateLimits: await limits }),
        ...(uploads && { uploads: { store: uploads.kind } }),
      } satisfies Health;
    } catch (error) {
      request.log.warn({ err: error }, 'database health check failed');
      return reply.code(503).send({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not reachable.',
        status: 'unavailable',
        database: { kind: database.kind, status: 'down' },
        ...(rateLimits && { rateLimits: await limits }),
        ...(uploads && { uploads: { store: uploads.kind } }),
      } satisfies Health);
    }
  });
};
