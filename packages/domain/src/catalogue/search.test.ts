import { describe, expect, test } from 'vitest';
import type { Product } from './product';
import { filterProducts } from './product-filter';
import { foldForSearch, searchRank, searchSuggestionsQuerySchema, searchTerms } from './search';

function product(id: number, name: string, shortDescription = '', category = 'Pulses'): Product {
  return {
    id,
    name,
    category,
    categoryLabel: category,
    categorySlug: category.toLowerCase().replace(/\s+/g, '-'),
    shortDescription,
    fullDescription: '',
    pricePaise: 100,
    originalPricePaise: 100,
    unit: 'kg',
    moq: 1,
    stepQty: 1,
    weightGrams: 1000,
    hsn: '1006',
    packagingSizes: [],
    packagingLabels: [],
    rating: 4,
    reviews: 0,
    images: [],
    photos: [],
    certificates: [],
    documents: [],
    featured: false,
    seller: null,
    pickupState: null,
    slabs: [],
  };
}

describe('foldForSearch', () => {
  test('drops accents and case', () => {
    expect(foldForSearch('Jalapeño CRÈME Brûlée')).toBe('jalapeno creme brulee');
  });
});

describe('searchRank', () => {
  test('a name starting with the query beats a name holding its terms, which beats a match elsewhere', () => {
    const terms = searchTerms('rice');
    expect(searchRank(foldForSearch('Rice Flour'), terms)).toBe(0);
    expect(searchRank(foldForSearch('Basmati Rice'), terms)).toBe(1);
    expect(searchRank(foldForSearch('Poha'), terms)).toBe(2);
  });
});

describe('filterProducts with a search', () => {
  const catalogue = [
    product(1, 'Poha', 'Flattened rice for breakfast'),
    product(2, 'Basmati Rice', 'Long grain'),
    product(3, 'Toor Dal', 'Split pigeon peas'),
    product(4, 'Rice Flour', 'Fine flour'),
    product(5, 'Sona Masoori Rice', 'Light rice'),
    product(6, 'Café Blend', 'Roasted'),
  ];

  test('lists the products named after the search first, then those that only mention it', () => {
    const found = filterProducts(catalogue, { q: 'rice' }).map((p) => p.name);
    expect(found).toEqual(['Rice Flour', 'Basmati Rice', 'Sona Masoori Rice', 'Poha']);
  });

  test('ignores accents and case in both the search and the catalogue', () => {
    expect(filterProducts(catalogue, { q: 'CAFE' }).map((p) => p.id)).toEqual([6]);
    expect(filterProducts(catalogue, { q: 'basmatí' }).map((p) => p.id)).toEqual([2]);
  });

  test('keeps the catalogue order without a search', () => {
    expect(filterProducts(catalogue, {}).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('searchSuggestionsQuerySchema', () => {
  test('takes the text trimmed and refuses an empty or over-long query', () => {
    expect(searchSuggestionsQuerySchema.parse({ q: '  rice ' })).toEqual({ q: 'rice' });
    expect(searchSuggestionsQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(searchSuggestionsQuerySchema.safeParse({}).success).toBe(false);
    expect(searchSuggestionsQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
