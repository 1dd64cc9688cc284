import { categoryNames, productUnits } from '@bulk/domain/catalogue';
import {
  MAX_DISPATCH_DAYS,
  MAX_LISTING_PRICE_PAISE,
  MAX_PRICE_SLABS,
  MAX_STOCK,
  MAX_UNIT_WEIGHT_GRAMS,
  RUPEES_PATTERN,
  rupeesToPaise,
  slabProblems,
  type Listing,
  type ListingFieldsInput,
} from '@bulk/domain/listings';
import { MAX_LINE_QUANTITY } from '@bulk/domain/orders';
import { INDIAN_STATES, PIN_CODE_PATTERN, pinCodeMatchesState } from '@bulk/domain/shipping';
import { z } from 'zod';
import { formMessage } from '#src/i18n/messages';

// The listing form as a supplier fills it: numbers typed as text, prices in rupees, three slab rows of
// which the empty ones are left out, packaging sizes separated by commas. Its checks are the domain's
// (`@bulk/domain/listings`), with messages in the chosen language.

const required = formMessage('validation.listingRequired');
const text = (max: number) =>
  z.string().trim().min(1, required).max(max, formMessage('validation.atMost', { max }));

const WHOLE = /^\d+$/;
/** A whole number typed in a field, between `min` and `max`. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(WHOLE, formMessage('validation.wholeNumber'))
    .transform(Number)
    .refine((value) => value >= min, formMessage('validation.numberAtLeast', { min }))
    .refine((value) => value <= max, formMessage('validation.numberAtMost', { max }));

export const paiseToRupees = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

const price = z
  .string()
  .trim()
  .min(1, required)
  .regex(RUPEES_PATTERN, formMessage('validation.rupees'))
  .transform(rupeesToPaise)
  .refine((paise) => paise >= 1, formMessage('validation.pricePositive'))
  .refine(
    (paise) => paise <= MAX_LISTING_PRICE_PAISE,
    formMessage('validation.priceAtMost', { max: MAX_LISTING_PRICE_PAISE / 100 }),
  );

const slabRow = z.object({ fromQuantity: z.string().trim(), price: z.string().trim() });

export const listingFormSchema = z
  .object({
    name: text(150),
    category: z.enum(categoryNames, { error: formMessage('validation.chooseFromList') }),
    shortDescription: text(300),
    fullDescription: text(5000),
    hsn: z
      .string()
      .trim()
      .regex(/^\d{4}(?:\d{2}){0,2}$/, formMessage('validation.hsn')),
    unit: z.enum(productUnits, { error: formMessage('validation.chooseFromList') }),
    moq: wholeNumber(1, MAX_LINE_QUANTITY),
    stepQty: wholeNumber(1, MAX_LINE_QUANTITY),
    price,
    slabs: z.array(slabRow).max(MAX_PRICE_SLABS),
    stock: wholeNumber(0, MAX_STOCK),
    lowStockThreshold: wholeNumber(0, MAX_STOCK),
    weightGrams: wholeNumber(1, MAX_UNIT_WEIGHT_GRAMS),
    packagingSizes: z
      .string()
      .trim()
      .max(500, formMessage('validation.atMost', { max: 500 })),
    dispatchDays: wholeNumber(1, MAX_DISPATCH_DAYS),
    pickupState: z.enum(INDIAN_STATES as [string, ...string[]], {
      error: formMessage('validation.stateRequired'),
    }),
    pickupPin: z.string().trim().regex(PIN_CODE_PATTERN, formMessage('validation.pinInvalid')),
    specifications: z.array(z.object({ name: z.string().trim().max(60), value: z.string().trim().max(200) })),
    sku: z
      .string()
      .trim()
      .max(64, formMessage('validation.atMost', { max: 64 }))
      .regex(/^[A-Za-z0-9._-]*$/, formMessage('validation.skuFormat')),
  })
  .superRefine((form, ctx) => {
    // Refinements run beside the fields' own checks: each rule looks only at fields that passed theirs.
    if (PIN_CODE_PATTERN.test(form.pickupPin) && !pinCodeMatchesState(form.pickupPin, form.pickupState)) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupPin'],
        message: formMessage('validation.pinStateMismatch'),
      });
    }
    const slabs: { fromQuantity: number; pricePaise: number }[] = [];
    const rows: number[] = [];
    form.slabs.forEach((row, index) => {
      if (!row.fromQuantity && !row.price) return;
      if (!WHOLE.test(row.fromQuantity)) {
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', index, 'fromQuantity'],
          message: formMessage('validation.wholeNumber'),
        });
      }
      if (!RUPEES_PATTERN.test(row.price)) {
        ctx.addIssue({
          code: 'custom',
          path: ['slabs', index, 'price'],
          message: formMessage('validation.rupees'),
        });
      }
      if (WHOLE.test(row.fromQuantity) && RUPEES_PATTERN.test(row.price)) {
        slabs.push({ fromQuantity: Number(row.fromQuantity), pricePaise: rupeesToPaise(row.price) });
        rows.push(index);
      }
    });
    const terms = { moq: form.moq, stepQty: form.stepQty, pricePaise: form.price };
    const termsValid = Object.values(terms).every((value) => Number.isSafeInteger(value) && value > 0);
    for (const problem of termsValid ? slabProblems(terms, slabs) : []) {
      const path = ['slabs', rows[problem.index]!, problem.field === 'pricePaise' ? 'price' : 'fromQuantity'];
      ctx.addIssue({ code: 'custom', path, message: slabMessage(problem.message, form) });
    }
    form.specifications.forEach((row, index) => {
      if (Boolean(row.name) !== Boolean(row.value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['specifications', index, row.name ? 'value' : 'name'],
          message: formMessage('validation.specificationPair'),
        });
      }
    });
  })
  .transform(({ price, ...form }): ListingFieldsInput => ({
    ...form,
    pricePaise: price,
    slabs: form.slabs
      .filter((row) => row.fromQuantity || row.price)
      .map((row) => ({ fromQuantity: Number(row.fromQuantity), pricePaise: rupeesToPaise(row.price) })),
    packagingSizes: form.packagingSizes
      .split(',')
      .map((size) => size.trim())
      .filter(Boolean),
    specifications: form.specifications.filter((row) => row.name && row.value),
  }));

/** The domain's slab messages as keys of the chosen language. */
function slabMessage(message: string, form: { moq: number; stepQty: number }): string {
  if (message.startsWith('A slab must start above'))
    return formMessage('validation.slabAboveMoq', { moq: form.moq });
  if (message.startsWith('Each slab must start at a larger')) return formMessage('validation.slabIncreasing');
  if (message.startsWith('Each slab must be cheaper')) return formMessage('validation.slabCheaper');
  return formMessage('validation.slabOffStep', { moq: form.moq, step: form.stepQty });
}

