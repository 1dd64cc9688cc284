import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  paymentConfigSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
  type CreateOrderResponse,
} from '@bulk/domain/checkout';
import { membershipOrderRequestSchema } from '@bulk/domain/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#src/lib/app-error';
import { currentUser } from '#src/modules/auth/sessions';
import { invoiceUrl } from '#src/modules/orders/orders.repo';
import { createPendingOrder, recordPayment } from '#src/modules/orders/orders.service';
import { createMembershipOrder, recordMembershipPayment } from '#src/modules/memberships/memberships.service';
import { membershipInvoiceUrl } from '#src/modules/memberships/members.repo';
import { GatewayUnavailableError, paymentFromWebhook } from './gateway';
import { orphanPaymentError } from './orphan-payments';
import { sandboxCheckoutScript } from './sandbox-checkout-script';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, gateway, sandbox, mail, config } = app.services;
  const { storeName } = mail;
  const originZone = config.SHIPPING_ORIGIN_ZONE;
  // Notices to an email's owner count with sign-ups of that email, so none can flood an inbox.
  const ownerNoticesPerEmail = app.services.authLimits.registerPerEmail;
  const recordingOptions = { invoicePrefix: config.INVOICE_PREFIX, storeName, mail };

  app.get('/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async () => ({
    gateway: gateway.name,
    key: gateway.keyId,
    scriptUrl: gateway.checkoutScriptUrl,
    originZone,
  }));

  /** A cart order (`productType: 'order'`) or a membership fee (`'supplier'`, `'jobseeker'`). */
  const paymentOrderRequestSchema = z.discriminatedUnion('productType', [
    createOrderRequestSchema,
    membershipOrderRequestSchema,
  ]);
  const membershipDescriptions = {
    supplier: 'Supplier membership (1 year)',
    jobseeker: 'Job seeker registration',
  };

  app.post(
    '/create-order',
    { schema: { body: paymentOrderRequestSchema, response: { 200: createOrderResponseSchema } } },
    async (request) => {
      try {
        const body = request.body;
        if (body.productType !== 'order') {
          const membership = await createMembershipOrder(db, gateway, body, {
            signedInEmail: (await currentUser(db, request))?.email,
            mail,
            ownerNoticesPerEmail,
          });
          return {
            id: membership.gatewayOrderId,
            amount: membership.amountPaise,
            currency: 'INR',
            orderId: membership.membershipId,
            checkout: {
              gateway: gateway.name,
              key: gateway.keyId,
              scriptUrl: gateway.checkoutScriptUrl,
              name: storeName,
              description: membershipDescriptions[membership.kind],
            },
          } satisfies CreateOrderResponse;
        }
        const buyer = await currentUser(db, request);
        const order = await createPendingOrder(db, gateway, body, {
          originZone,
          userId: buyer?.id,
        });
        return {
          id: order.gatewayOrderId,
          amount: order.totalPaise,
          currency: 'INR',
          orderId: order.orderId,
          checkout: {
            gateway: gateway.name,
            key: gateway.keyId,
            scriptUrl: gateway.checkoutScriptUrl,
            name: storeName,
            description: 'Bulk order',
          },
        } satisfies CreateOrderResponse;
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          request.log.error({ err: error }, 'payment gateway refused an order');
          throw new AppError('PAYMENT_GATEWAY_ERROR', 'Could not create order.');
        }
        throw error;
      }
    },
  );

  app.post(
    '/verify-payment',
    { schema: { body: verifyPaymentRequestSchema, response: { 200: verifyPaymentResponseSchema } } },
    async (request) => {
      const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: gatewayPaymentId } = request.body;
      const genuine = gateway.verifyCheckoutSignature({
        gatewayOrderId,
        gatewayPaymentId,
        signature: request.body.razorpay_signature,
      });
      if (!genuine) {
        request.log.warn({ gatewayOrderId, gatewayPaymentId }, 'payment signature mismatch');
        throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
      }
      const recording = { ...recordingOptions, log: request.log };
      const membership = await recordMembershipPayment(
        db,
        gateway,
        { gatewayOrderId, gatewayPaymentId },
        'verify',
        recording,
      );
      // A payment that paid nothing is recorded and refunded: the payer is told so, never 'success'.
      if (membership?.orphan) throw orphanPaymentError(membership.orphan);
      if (membership) {
        return {
          success: true as const,
          orderId: membership.membershipId,
          invoiceUrl: membershipInvoiceUrl(membership.membershipId),
        };
      }
      const recorded = await recordPayment(
        db,
        gateway,
        { gatewayOrderId, gatewayPaymentId },
        'verify',
        recording,
      );
      if (recorded.orphan) throw orphanPaymentError(recorded.orphan);
      return { success: true as const, orderId: recorded.orderId, invoiceUrl: invoiceUrl(recorded.orderId) };
    },
  );

  // The webhook's signature covers the exact bytes sent, so this route keeps the raw body.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // The provider calls it, signing the body; it carries no session, so the origin check does not apply.
    webhook.post('/payments/webhook', { config: { crossSiteAllowed: true } }, async (request, reply) => {
      const raw = request.body as Buffer;
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
        throw new AppError('PAYMENT_NOT_VERIFIED', 'The webhook signature is not valid.');
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON.');
      }
      const payment = paymentFromWebhook(event);
      // An orphan payment is recorded and refunded here as on a verify; the provider needs only the 200.
      if (payment) {
        const recording = { ...recordingOptions, log: request.log };
        const membership = await recordMembershipPayment(db, gateway, payment, 'webhook', recording);
        if (!membership) await recordPayment(db, gateway, payment, 'webhook', recording);
      }
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
          body: z.strictObject({ order_id: z.string().min(1).max(64), outcome: z.literal('success') }),
        },
      },
      async (request) => sandbox.capture(request.body.order_id),
    );
  }
};
