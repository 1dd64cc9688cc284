import { z } from 'zod';
import { checkAddQuantity } from '../cart/quantity';
import { categoryNames } from '../catalogue/categories';
import { productUnits } from '../catalogue/values';
import { hsnCodeSchema } from '../invoices/hsn';
import { MAX_LINE_QUANTITY } from '../orders/limits';
import { pinCodeMatchesState, PIN_CODE_PATTERN, PIN_NOT_IN_STATE_MESSAGE } from '../shipping/pin-codes';
import { INDIAN_STATES } from '../shipping/zones';
import { gstRateBpsFor } from '../tax/gst-rates';
import { listingStatuses, pauseReasons } from './lifecycle';
import { MAX_PRICE_SLABS, slabProblems } from './slabs';

/** The highest price per unit a listing may ask: Rs 10 lakh, so any line of it stays within an order's limits. */
export const MAX_LISTING_PRICE_PAISE = 100_000_000;
/** The heaviest selling unit: one tonne. */
export const MAX_UNIT_WEIGHT_GRAMS = 1_000_000;
export const MAX_DISPATCH_DAYS = 60;
export const MAX_PACKAGING_SIZES = 10;
export const MAX_SPECIFICATIONS = 20;
export const MAX_STOCK = 1_000_000_000;

const text = (max: number, what: string) =>
  z
    .string(`Please enter the ${what}.`)
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `At most ${max} characters.`);
const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number(`Please enter the ${what}.`)
    .int(`The ${what} must be a whole number.`)
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} must be at most ${max}.`);
const price = (what: string) => wholeNumber(1, MAX_LISTING_PRICE_PAISE, what);

export const priceSlabSchema = z.strictObject({
  fromQuantity: wholeNumber(1, MAX_LINE_QUANTITY, 'slab quantity'),
  pricePaise: price('slab price'),
});

export const specificationSchema = z.strictObject({
  name: text(60, 'specification name'),
  value: text(200, 'specification value'),
});

/** A supplier's own code for a listing: letters, digits, dot, dash and underscore. */
export const listingSkuSchema = z
  .string()
  .trim()
  .max(64, 'At most 64 characters.')
  .regex(/^[A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes and underscores only.');

/**
 * The fields of a listing, each checked on its own. Money is integer paise, weight grams per selling unit,
 * quantities selling units. The GST rate is not a field: it is read from the dated tax table for the HSN
 * code, so a supplier cannot charge a rate the law does not set (ADR 011, 014).
 */
export const listingFieldsShape = {
  name: text(150, 'product name'),
  category: z.enum(categoryNames, { error: 'Please choose a category from the list.' }),
  shortDescription: text(300, 'short description'),
  fullDescription: text(5000, 'full description'),
  hsn: hsnCodeSchema,
  unit: z.enum(productUnits, { error: 'Please choose a unit from the list.' }),
  moq: wholeNumber(1, MAX_LINE_QUANTITY, 'minimum order quantity'),
  stepQty: wholeNumber(1, MAX_LINE_QUANTITY, 'step'),
  pricePaise: price('price'),
  slabs: z.array(priceSlabSchema).max(MAX_PRICE_SLABS, `At most ${MAX_PRICE_SLABS} slabs.`),
  stock: wholeNumber(0, MAX_STOCK, 'stock'),
  lowStockThreshold: wholeNumber(0, MAX_STOCK, 'low-stock threshold'),
  weightGrams: wholeNumber(1, MAX_UNIT_WEIGHT_GRAMS, 'weight per unit'),
  packagingSizes: z
    .array(text(50, 'packaging size'))
    .max(MAX_PACKAGING_SIZES, `At most ${MAX_PACKAGING_SIZES} packaging sizes.`),
  dispatchDays: wholeNumber(1, MAX_DISPATCH_DAYS, 'dispatch time'),
  pickupState: z.enum(INDIAN_STATES as [string, ...string[]], {
    error: 'Please choose a state from the list.',
  }),
  pickupPin: z
    .string('Please enter the PIN code.')
    .trim()
    .regex(PIN_CODE_PATTERN, 'Please enter a 6-digit PIN code.'),
  specifications: z
    .array(specificationSchema)
    .max(MAX_SPECIFICATIONS, `At most ${MAX_SPECIFICATIONS} specifications.`),
  sku: listingSkuSchema,
};

type FieldsShape = {
  [K in keyof typeof listingFieldsShape]: z.output<(typeof listingFieldsShape)[K]>;
};

/**
 * The rules between fields: the quantity terms must allow an order (the cart's rule: a minimum within
 * one order line), the slabs follow {@link slabProblems}, and the PIN code is in the pickup state.
 */
export function checkListingRules(fields: FieldsShape, ctx: z.RefinementCtx): void {
  // Refinements run beside the fields' own checks: each rule looks only at fields that passed theirs.
  const terms = [fields.moq, fields.stepQty, fields.pricePaise];
  if (!terms.every((value) => Number.isSafeInteger(value) && value > 0)) return;
  const moqProblem = checkAddQuantity(fields.moq, {
    name: fields.name,
    moq: fields.moq,
    stepQty: fields.stepQty,
  });
  if (moqProblem) ctx.addIssue({ code: 'custom', path: ['moq'], message: moqProblem.message });
  for (const problem of slabProblems(fields, fields.slabs)) {
    ctx.addIssue({ code: 'custom', path: ['slabs', problem.index, problem.field], message: problem.message });
  }
  if (PIN_CODE_PATTERN.test(fields.pickupPin) && !pinCodeMatchesState(fields.pickupPin, fields.pickupState)) {
    ctx.addIssue({ code: 'custom', path: ['pickupPin'], message: PIN_NOT_IN_STATE_MESSAGE });
  }
}

/** A whole listing as a supplier saves it (`POST /api/supplier/products`); drafts are whole listings too. */
export const listingFieldsSchema = z.strictObject(listingFieldsShape).superRefine(checkListingRules);
export type ListingFields = z.output<typeof listingFieldsSchema>;
export type ListingFieldsInput = z.input<typeof listingFieldsSchema>;

/**
 * `PATCH /api/supplier/products/:id`: any of the fields, each checked on its own here; the rules between
 * fields are checked on the listing as it would be after the change.
 */
export const listingPatchSchema = z.strictObject(listingFieldsShape).partial();
export type ListingPatch = z.output<typeof listingPatchSchema>;

/**
 * The fields whose change on a live listing an admin reviews before it is on sale (the price, its slabs,
 * the HSN code, and with it the GST rate, and the category); every other change publishes at once.
 */
export const reviewedListingFields = ['pricePaise', 'slabs', 'hsn', 'category'] as const;
export type ReviewedListingField = (typeof reviewedListingFields)[number];
export type ListingChange = Partial<Pick<ListingFields, ReviewedListingField>>;

/** A field's value as text with object keys sorted: PostgreSQL's jsonb keeps keys in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** Whether two values of a listing field are the same, whatever the order of their objects' keys. */
export const sameFieldValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** Splits a change into what an admin reviews and what publishes at once, leaving out what does not change. */
export function splitListingChange(
  current: ListingFields,
  patch: ListingPatch,
): { reviewed: ListingChange; immediate: Partial<ListingFields> } {
  const reviewed: Record<string, unknown> = {};
  const immediate: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (sameFieldValue(value, current[key as keyof ListingFields])) continue;
    if ((reviewedListingFields as readonly string[]).includes(key)) reviewed[key] = value;
    else immediate[key] = value;
  }
  return { reviewed: reviewed as ListingChange, immediate: immediate as Partial<ListingFields> };
}

/** The GST rate in basis points of a listing's goods, from the dated tax table, on the day `at`. */
export function listingGstRateBps(fields: Pick<ListingFields, 'hsn'>, at: Date): number {
  return gstRateBpsFor(fields.hsn, at);
}

const listingChangeSchema = z.object({
  pricePaise: z.number().int().optional(),
  slabs: z.array(priceSlabSchema).optional(),
  hsn: z.string().optional(),
  category: z.enum(categoryNames).optional(),
});

/** A listing as its supplier sees it. */
export const listingSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(listingStatuses),
  pausedBy: z.enum(pauseReasons).nullable(),
  /** Why the listing, or the last change to it, was rejected; null once submitted again. */
  rejectionReason: z.string().nullable(),
  fields: z.strictObject(listingFieldsShape),
  /** A change to reviewed fields of a published listing, waiting for an admin; the published version stays on sale. */
  pendingChange: listingChangeSchema.nullable(),
  /** The GST rate of the listing's HSN code today, in basis points. */
  gstRateBps: z.number().int().nonnegative(),
  /** The store's product of the listing once approved. */
  productId: z.number().int().positive().nullable(),
  lowStock: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingListSchema = z.object({ listings: z.array(listingSchema) });
export type ListingList = z.infer<typeof listingListSchema>;

export const listingIdParamsSchema = z.strictObject({
  id: z.coerce.number('Expected a listing id.').int('Expected a listing id.').min(1).max(2_147_483_647),
});

/** The admin's queue: new listings waiting for review and changes to published ones. */
export const adminListingQuerySchema = z.strictObject({
  status: z.enum(['submitted']).default('submitted'),
});

export const reviewKinds = ['new', 'change'] as const;

export const adminListingSchema = listingSchema.extend({
  review: z.enum(reviewKinds),
  seller: z.object({ id: z.number().int(), businessName: z.string(), email: z.string() }),
});
export type AdminListing = z.infer<typeof adminListingSchema>;

export const adminListingListSchema = z.object({
  listings: z.array(adminListingSchema),
  total: z.number().int().nonnegative(),
});
export type AdminListingList = z.infer<typeof adminListingListSchema>;

export const listingReviewCountSchema = z.object({ count: z.number().int().nonnegative() });

export const listingRejectRequestSchema = z.strictObject({
  reason: z
    .string('Please give the reason for the rejection.')
    .trim()
    .min(3, 'Please give the reason for the rejection.')
    .max(1000, 'At most 1000 characters.'),
});
