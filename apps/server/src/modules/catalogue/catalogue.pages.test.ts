import { PRODUCT_PAGE_SIZE_MAX, productListSchema, type ProductList } from '@bulk/domain/catalogue';
import type { ListingFieldsInput } from '@bulk/domain/listings';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { asBearer } from '#src/testing/accounts';
import { supplierWithToken, toorDalListing } from '#src/testing/listings';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// The catalogue read page by page from the database (docs/decisions/022): pages, orders, filters and the
// search over the company's 71 products and two suppliers' listings, on both databases.

let ctx: TestApp;
/** Live listings of an approved supplier: a name starting with 'Toor Dal' and Hindi in the description. */
let arhar: number;
/** A name without 'toor', which only its description holds; sold by the 30 kg sack. */
let pulsesMix: number;
const COMPANY_PRODUCTS = 71;

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
async function list(query: string): Promise<ProductList> {
  const res = await get(`/api/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return productListSchema.parse(res.json());
}
const hindi = (text: string) => encodeURIComponent(text);

async function liveListing(token: string, adminToken: string, fields: Partial<ListingFieldsInput>) {
  const post = (url: string, bearer: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: asBearer(bearer), ...(payload ? { payload } : {}) });
  const created = await post('/api/supplier/products', token, { ...toorDalListing(), ...fields });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  expect((await post(`/api/supplier/products/${id}/submit`, token)).statusCode).toBe(200);
  const approved = await post(`/api/admin/listings/${id}/approve`, adminToken);
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().productId as number;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await setAdminPassword(ctx.database.handle.db, 'catalogue-pages@store.test');
  const adminToken = (
    await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin })
  ).json().token as string;
  const { token } = await supplierWithToken(ctx, true);
  arhar = await liveListing(token, adminToken, {
    name: 'Toor Dal from Latur',
    shortDescription: 'Unpolished अरहर दाल, sun-dried in Latur.',
  });
  pulsesMix = await liveListing(token, adminToken, {
    name: 'Unpolished Pulses Mix',
    shortDescription: 'Toor, moong and masoor dal in one 30 kg sack.',
    unit: 'pieces',
    moq: 10,
    stepQty: 10,
    slabs: [],
    weightGrams: 30_000,
  });
});
afterAll(() => ctx.close());

describe('pages', () => {
  test('the catalogue comes in pages of pageSize in catalogue order; the pages together are the whole listing', async () => {
    const whole = await list('');
    expect(whole).toMatchObject({ total: COMPANY_PRODUCTS + 2, page: 1, pageSize: PRODUCT_PAGE_SIZE_MAX });
    expect(whole.products).toHaveLength(COMPANY_PRODUCTS + 2);

    const pages: number[] = [];
    for (let page = 1; page <= 8; page++) {
      const one = await list(`?pageSize=10&page=${page}`);
      expect(one).toMatchObject({ total: COMPANY_PRODUCTS + 2, page, pageSize: 10 });
      pages.push(...one.products.map((product) => product.id));
    }
    expect(pages).toEqual(whole.products.map((product) => product.id));
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect((await list('?pageSize=10&page=9')).products).toEqual([]);
  });

  test('sorted by price, lowest or highest first, across pages; newest first is the latest listed', async () => {
    const prices = async (sort: string) => {
      const found: number[] = [];
      for (let page = 1; page <= 3; page++) {
        found.push(
          ...(await list(`?sort=${sort}&pageSize=30&page=${page}`)).products.map((p) => p.pricePaise),
        );
      }
      return found;
    };
    const rising = await prices('price-asc');
    expect(rising).toHaveLength(COMPANY_PRODUCTS + 2);
    expect(rising).toEqual([...rising].sort((a, b) => a - b));
    expect(await prices('price-desc')).toEqual([...rising].reverse());
    const newest = await list('?sort=newest&pageSize=2');
    expect(newest.products.map((product) => product.id)).toEqual([pulsesMix, arhar]);
  });

  test('filters apply before paging: category, price band and seller, with the total of every page', async () => {
    const pulses = await list('?category=pulses&pageSize=3&page=2');
    const allPulses = await list('?category=pulses');
    expect(pulses.total).toBe(allPulses.total);
    expect(pulses.products).toEqual(allPulses.products.slice(3, 6));
    expect(allPulses.products.every((product) => product.categorySlug === 'pulses')).toBe(true);

    const band = await list('?minPrice=100&maxPrice=250&pageSize=5');
    expect(band.products.every((p) => p.pricePaise >= 10_000 && p.pricePaise <= 25_000)).toBe(true);
    expect(band.total).toBeGreaterThan(band.products.length);

    const suppliers = await list('?seller=suppliers');
    expect(suppliers.products.map((product) => product.id)).toEqual([arhar, pulsesMix]);
    expect((await list('?seller=company&pageSize=1')).total).toBe(COMPANY_PRODUCTS);
  });

  test('the weight of a selling unit filters the whole catalogue before paging, both ends included', async () => {
    // Every company product weighs 1 kg a unit: the sack of the supplier is the one heavier unit.
    const heavy = await list('?minWeightGrams=1001');
    expect(heavy.products.map((product) => product.id)).toEqual([pulsesMix]);
    expect((await list('?minWeightGrams=30000&maxWeightGrams=30000')).total).toBe(1);
    expect((await list('?maxWeightGrams=999')).total).toBe(0);

    const light = await list('?category=pulses&maxWeightGrams=1000');
    const lightPaged: number[] = [];
    for (let page = 1; page <= Math.ceil(light.total / 4); page++) {
      const one = await list(`?category=pulses&maxWeightGrams=1000&pageSize=4&page=${page}`);
      expect(one.total).toBe(light.total);
      lightPaged.push(...one.products.map((product) => product.id));
    }
    expect(lightPaged).toEqual(light.products.map((product) => product.id));
    expect(lightPaged).toContain(arhar);
    expect(lightPaged).not.toContain(pulsesMix);
    expect(light.total).toBe((await list('?category=pulses')).total - 1);
  });

  test('a page, page size, order or weight out of range is a 400 naming it', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=1001', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?pageSize=2.5', 'pageSize'],
      ['?sort=cheapest', 'sort'],
      ['?maxWeightGrams=-1', 'maxWeightGrams'],
      ['?minWeightGrams=2.5', 'minWeightGrams'],
      ['?minWeightGrams=5000&maxWeightGrams=1000', 'maxWeightGrams'],
    ] as const) {
      const res = await get(`/api/products${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { code: string; issues?: { field: string }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues?.map((issue) => issue.field)).toContain(field);
    }
  });
});

