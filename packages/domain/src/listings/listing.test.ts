import { describe, expect, test } from 'vitest';
import { GST_RATE_DRY_FRUITS_BPS, GST_RATE_STANDARD_BPS } from '../tax/gst-rates';
import {
  listingFieldsSchema,
  listingGstRateBps,
  sameFieldValue,
  splitListingChange,
  type ListingFields,
  type ListingFieldsInput,
} from './listing';

const toorDal: ListingFieldsInput = {
  name: 'Toor Dal, unpolished',
  category: 'Pulses',
  shortDescription: 'Sun-dried toor dal from Latur.',
  fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
  hsn: '0713',
  unit: 'kg',
  moq: 100,
  stepQty: 50,
  pricePaise: 42_000,
  slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
  stock: 5000,
  lowStockThreshold: 500,
  weightGrams: 1000,
  packagingSizes: ['30 kg sack'],
  dispatchDays: 3,
  pickupState: 'Maharashtra',
  pickupPin: '413512',
  specifications: [{ name: 'Moisture', value: 'below 10%' }],
  sku: 'TD-30',
};

const issuesOf = (input: unknown) =>
  (listingFieldsSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('a listing', () => {
  test('with every field right is accepted', () => {
    expect(listingFieldsSchema.safeParse(toorDal).success).toBe(true);
  });

  test.each([
    ['pricePaise', { pricePaise: 0 }],
    ['pricePaise', { pricePaise: 10.5 }],
    ['moq', { moq: 0 }],
    ['moq', { moq: 2_000_000 }],
    ['stepQty', { stepQty: -5 }],
    ['hsn', { hsn: '07A3' }],
    ['hsn', { hsn: '07135' }],
    ['category', { category: 'Toys' }],
    ['unit', { unit: 'litre' }],
    ['pickupPin', { pickupPin: '41351' }],
    ['pickupPin', { pickupPin: '110001' }],
    ['slabs.0.fromQuantity', { slabs: [{ fromQuantity: 520, pricePaise: 38_000 }] }],
    ['slabs.0.pricePaise', { slabs: [{ fromQuantity: 500, pricePaise: 43_000 }] }],
    ['slabs', { slabs: [1, 2, 3, 4].map((n) => ({ fromQuantity: 100 + n * 100, pricePaise: 40_000 - n })) }],
    ['sku', { sku: 'TD 30' }],
    ['name', { name: '   ' }],
  ])('names %s when it is wrong (%o)', (field, change) => {
    expect(issuesOf({ ...toorDal, ...change })).toContain(field);
  });

  test('takes its GST rate from the dated table by HSN code', () => {
    const at = new Date('2026-01-15T00:00:00Z');
    expect(listingGstRateBps({ hsn: '0713' }, at)).toBe(GST_RATE_STANDARD_BPS);
    expect(listingGstRateBps({ hsn: '080211' }, at)).toBe(GST_RATE_DRY_FRUITS_BPS);
  });
});

describe('a change to a live listing', () => {
  const current = listingFieldsSchema.parse(toorDal) as ListingFields;

  test('of the price, slabs, HSN or category is reviewed; anything else publishes at once', () => {
    const { reviewed, immediate } = splitListingChange(current, {
      pricePaise: 41_000,
      hsn: '071310',
      category: 'Pulses',
      stock: 10,
      name: 'Toor Dal',
    });
    expect(reviewed).toEqual({ pricePaise: 41_000, hsn: '071310' });
    expect(immediate).toEqual({ stock: 10, name: 'Toor Dal' });
  });

  test('that repeats the current values changes nothing', () => {
    expect(splitListingChange(current, { slabs: current.slabs, stock: current.stock })).toEqual({
      reviewed: {},
      immediate: {},
    });
  });
});

describe('sameFieldValue', () => {
  test('slabs read back from jsonb, their keys in another order, are the same slabs', () => {
    const saved = [{ fromQuantity: 500, pricePaise: 38_000 }];
    const readBack = [{ pricePaise: 38_000, fromQuantity: 500 }];
    expect(sameFieldValue(saved, readBack)).toBe(true);
    expect(sameFieldValue(saved, [{ fromQuantity: 500, pricePaise: 37_000 }])).toBe(false);
    expect(sameFieldValue(saved, [...saved, ...saved])).toBe(false);
    expect(sameFieldValue('0713', '0713')).toBe(true);
  });

  test('splitListingChange leaves out slabs that only differ in key order', () => {
    const current = listingFieldsSchema.parse(toorDal);
    const patch = {
      slabs: current.slabs.map(({ fromQuantity, pricePaise }) => ({ pricePaise, fromQuantity })),
    };
    expect(splitListingChange(current, patch)).toEqual({ reviewed: {}, immediate: {} });
  });
});
