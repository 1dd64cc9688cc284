import {
  listingFieldsShape,
  listingIdParamsSchema,
  listingListSchema,
  listingPatchSchema,
  listingSchema,
} from '@bulk/domain/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import {
  actOnListing,
  changeListing,
  createListing,
  supplierListing,
  supplierListings,
  type SupplierAction,
} from './listings.service';

const supplierActions: readonly SupplierAction[] = ['submit', 'pause', 'resume', 'archive'];

/**
 * A supplier's own listings (`/api/supplier/products`). Visitors get 401 and other roles 403 before the
 * body is read; another supplier's listing answers 404 exactly like a missing one. The rules between
 * fields are checked in the service, on the listing as it would be saved.
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, catalogue } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['supplier']));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const supplier = async (request: Parameters<typeof requireUser>[1]) =>
    (await requireUser(db, request, ['supplier'])).id;

  app.get('/supplier/products', { schema: { response: { 200: listingListSchema } } }, async (request) => ({
    listings: await supplierListings(db, await supplier(request), clock.now()),
  }));

  app.post(
    '/supplier/products',
    { schema: { body: z.strictObject(listingFieldsShape), response: { 201: listingSchema } } },
    async (request, reply) => {
      const listing = await createListing(db, await supplier(request), request.body, clock.now());
      return reply.code(201).send(listing);
    },
  );

  app.get(
    '/supplier/products/:id',
    { schema: { params: listingIdParamsSchema, response: { 200: listingSchema } } },
    async (request) => supplierListing(db, await supplier(request), request.params.id, clock.now()),
  );

  app.patch(
    '/supplier/products/:id',
    { schema: { params: listingIdParamsSchema, body: listingPatchSchema, response: { 200: listingSchema } } },
    async (request) =>
      changeListing(db, await supplier(request), request.params.id, request.body, clock.now(), catalogue),
  );

  for (const action of supplierActions) {
    app.post(
      `/supplier/products/:id/${action}`,
      { schema: { params: listingIdParamsSchema, response: { 200: listingSchema } } },
      async (request) =>
        actOnListing(db, await supplier(request), request.params.id, action, clock.now(), catalogue),
    );
  }
};
