import { z } from 'zod';
import { orderStatusSchema, orderSummarySchema } from '../checkout';
import { INDIAN_STATES } from '../shipping';
import { MAX_WISHLIST_ITEMS } from './values';

export * from './values';

/** A product id in a path or a list: a positive whole number within PostgreSQL's integer. */
export const productIdSchema = z.coerce
  .number()
  .int('Must be a product id.')
  .positive('Must be a product id.')
  .max(2_147_483_647, 'Must be a product id.');

/** `PUT` and `DELETE /api/wishlist/:productId`. */
export const wishlistItemParamsSchema = z.strictObject({ productId: productIdSchema });

/** `POST /api/wishlist/merge`: a visitor's saved products joining the account at sign-in. */
export const wishlistMergeRequestSchema = z.strictObject({
  productIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(MAX_WISHLIST_ITEMS, `At most ${MAX_WISHLIST_ITEMS} products.`),
});
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequestSchema>;

/** The signed-in customer's wishlist, most recently saved first. */
export const wishlistSchema = z.object({
  items: z.array(z.object({ productId: z.number().int().positive(), addedAt: z.string() })),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** A 10-digit Indian mobile number: it starts with 6, 7, 8 or 9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
const INDIAN_MOBILE_MESSAGE = 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.';

/** `GET /api/account/profile`: what the account knows of its holder; empty fields are null. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PATCH /api/account/profile`: the name is required; phone, address, city and state may be left empty
 * (an empty string clears them), and a state must be one of the 36 on the checkout list.
 */
export const profileUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please enter your full name.').max(100, 'At most 100 characters.'),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || INDIAN_MOBILE_PATTERN.test(phone), INDIAN_MOBILE_MESSAGE),
  address: z.string().trim().max(300, 'At most 300 characters.'),
  city: z.string().trim().max(100, 'At most 100 characters.'),
  state: z
    .string()
    .refine((state) => state === '' || INDIAN_STATES.includes(state), 'Please choose a state from the list.'),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** One step of an order's life: when it became `status`, with the store's note if any. */
export const orderStatusEventSchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  note: z.string().nullable(),
});
export type OrderStatusEvent = z.infer<typeof orderStatusEventSchema>;

/** `GET /api/account/orders/:id`: one of the signed-in buyer's own orders with its status history. */
export const accountOrderSchema = z.object({
  order: orderSummarySchema,
  history: z.array(orderStatusEventSchema),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;