describe('search in the database', () => {
  test("a Hindi word written in a supplier's listing finds it", async () => {
    const found = await list(`?q=${hindi('अरहर')}`);
    expect(found.products.map((product) => product.id)).toEqual([arhar]);
  });

  test('names starting with the search first, then names holding it, then descriptions, across pages', async () => {
    const whole = await list('?q=toor');
    const ids = whole.products.map((product) => product.id);
    expect(ids[0]).toBe(arhar);
    expect(ids.at(-1)).toBe(pulsesMix);
    expect(whole.products.slice(1, -1).every((product) => /toor/i.test(product.name))).toBe(true);

    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      paged.push(...(await list(`?q=toor&pageSize=2&page=${page}`)).products.map((product) => product.id));
    }
    expect(paged).toEqual(ids);
  });

  test('a typo still finds the product: words close to the search when nothing holds it as typed', async () => {
    const found = await list('?q=basmti');
    expect(found.total).toBeGreaterThan(0);
    expect(found.products.every((product) => /basmati/i.test(product.name + product.shortDescription))).toBe(
      true,
    );
    const dal = await list('?q=toorr%20dal');
    expect(dal.products.map((product) => product.id)).toContain(arhar);
    expect((await list('?q=saffron-laptop')).total).toBe(0);
  });

  test('in another language the pages keep its ranking: its matches first, then the English ones', async () => {
    const whole = await list(`?lang=hi&q=${hindi('दाल')}`);
    expect(whole.total).toBeGreaterThan(2);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 4); page++) {
      const one = await list(`?lang=hi&q=${hindi('दाल')}&pageSize=4&page=${page}`);
      paged.push(...one.products.map((product) => product.id));
    }
    expect(paged).toEqual(whole.products.map((product) => product.id));
    // Written in Hindi in its description only, the supplier's listing comes after the translated names.
    const named = whole.products.filter((product) => product.name.includes('दाल'));
    expect(named.length).toBeGreaterThan(0);
    expect(paged.indexOf(arhar)).toBeGreaterThan(paged.indexOf(named.at(-1)!.id));
  });
});
