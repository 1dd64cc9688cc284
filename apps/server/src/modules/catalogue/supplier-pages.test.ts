import { productListSchema, productSchema } from '@bulk/domain/catalogue';
import { supplierPageSchema } from '@bulk/domain/suppliers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { supplierProfiles, users } from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { asBearer, uniqueEmail } from '#src/testing/accounts';
import { createDraftListing } from '#src/testing/listings';
import { registerSupplier } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await setAdminPassword(ctx.database.handle.db, 'pages@store.test');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin })).json()
    .token;
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const post = (url: string, token: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: asBearer(token), payload });
const slugOf = async (userId: number) =>
  (
    await db()
      .select({ slug: supplierProfiles.slug })
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, userId))
  )[0]!.slug;

/** A supplier approved by an admin, in Indore, with one listing live (toor dal with a slab from 500 kg). */
async function sellingSupplier(businessName: string) {
  const { token, user } = await registerSupplier(ctx, uniqueEmail('page'), businessName);
  expect((await post(`/api/admin/suppliers/${user.id}/approve`, adminToken)).statusCode).toBe(200);
  await db().update(users).set({ city: 'Indore', state: 'Madhya Pradesh' }).where(eq(users.id, user.id));
  const listingId = await createDraftListing(ctx, token);
  expect((await post(`/api/supplier/products/${listingId}/submit`, token)).statusCode).toBe(200);
  const approved = await post(`/api/admin/listings/${listingId}/approve`, adminToken);
  expect(approved.statusCode, approved.body).toBe(200);
  return {
    token,
    user,
    listingId,
    productId: approved.json().productId as number,
    slug: await slugOf(user.id),
  };
}

describe("a supplier's address", () => {
  test('comes from the business name; a second supplier of that name gets its account id added', async () => {
    const name = `Narmada Pulses & Grains ${Date.now()}`;
    const first = await registerSupplier(ctx, uniqueEmail('slug'), name);
    const second = await registerSupplier(ctx, uniqueEmail('slug'), name);
    const base = `narmada-pulses-grains-${name.split(' ').at(-1)}`;
    expect(await slugOf(first.user.id)).toBe(base);
    expect(await slugOf(second.user.id)).toBe(`${base}-${second.user.id}`);
  });

  test('a name in Devanagari still gets an address', async () => {
    const { user } = await registerSupplier(ctx, uniqueEmail('slug'), 'मालवा कृषि उद्योग');
    expect(await slugOf(user.id)).toMatch(/^supplier(-\d+)?$/);
  });
});

describe('GET /api/suppliers/:slug', () => {
  test('shows an approved supplier: where it is, since when, and its products on sale as a listing shows them', async () => {
    const { slug, productId, token, listingId } = await sellingSupplier(`Malwa Dal Mill ${Date.now()}`);
    const res = await get(`/api/suppliers/${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = supplierPageSchema.parse(res.json());
    expect(page).toMatchObject({ slug, city: 'Indore', state: 'Madhya Pradesh' });
    expect(Date.now() - Date.parse(page.memberSince)).toBeLessThan(60_000);
    expect(page.products.map((product) => product.id)).toEqual([productId]);
    expect(page.products[0]).toMatchObject({ seller: { businessName: page.businessName, slug } });
    // Slabs are the product page's (`GET /api/products/:id`), as for any listing.
    expect(page.products[0]).not.toHaveProperty('slabs');

    // Paused by the supplier, the listing leaves the page; the page stays.
    expect((await post(`/api/supplier/products/${listingId}/pause`, token)).statusCode).toBe(200);
    const paused = supplierPageSchema.parse((await get(`/api/suppliers/${slug}`)).json());
    expect(paused.products).toEqual([]);
  });

  test('a supplier not approved has no page: 404, as for an unknown address', async () => {
    const { user } = await registerSupplier(ctx, uniqueEmail('page'), `Pending Traders ${Date.now()}`);
    for (const slug of [await slugOf(user.id), 'no-such-supplier']) {
      const res = await get(`/api/suppliers/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('There is no supplier at this address.');
    }
  });

  test('an address that cannot be one is a 400 naming slug', async () => {
    for (const slug of ['Upper-Case', 'two--hyphens', `${'a'.repeat(80)}`]) {
      const res = await get(`/api/suppliers/${encodeURIComponent(slug)}`);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().issues.map((issue: { field: string }) => issue.field)).toEqual(['slug']);
    }
  });
});

describe('the catalogue and its sellers', () => {
  test("a supplier's product says who sells it and its slabs; the company's says neither", async () => {
    const { productId, slug } = await sellingSupplier(`Sold By Test ${Date.now()}`);
    const supplierProduct = productSchema.parse((await get(`/api/products/${productId}`)).json());
    // Without invoice details on file its products cannot be ordered yet (docs/decisions/023).
    expect(supplierProduct.seller).toEqual({
      id: expect.any(Number),
      businessName: expect.stringMatching(/^Sold By Test/),
      slug,
      state: null,
      orderable: false,
    });
    expect(supplierProduct.pickupState).toBe('Maharashtra');
    expect(supplierProduct.slabs).toEqual([{ fromQuantity: 500, pricePaise: 38_000 }]);
    const own = productSchema.parse((await get('/api/products/2')).json());
    expect(own).toMatchObject({ seller: null, pickupState: null, slabs: [] });
  });

  test('?seller= lists the company’s goods or the suppliers’, which together are the whole catalogue', async () => {
    const { productId } = await sellingSupplier(`Filter Test ${Date.now()}`);
    const ids = async (query: string) =>
      productListSchema
        .parse((await get(`/api/products${query}`)).json())
        .products.map((product) => product.id);
    const all = await ids('');
    const company = await ids('?seller=company');
    const suppliers = await ids('?seller=suppliers');
    expect(suppliers).toContain(productId);
    expect(company).not.toContain(productId);
    expect(company.length).toBeGreaterThan(60);
    expect([...company, ...suppliers].sort((a, b) => a - b)).toEqual(all);

    const bad = await get('/api/products?seller=everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: 'seller', message: 'Must be company or suppliers.' }]);
  });
});
