import { z } from 'zod';
import { orderStatusSchema, orderSummarySchema } from '../checkout';
import {
  companyNameSchema,
  GSTIN_STATE_MISMATCH_MESSAGE,
  gstinInputSchema,
  gstinProblem,
  INDIAN_MOBILE_MESSAGE,
  INDIAN_MOBILE_PATTERN,
} from '../buyer';
import { INDIAN_STATES, PIN_CODE_PATTERN, PIN_NOT_IN_STATE_MESSAGE, pinCodeMatchesState } from '../shipping';
import { MAX_WISHLIST_ITEMS } from './values';

export * from './values';
export { INDIAN_MOBILE_PATTERN } from '../buyer';

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

/** `GET /api/account/profile`: what the account knows of its holder; empty fields are null. */
export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  gstin: z.string().nullable(),
  /** The billing address: an order's bill-to unless checkout gives another. */
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PATCH /api/account/profile`, the whole profile at once: the name is required; phone, company, GSTIN
 * and the billing address may be left empty (an empty or absent field clears it). A state must be one of
 * the 36 on the checkout list, a PIN code of that state, and a GSTIN registered in it.
 */
export const profileUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Please enter your full name.').max(100, 'At most 100 characters.'),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || INDIAN_MOBILE_PATTERN.test(phone), INDIAN_MOBILE_MESSAGE),
    company: companyNameSchema.default(''),
    gstin: gstinInputSchema.default(''),
    address: z.string().trim().max(300, 'At most 300 characters.'),
    city: z.string().trim().max(100, 'At most 100 characters.'),
    state: z
      .string()
      .refine(
        (state) => state === '' || INDIAN_STATES.includes(state),
        'Please choose a state from the list.',
      ),
    zip: z
      .string()
      .trim()
      .refine((zip) => zip === '' || PIN_CODE_PATTERN.test(zip), 'Please enter a 6-digit PIN code.')
      .default(''),
  })
  .superRefine((profile, ctx) => {
    if (profile.zip !== '' && profile.state !== '' && !pinCodeMatchesState(profile.zip, profile.state)) {
      ctx.addIssue({ code: 'custom', path: ['zip'], message: PIN_NOT_IN_STATE_MESSAGE });
    }
    if (profile.gstin !== '' && gstinProblem(profile.gstin, profile.state) !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_STATE_MISMATCH_MESSAGE });
    }
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
