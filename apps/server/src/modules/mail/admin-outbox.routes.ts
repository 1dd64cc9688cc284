import { outboxListSchema } from '@bulk/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestQuerySchema } from '#src/modules/admin/admin-paging';
import { listOutbox } from './outbox';

/** The outbox as admins read it: every email, sent or not, newest first. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get(
    '/outbox',
    { schema: { querystring: latestQuerySchema, response: { 200: outboxListSchema } } },
    async (request) => ({ messages: await listOutbox(db, request.query.page) }),
  );
};
