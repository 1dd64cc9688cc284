import {
  adminListingListSchema,
  adminListingQuerySchema,
  adminListingSchema,
  listingIdParamsSchema,
  listingRejectRequestSchema,
  listingReviewCountSchema,
} from '@bulk/domain/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '#src/modules/auth/sessions';
import { decideListing, reviewCount, reviewQueue } from './listings.service';

/**
 * The admin's review of supplier listings (`/api/admin/listings`): the queue of new listings and of
 * changes to published ones, its count for the admin menu, and the decisions. Like every
 * `/api/admin/*` route: 401 without a session, 403 for any role but admin.
 */
export const adminListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mail, clock, catalogue } = app.services;

  app.get(
    '/listings',
    { schema: { querystring: adminListingQuerySchema, response: { 200: adminListingListSchema } } },
    async () => {
      const listings = await reviewQueue(db, clock.now());
      return { listings, total: listings.length };
    },
  );

  app.get('/listings/count', { schema: { response: { 200: listingReviewCountSchema } } }, async () => ({
    count: await reviewCount(db),
  }));

  app.post(
    '/listings/:id/approve',
    { schema: { params: listingIdParamsSchema, response: { 200: adminListingSchema } } },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decideListing(db, mail, admin.id, request.params.id, { approved: true }, clock.now(), catalogue);
    },
  );

  app.post(
    '/listings/:id/reject',
    {
      schema: {
        params: listingIdParamsSchema,
        body: listingRejectRequestSchema,
        response: { 200: adminListingSchema },
      },
    },
    async (request) => {
      const admin = await requireUser(db, request, ['admin']);
      return decideListing(
        db,
        mail,
        admin.id,
        request.params.id,
        { approved: false, reason: request.body.reason },
        clock.now(),
        catalogue,
      );
    },
  );
};
