import { searchTerms } from '@bulk/domain/catalogue';
import { expect, test } from 'vitest';
import { CatalogueTranslations, type CatalogueProductRow } from './catalogue.translations';

const sorghum = {
  name: 'Sorghum Flour',
  shortDescription: 'Jowar flour.',
  fullDescription: 'Jowar flour, finely milled.',
};

const translations = new CatalogueTranslations(
  new Map([
    [
      'hi',
      {
        categories: { Flour: 'आटा' },
        packaging: { '1kg': '1 किलो' },
        products: {
          1: {
            name: 'ज्वार का आटा',
            shortDescription: 'ज्वार का आटा।',
            fullDescription: 'बारीक पिसा ज्वार का आटा।',
          },
        },
      },
    ],
  ]),
  new Map([[1, sorghum]]),
);

const row = (overrides: Partial<CatalogueProductRow> = {}): CatalogueProductRow => ({
  id: 1,
  ...sorghum,
  category: 'Flour',
  categorySlug: 'flour',
  pricePaise: 500,
  originalPricePaise: 600,
  unit: 'kg',
  moq: 1,
  stepQty: 1,
  weightGrams: 1000,
  hsn: '1102',
  packagingSizes: ['1kg'],
  rating: 4.5,
  reviews: 1,
  images: [],
  photos: [],
  certificates: [],
  documents: [],
  featured: false,
  seller: null,
  pickupState: null,
  slabs: [],
  ...overrides,
});

test("the company's product reads in the language asked for; its category and packaging stay English keys", () => {
  expect(translations.product('hi', row())).toMatchObject({
    name: 'ज्वार का आटा',
    shortDescription: 'ज्वार का आटा।',
    fullDescription: 'बारीक पिसा ज्वार का आटा।',
    category: 'Flour',
    categoryLabel: 'आटा',
    packagingSizes: ['1kg'],
    packagingLabels: ['1 किलो'],
  });
});

test('English, and a language without a file, answer the text as written with labels equal to the keys', () => {
  for (const lang of ['en', 'fr'] as const) {
    expect(translations.product(lang, row())).toMatchObject({
      ...sorghum,
      categoryLabel: 'Flour',
      packagingLabels: ['1kg'],
    });
  }
});

test("a field edited since it was translated, and a supplier's listing, show their English as written", () => {
  const edited = translations.product('hi', row({ name: 'Sorghum Flour, new crop' }));
  expect(edited.name).toBe('Sorghum Flour, new crop');
  expect(edited.shortDescription).toBe('ज्वार का आटा।');

  const listing = translations.product('hi', row({ id: 500, name: 'Jowar atta', packagingSizes: ['1kg'] }));
  expect(listing).toMatchObject({ name: 'Jowar atta', categoryLabel: 'आटा', packagingLabels: ['1kg'] });
});

test('translated names and category labels are searched in their own script', () => {
  expect(translations.productIdsNamed('hi', searchTerms('ज्वार'))).toEqual([1]);
  expect(translations.productIdsNamed('en', searchTerms('ज्वार'))).toEqual([]);
  expect(translations.categoriesLabelled('hi', searchTerms('आटा'))).toEqual(['Flour']);
});
