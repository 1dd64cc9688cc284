import { customerStatsSchema, emailSchema } from '@bulk/domain/auth';
import { orderListSchema } from '@bulk/domain/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#src/lib/app-error';
import { requireUser } from '#src/modules/auth/sessions';
import { getCustomerStats, listAccountOrders } from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  // The specification's path carries the email; only its owner (or an admin) may read it. Anyone else's
  // is answered as not found, so the endpoint does not even confirm which emails have accounts.
  app.get(
    '/customer/orders/stats/:email',
    { schema: { params: z.strictObject({ email: emailSchema }), response: { 200: customerStatsSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(db, request);
      if (viewer.role !== 'admin' && viewer.email.toLowerCase() !== request.params.email) {
        throw notFound('There is no such customer.');
      }
      reply.header('cache-control', 'private, no-store');
      return getCustomerStats(db, request.params.email);
    },
  );

  app.get('/orders', { schema: { response: { 200: orderListSchema } } }, async (request, reply) => {
    const user = await requireUser(db, request);
    reply.header('cache-control', 'private, no-store');
    return listAccountOrders(db, user.id);
  });
};
