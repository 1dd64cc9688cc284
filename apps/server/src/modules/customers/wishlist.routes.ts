import { wishlistItemParamsSchema, wishlistMergeRequestSchema, wishlistSchema } from '@bulk/domain/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from './wishlist.service';

/** The signed-in customer's own wishlist (decisions.md: wishlists are stored by the server). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  app.addHook('onRequest', requireUserHook(db, ['customer']));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/wishlist', { schema: { response: { 200: wishlistSchema } } }, async (request) => {
    const user = await requireUser(db, request);
    return readWishlist(db, user.id);
  });

  app.put(
    '/wishlist/:productId',
    { schema: { params: wishlistItemParamsSchema, response: { 200: wishlistSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return addToWishlist(db, user.id, request.params.productId);
    },
  );

  app.delete(
    '/wishlist/:productId',
    { schema: { params: wishlistItemParamsSchema, response: { 200: wishlistSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return removeFromWishlist(db, user.id, request.params.productId);
    },
  );

  app.post(
    '/wishlist/merge',
    { schema: { body: wishlistMergeRequestSchema, response: { 200: wishlistSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return mergeWishlist(db, user.id, request.body.productIds);
    },
  );
};
