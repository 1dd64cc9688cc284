import { describe, expect, test } from 'vitest';
import { listingFieldsSchema } from './listing';
import {
  listingSheetExample,
  listingSheetHeaders,
  listingSheetRow,
  locateListingColumns,
  readListingSheetRow,
  rupeesToPaise,
  RUPEES_PATTERN,
} from './sheet';

const cellsOf = (values: Record<string, string>) =>
  listingSheetHeaders.map((header, index) => values[header] ?? listingSheetExample[index]!);

describe('a listing as a sheet row', () => {
  test("the template's example row is a valid listing, in paise", () => {
    const read = readListingSheetRow(listingSheetExample);
    expect(read.issues).toBeUndefined();
    expect(read.fields).toMatchObject({
      sku: 'TD-30',
      pricePaise: 42_000,
      slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
      packagingSizes: ['30 kg sack', '50 kg sack'],
      specifications: [
        { name: 'Moisture', value: 'below 10%' },
        { name: 'Grade', value: 'FAQ' },
      ],
    });
  });

  test('a listing written as a row reads back the same', () => {
    const fields = listingFieldsSchema.parse({
      ...readListingSheetRow(listingSheetExample).fields,
      pricePaise: 42_050,
      slabs: [
        { fromQuantity: 500, pricePaise: 38_000 },
        { fromQuantity: 1000, pricePaise: 35_025 },
      ],
    });
    const cells = listingSheetRow(fields).map(String);
    expect(readListingSheetRow(cells).fields).toEqual(fields);
  });

  test('each problem names its column and field, with the rules of the form', () => {
    const read = readListingSheetRow(
      cellsOf({
        SKU: '',
        'Price (Rs)': '4,20',
        'Slab 1 price (Rs)': '450',
        Category: 'Bricks',
        Specifications: 'Moisture below 10%',
      }),
    );
    expect(read.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ column: 'SKU', field: 'sku' }),
        expect.objectContaining({
          column: 'Price (Rs)',
          field: 'pricePaise',
          message: expect.stringContaining('rupees'),
        }),
        expect.objectContaining({
          column: 'Category',
          field: 'category',
          message: expect.stringContaining('Pulses'),
        }),
        expect.objectContaining({ column: 'Specifications', field: 'specifications' }),
      ]),
    );
  });

  test('a rule between fields names its column, and a number stored without its leading zero is an HSN code', () => {
    const read = readListingSheetRow(
      cellsOf({
        'Slab 1 from quantity': '',
        'Slab 1 price (Rs)': '',
        'Slab 2 from quantity': '550',
        'Slab 2 price (Rs)': '430',
      }),
    );
    expect(read.issues).toEqual([
      expect.objectContaining({ column: 'Slab 2 price (Rs)', field: 'slabs.1.pricePaise' }),
    ]);
    expect(readListingSheetRow(cellsOf({ 'Pickup PIN': '110001' })).issues).toEqual([
      expect.objectContaining({ column: 'Pickup PIN', field: 'pickupPin' }),
    ]);
    expect(readListingSheetRow(cellsOf({ 'HSN code': '713', Unit: 'KG' })).fields).toMatchObject({
      hsn: '0713',
      unit: 'kg',
    });
  });

  test('headers are found in any order and case; missing ones are named', () => {
    const shuffled = [...listingSheetHeaders].reverse().map((header) => header.toUpperCase());
    const found = locateListingColumns(shuffled);
    expect('indexes' in found && found.indexes[0]).toBe(listingSheetHeaders.length - 1);
    expect(locateListingColumns(['SKU', 'Product name'])).toMatchObject({
      missing: expect.arrayContaining(['Category', 'Price (Rs)']),
    });
  });

  test('rupees are read exactly', () => {
    expect(rupeesToPaise('420.5')).toBe(42_050);
    expect(rupeesToPaise('0.29')).toBe(29);
    expect(RUPEES_PATTERN.test('1e3')).toBe(false);
  });
});
