import { sellerInvoiceDetailsResponseSchema, sellerInvoiceDetailsSchema } from '@bulk/domain/shipments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { changeSellerInvoiceDetails, sellerInvoiceDetails } from './seller-invoice-details.service';

/**
 * A supplier's own invoice details (`/api/supplier/invoice-details`): visitors get 401, other roles 403.
 * Bad details are a 400 naming the field (`gstin`, `pin`).
 */
export const sellerInvoiceDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, catalogue } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['supplier']));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const supplier = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(db, request, ['supplier'])).id;

  app.get(
    '/supplier/invoice-details',
    { schema: { response: { 200: sellerInvoiceDetailsResponseSchema } } },
    async (request) => sellerInvoiceDetails(db, await supplier(request), clock.now()),
  );

  app.put(
    '/supplier/invoice-details',
    { schema: { body: sellerInvoiceDetailsSchema, response: { 200: sellerInvoiceDetailsResponseSchema } } },
    async (request) =>
      changeSellerInvoiceDetails(db, await supplier(request), request.body, {
        at: clock.now(),
        store: catalogue,
      }),
  );
};
