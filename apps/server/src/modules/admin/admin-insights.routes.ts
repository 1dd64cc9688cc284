import {
  adminDashboardSchema,
  adminNotificationsSchema,
  adminPaymentListSchema,
  adminPaymentQuerySchema,
  adminSearchQuerySchema,
  adminSearchResultsSchema,
} from '@bulk/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '#src/lib/download';
import { requireUser } from '#src/modules/auth/sessions';
import {
  dashboard,
  markAllSeen,
  notifications,
  paymentList,
  paymentsCsvExport,
  search,
} from './insights.service';

/** `/api/admin` dashboard figures, payments, the search box and the notifications. Admins only. */
export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;

  app.get('/dashboard', { schema: { response: { 200: adminDashboardSchema } } }, async () => dashboard(db));

  app.get(
    '/payments',
    { schema: { querystring: adminPaymentQuerySchema, response: { 200: adminPaymentListSchema } } },
    async (request) => paymentList(db, request.query),
  );

  app.get('/payments.csv', { schema: { querystring: adminPaymentQuerySchema } }, async (request, reply) => {
    const csv = await paymentsCsvExport(db, request.query);
    reply.type('text/csv; charset=utf-8').header('content-disposition', contentDisposition('payments.csv'));
    return csv;
  });

  app.get(
    '/search',
    { schema: { querystring: adminSearchQuerySchema, response: { 200: adminSearchResultsSchema } } },
    async (request) => search(db, request.query.q),
  );

  app.get('/notifications', { schema: { response: { 200: adminNotificationsSchema } } }, async (request) => {
    const admin = await requireUser(db, request, ['admin']);
    return notifications(db, admin.id);
  });

  app.post(
    '/notifications/seen',
    { schema: { body: z.strictObject({}).nullish(), response: { 200: adminNotificationsSchema } } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return markAllSeen(db, admin.id);
    },
  );
};
