import {
  MAX_WISHLIST_ITEMS,
  wishlistItemParamsSchema,
  wishlistMergeRequestSchema,
  wishlistSchema,
  type Wishlist,
} from '@bulk/domain/account';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/client';
import { products, wishlistItems } from '#src/db/schema/index';
import { AppError, notFound } from '#src/lib/app-error';
import { requireUser, requireUserHook } from '#src/modules/auth/sessions';

const FULL_MESSAGE = `Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products.`;

async function readWishlist(db: Database, userId: number): Promise<Wishlist> {
  const rows = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
  return { items: rows.map((row) => ({ productId: row.productId, addedAt: row.addedAt.toISOString() })) };
}

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
      const { productId } = request.params;
      await db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, productId));
        if (!product) throw notFound(`There is no product ${productId}.`);
        const [saved] = await tx
          .select({ n: count() })
          .from(wishlistItems)
          .where(eq(wishlistItems.userId, user.id));
        const inserted = await tx
          .insert(wishlistItems)
          .values({ userId: user.id, productId })
          .onConflictDoNothing()
          .returning({ productId: wishlistItems.productId });
        if (inserted.length > 0 && (saved?.n ?? 0) >= MAX_WISHLIST_ITEMS) {
          throw new AppError('CONFLICT', FULL_MESSAGE);
        }
      });
      return readWishlist(db, user.id);
    },
  );

  app.delete(
    '/wishlist/:productId',
    { schema: { params: wishlistItemParamsSchema, response: { 200: wishlistSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      // Removing a product that is not saved is what the customer wanted already: no error.
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.productId, request.params.productId)));
      return readWishlist(db, user.id);
    },
  );

  app.post(
    '/wishlist/merge',
    { schema: { body: wishlistMergeRequestSchema, response: { 200: wishlistSchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      const wanted = [...new Set(request.body.productIds)];
      if (wanted.length > 0) {
        await db.transaction(async (tx) => {
          // Products the visitor saved that are no longer listed are left out rather than refused.
          const listed = await tx
            .select({ id: products.id })
            .from(products)
            .where(inArray(products.id, wanted));
          if (listed.length === 0) return;
          const inserted = await tx
            .insert(wishlistItems)
            .values(listed.map((product) => ({ userId: user.id, productId: product.id })))
            .onConflictDoNothing()
            .returning({ productId: wishlistItems.productId });
          if (inserted.length === 0) return;
          const [saved] = await tx
            .select({ n: count() })
            .from(wishlistItems)
            .where(eq(wishlistItems.userId, user.id));
          if ((saved?.n ?? 0) > MAX_WISHLIST_ITEMS) throw new AppError('CONFLICT', FULL_MESSAGE);
        });
      }
      return readWishlist(db, user.id);
    },
  );
};
