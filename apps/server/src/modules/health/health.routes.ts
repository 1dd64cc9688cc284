import type { Health } from '@bulk/domain/health';
import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '#src/db/client';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/health', async (request, reply) => {
    const started = performance.now();
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return { status: 'ok', database: { kind: database.kind, status: 'up', latencyMs } } satisfies Health;
    } catch (error) {
      request.log.warn({ err: error }, 'database health check failed');
      return reply.code(503).send({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is not reachable.',
        status: 'unavailable',
        database: { kind: database.kind, status: 'down' },
      } satisfies Health);
    }
  });
};
