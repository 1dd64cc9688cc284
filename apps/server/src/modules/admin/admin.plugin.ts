import { auditListSchema } from '@bulk/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#src/lib/app-error';
import { requireUser } from '#src/modules/auth/sessions';
import { adminUsersRoutes } from '#src/modules/auth/admin-users.routes';
import { adminInsightsRoutes } from '#src/modules/admin/admin-insights.routes';
import { adminTicketsRoutes } from '#src/modules/engagement/admin-tickets.routes';
import { adminJobBoardRoutes } from '#src/modules/job-board/admin-job-board.routes';
import { adminListingsRoutes } from '#src/modules/listings/admin-listings.routes';
import { adminOutboxRoutes } from '#src/modules/mail/admin-outbox.routes';
import { adminMembersRoutes } from '#src/modules/memberships/admin-members.routes';
import { adminInstalmentsRoutes } from '#src/modules/instalments/admin-instalments.routes';
import { adminOrdersRoutes } from '#src/modules/orders/admin-orders.routes';
import { adminPayoutsRoutes } from '#src/modules/payouts/admin-payouts.routes';
import { adminShipmentsRoutes } from '#src/modules/shipments/admin-shipments.routes';
import { latestQuerySchema } from './admin-paging';
import { auditEntries } from './audit.service';

/**
 * Everything under `/api/admin`: an admin session is checked once here for every route of every module
 * (401 without a session, 403 for any other role, unknown paths included), and no answer is cached.
 * Each module adds its own `admin-<area>.routes.ts` below.
 */
export const adminPlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', async (request, reply) => {
    await requireUser(db, request, ['admin']);
    reply.header('cache-control', 'private, no-store');
  });
  app.setNotFoundHandler(async (request) => {
    await requireUser(db, request, ['admin']);
    throw notFound(`There is no admin endpoint ${request.method} ${request.url.split('?')[0]}.`);
  });

  await app.register(adminOrdersRoutes);
  await app.register(adminInstalmentsRoutes);
  await app.register(adminTicketsRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminMembersRoutes);
  await app.register(adminInsightsRoutes);
  await app.register(adminListingsRoutes);
  await app.register(adminJobBoardRoutes);
  await app.register(adminPayoutsRoutes);
  await app.register(adminShipmentsRoutes);

  app.get(
    '/audit',
    { schema: { querystring: latestQuerySchema, response: { 200: auditListSchema } } },
    async (request) => ({ entries: await auditEntries(db, request.query.page) }),
  );
};
