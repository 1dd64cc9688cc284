import {
  orderIdParamsSchema,
  orderRepricingSchema,
  orderSummarySchema,
  payAgainResponseSchema,
} from '@bulk/domain/checkout';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '#src/lib/download';
import { currentUser } from '#src/modules/auth/sessions';
import { payAgain } from '#src/modules/payments/payments.service';
import {
  expireOrderAttempt,
  getOrderSummary,
  ORDER_EXPIRE_JOB,
  previewRepricing,
  renderOrderInvoice,
} from './orders.service';

/**
 * An order's id is long and random: holding it, as the buyer does after paying, is what grants access.
 * Paying an order again also needs its account signed in when the order belongs to one.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, seller, gateway, config, clock, mail, jobs } = app.services;

  jobs.handle(ORDER_EXPIRE_JOB, ({ payload, tx, now }) => expireOrderAttempt(tx, payload, now));

  app.get(
    '/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderSummarySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getOrderSummary(db, request.params.id);
    },
  );

  app.get(
    '/orders/:id/repricing',
    { schema: { params: orderIdParamsSchema, response: { 200: orderRepricingSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const buyer = await currentUser(db, request);
      return previewRepricing(
        db,
        request.params.id,
        { userId: buyer?.id },
        { originZone: config.SHIPPING_ORIGIN_ZONE, at: clock.now() },
      );
    },
  );

  app.post(
    '/orders/:id/pay-again',
    { schema: { params: orderIdParamsSchema, response: { 200: payAgainResponseSchema } } },
    async (request) => {
      const buyer = await currentUser(db, request);
      return payAgain(
        db,
        gateway,
        request.params.id,
        { userId: buyer?.id },
        {
          storeName: mail.storeName,
          originZone: config.SHIPPING_ORIGIN_ZONE,
          log: request.log,
          now: clock.now(),
          paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
        },
      );
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
