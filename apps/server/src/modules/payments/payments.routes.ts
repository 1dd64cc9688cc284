import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  paymentConfigSchema,
  paymentFailedRequestSchema,
  paymentFailedResponseSchema,
  sandboxDeclineSchema,
  sandboxPaymentSchema,
  sandboxPayRequestSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from '@bulk/domain/checkout';
import { membershipOrderRequestSchema, supplierRenewalOrderRequestSchema } from '@bulk/domain/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#src/modules/auth/sessions';
import { sandboxCheckoutScript } from './sandbox-checkout-script';
import {
  createPaymentOrder,
  receivePaymentWebhook,
  reportPaymentFailure,
  verifyPayment,
} from './payments.service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, gateway, sandbox, mail, config, clock, catalogue } = app.services;
  const originZone = config.SHIPPING_ORIGIN_ZONE;
  const ownerNoticesPerEmail = app.services.authLimits.registerPerEmail;
  const recordingOptions = {
    invoicePrefix: config.INVOICE_PREFIX,
    storeName: mail.storeName,
    mail,
    store: catalogue,
  };

  app.get('/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    gateway: gateway.name,
    key: gateway.keyId,
    scriptUrl: gateway.checkoutScriptUrl,
    originZone,
    advanceOrderMinimumPaise: config.ADVANCE_ORDER_MINIMUM * 100,
    advanceLoadingDelayHours: config.ADVANCE_LOADING_DELAY_HOURS,
  }));

  /** A cart order (`productType: 'order'`), a membership fee (`'supplier'`, `'jobseeker'`) or a renewal. */
  const paymentOrderRequestSchema = z.discriminatedUnion('productType', [
    createOrderRequestSchema,
    membershipOrderRequestSchema,
    supplierRenewalOrderRequestSchema,
  ]);

  app.post(
    '/create-order',
    { schema: { body: paymentOrderRequestSchema, response: { 200: createOrderResponseSchema } } },
    async (request) =>
      createPaymentOrder(db, gateway, request.body, {
        buyer: await currentUser(db, request),
        mail,
        originZone,
        orderNumberPrefix: config.ORDER_NUMBER_PREFIX,
        ownerNoticesPerEmail,
        log: request.log,
        now: clock.now(),
        paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
        advancePolicy: {
          minimumPaise: config.ADVANCE_ORDER_MINIMUM * 100,
          loadingDelayHours: config.ADVANCE_LOADING_DELAY_HOURS,
        },
      }),
  );

  app.post(
    '/verify-payment',
    { schema: { body: verifyPaymentRequestSchema, response: { 200: verifyPaymentResponseSchema } } },
    async (request) =>
      verifyPayment(db, gateway, request.body, { ...recordingOptions, log: request.log, now: clock.now() }),
  );

  app.post(
    '/payment-failed',
    { schema: { body: paymentFailedRequestSchema, response: { 200: paymentFailedResponseSchema } } },
    async (request) =>
      reportPaymentFailure(db, gateway, request.body, { log: request.log, now: clock.now() }),
  );

  // The webhook's signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // The provider calls it, signing the body; it carries no session, so the origin check does not apply.
    webhook.post('/payments/webhook', { config: { crossSiteAllowed: true } }, async (request, reply) => {
      await receivePaymentWebhook(
        db,
        gateway,
        { raw: request.body as Buffer, signature: request.headers['x-razorpay-signature'] },
        { ...recordingOptions, log: request.log, now: clock.now() },
      );
      return reply.send({ received: true });
    });
  });

  if (sandbox) {
    app.get('/payments/sandbox/checkout.js', async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, no-cache')
        .send(sandboxCheckoutScript),
    );
    app.post(
      '/payments/sandbox/pay',
      {
        schema: {
          body: sandboxPayRequestSchema,
          response: { 200: z.union([sandboxPaymentSchema, sandboxDeclineSchema]) },
        },
      },
      async (request) =>
        request.body.outcome === 'failure'
          ? sandbox.decline(request.body.order_id)
          : sandbox.capture(request.body.order_id),
    );
  }
};
