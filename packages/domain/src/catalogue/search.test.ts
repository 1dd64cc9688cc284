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

describe('filterProducts by weight per selling unit', () => {
  const unit = (id: number, weightGrams: number) => ({ ...product(id, `Unit ${id}`), weightGrams });
  const catalogue = [unit(1, 500), unit(2, 1000), unit(3, 25_000), unit(4, 50_000)];

  test('keeps the units within the range, both ends included', () => {
    const ids = (filter: Parameters<typeof filterProducts>[1]) =>
      filterProducts(catalogue, filter).map((p) => p.id);
    expect(ids({ maxWeightGrams: 1000 })).toEqual([1, 2]);
    expect(ids({ minWeightGrams: 1000, maxWeightGrams: 25_000 })).toEqual([2, 3]);
    expect(ids({ minWeightGrams: 25_001 })).toEqual([4]);
    expect(ids({ maxWeightGrams: 0 })).toEqual([]);
  });
});