export type ListingFormValues = z.input<typeof listingFormSchema>;

const emptySlabs = () => Array.from({ length: MAX_PRICE_SLABS }, () => ({ fromQuantity: '', price: '' }));

/** An empty form; the pickup place starts from the supplier's address where known. */
export function emptyListingForm(
  pickup: { state?: string | null; zip?: string | null } = {},
): ListingFormValues {
  return {
    name: '',
    category: '' as ListingFormValues['category'],
    shortDescription: '',
    fullDescription: '',
    hsn: '',
    unit: 'kg',
    moq: '1',
    stepQty: '1',
    price: '',
    slabs: emptySlabs(),
    stock: '0',
    lowStockThreshold: '0',
    weightGrams: '1000',
    packagingSizes: '',
    dispatchDays: '3',
    pickupState: pickup.state && INDIAN_STATES.includes(pickup.state) ? pickup.state : '',
    pickupPin: pickup.zip ?? '',
    specifications: [{ name: '', value: '' }],
    sku: '',
  };
}

/** The form of a saved listing: the version the supplier proposes, pending change included. */
export function listingFormValues(listing: Listing): ListingFormValues {
  const fields = { ...listing.fields, ...listing.pendingChange };
  const slabs = emptySlabs();
  fields.slabs.forEach((slab, index) => {
    slabs[index] = { fromQuantity: String(slab.fromQuantity), price: paiseToRupees(slab.pricePaise) };
  });
  return {
    ...fields,
    moq: String(fields.moq),
    stepQty: String(fields.stepQty),
    price: paiseToRupees(fields.pricePaise),
    slabs,
    stock: String(fields.stock),
    lowStockThreshold: String(fields.lowStockThreshold),
    weightGrams: String(fields.weightGrams),
    packagingSizes: fields.packagingSizes.join(', '),
    dispatchDays: String(fields.dispatchDays),
    specifications: fields.specifications.length > 0 ? fields.specifications : [{ name: '', value: '' }],
  };
}

/** The form field a server issue names (`slabs.1.pricePaise` is the form's `slabs.1.price`). */
export function formFieldOf(serverField: string): string {
  return serverField.replace(/pricePaise$/, 'price');
}
