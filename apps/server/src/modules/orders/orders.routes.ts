import {
  orderIdParamsSchema,
  orderRepricingSchema,
  orderSummarySchema,
  payAgainResponseSchema,
} from '@bulk/domain/checkout';
import { orderShipmentParamsSchema } from '@bulk/domain/shipments';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { FastifyReply } from 'fastify';
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
  renderShipmentInvoice,
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

  const company = { ...seller, state: COMPANY_STATE };
  const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
    reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(fileName))
      .send(pdf);

  /** The company's invoice: the whole order, or the company's part of an order shipping in parts. */
  app.get('/orders/:id/invoice', { schema: { params: orderIdParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await renderOrderInvoice(db, request.params.id, company)),
  );

  /** The invoice of one part, in its seller's name (docs/decisions/023). */
  app.get(
    '/orders/:id/shipments/:shipmentId/invoice',
    { schema: { params: orderShipmentParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, await renderShipmentInvoice(db, request.params.id, request.params.shipmentId, company)),
  );
};
