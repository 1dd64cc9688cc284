import { orderIdParamsSchema, orderSummarySchema } from '@bulk/domain/checkout';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { getOrderSummary, renderOrderInvoice } from './orders.service';

/** An order's id is long and random: holding it, as the buyer does after paying, is what grants access. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, seller } = app.services;

  app.get(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderSummarySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderSummary(db, request.params.id);
    },
  );

  app.get('/orders/:id/invoice', { schema: { params: orderIdParamsSchema } }, async (request, reply) => {
    const { pdf, fileName } = await renderOrderInvoice(db, request.params.id, {
      ...seller,
      state: COMPANY_STATE,
    });
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(fileName))
      .send(pdf);
  });
};
