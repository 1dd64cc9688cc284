import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxMessages } from '#src/db/schema/index';
import { ADMIN_PAGE_SIZE as PAGE_SIZE, latestQuerySchema } from '#src/modules/admin/admin-paging';

/** The outbox as admins read it: every email, sent or not, newest first. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const latest = { querystring: latestQuerySchema };

  app.get('/outbox', { schema: latest }, async (request) => ({
    messages: await db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(PAGE_SIZE)
      .offset((request.query.page - 1) * PAGE_SIZE),
  }));
};
