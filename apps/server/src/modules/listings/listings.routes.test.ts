import { adminListingListSchema, listingSchema, type Listing } from '@bulk/domain/listings';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, listings, outboxMessages, products, supplierProfiles } from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { createSession } from '#src/modules/auth/sessions';
import { asBearer, createUser } from '#src/testing/accounts';
import { createDraftListing, supplierWithToken, toorDalListing } from '#src/testing/listings';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await setAdminPassword(ctx.database.handle.db, 'chief@store.test');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin });
  adminToken = login.json().token;
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? asBearer(token) : {}, ...(payload && { payload }) });
const listingOf = (res: { json(): unknown }): Listing => listingSchema.parse(res.json());
const act = (token: string, id: number, action: string) =>
  call('POST', `/api/supplier/products/${id}/${action}`, token);
const approve = (id: number) => call('POST', `/api/admin/listings/${id}/approve`, adminToken);
const reject = (id: number, reason: string) =>
  call('POST', `/api/admin/listings/${id}/reject`, adminToken, { reason });
const reviewCount = async () =>
  (await call('GET', '/api/admin/listings/count', adminToken)).json().count as number;
const storeProduct = (productId: number) => call('GET', `/api/products/${productId}`);
const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { issues?: { field: string }[] }).issues ?? []).map((issue) => issue.field);

async function liveListing() {
  const supplier = await supplierWithToken(ctx, true);
  const id = await createDraftListing(ctx, supplier.token);
  expect((await act(supplier.token, id, 'submit')).statusCode).toBe(200);
  const approved = await approve(id);
  expect(approved.statusCode, approved.body).toBe(200);
  return { ...supplier, id, productId: approved.json().productId as number };
}

describe('who may reach listings', () => {
  test('a visitor gets 401 and any role but a supplier 403, on the supplier API', async () => {
    expect((await call('GET', '/api/supplier/products')).statusCode).toBe(401);
    expect((await call('POST', '/api/supplier/products', undefined, toorDalListing())).statusCode).toBe(401);
    for (const role of ['customer', 'jobseeker', 'admin'] as const) {
      const user = await createUser(ctx, role);
      const token = await createSession(db(), user.id);
      expect((await call('GET', '/api/supplier/products', token)).statusCode).toBe(403);
      expect((await call('POST', '/api/supplier/products', token, toorDalListing())).statusCode).toBe(403);
    }
  });

  test("a supplier never sees or changes another supplier's listing: 404, as for a missing one", async () => {
    const owner = await supplierWithToken(ctx, true);
    const other = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, owner.token);
    expect((await call('GET', `/api/supplier/products/${id}`, other.token)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/supplier/products/${id}`, other.token, { stock: 1 })).statusCode).toBe(
      404,
    );
    for (const action of ['submit', 'pause', 'resume', 'archive']) {
      expect((await act(other.token, id, action)).statusCode).toBe(404);
    }
    const list = await call('GET', '/api/supplier/products', other.token);
    expect(list.json().listings).toEqual([]);
    const own = listingOf(await call('GET', `/api/supplier/products/${id}`, owner.token));
    expect(own).toMatchObject({ status: 'draft', fields: { stock: 5000 } });
  });

  test('the review is for admins only', async () => {
    const supplier = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, supplier.token);
    expect((await call('GET', '/api/admin/listings?status=submitted')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/listings', supplier.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/listings/${id}/approve`, supplier.token)).statusCode).toBe(403);
  });
});

describe('publishing', () => {
  test('a pending supplier keeps drafts but cannot submit; once approved it can', async () => {
    const { token, user } = await supplierWithToken(ctx, false);
    const id = await createDraftListing(ctx, token);
    const refused = await act(token, id, 'submit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('approved by an admin');
    expect(listingOf(await call('GET', `/api/supplier/products/${id}`, token)).status).toBe('draft');

    const decided = await call('POST', `/api/admin/suppliers/${user.id}/approve`, adminToken, {});
    expect(decided.statusCode, decided.body).toBe(200);
    expect(listingOf(await act(token, id, 'submit')).status).toBe('submitted');
  });

  test('a lapsed member keeps drafts but cannot submit, and an admin cannot publish for it', async () => {
    const { token, user } = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, token);
    expect((await act(token, id, 'submit')).statusCode).toBe(200);
    await db()
      .update(supplierProfiles)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(supplierProfiles.userId, user.id));
    const draft = await createDraftListing(ctx, token, 'SECOND');
    const refused = await act(token, draft, 'submit');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('membership has ended');

    const mailBefore = await db().select({ n: count() }).from(outboxMessages);
    expect((await approve(id)).statusCode).toBe(409);
    // Nothing half-written: no product, no email, no audit entry, the listing still waiting.
    expect(await db().select().from(products).where(eq(products.listingId, id))).toEqual([]);
    expect(await db().select({ n: count() }).from(outboxMessages)).toEqual(mailBefore);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.target, `listing:${id}`)),
    ).toEqual([]);
    expect(listingOf(await call('GET', `/api/supplier/products/${id}`, token)).status).toBe('submitted');
  });

  test('an approved listing goes on sale; paused or archived it leaves the store', async () => {
    const { token, id, productId } = await liveListing();
    const product = await storeProduct(productId);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({
      name: 'Toor Dal, unpolished',
      pricePaise: 42_000,
      moq: 100,
      stepQty: 50,
    });
    const listed = await call('GET', '/api/products?category=pulses');
    expect(listed.json().products.map((p: { id: number }) => p.id)).toContain(productId);

    expect(listingOf(await act(token, id, 'pause'))).toMatchObject({
      status: 'paused',
      pausedBy: 'supplier',
    });
    expect((await storeProduct(productId)).statusCode).toBe(404);
    expect(listingOf(await act(token, id, 'resume')).status).toBe('live');
    expect((await storeProduct(productId)).statusCode).toBe(200);
    expect(listingOf(await act(token, id, 'archive')).status).toBe('archived');
    expect((await storeProduct(productId)).statusCode).toBe(404);
    expect((await act(token, id, 'resume')).statusCode).toBe(409);
    expect((await call('PATCH', `/api/supplier/products/${id}`, token, { stock: 9 })).statusCode).toBe(409);
  });

  test('a transition that does not apply is a 409 and changes nothing', async () => {
    const { token } = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, token);
    expect((await act(token, id, 'pause')).statusCode).toBe(409);
    expect((await act(token, id, 'resume')).statusCode).toBe(409);
    expect((await approve(id)).statusCode).toBe(409);
    expect(listingOf(await call('GET', `/api/supplier/products/${id}`, token)).status).toBe('draft');
  });

  test('stock at zero pauses a live listing and new stock brings it back', async () => {
    const { token, id, productId } = await liveListing();
    const out = listingOf(await call('PATCH', `/api/supplier/products/${id}`, token, { stock: 0 }));
    expect(out).toMatchObject({ status: 'paused', pausedBy: 'stock', lowStock: true });
    expect((await storeProduct(productId)).statusCode).toBe(404);
    // The dashboard counts it among the listings low on stock.
    expect((await call('GET', '/api/supplier/stats', token)).json().lowStock).toBe(1);
    const back = listingOf(await call('PATCH', `/api/supplier/products/${id}`, token, { stock: 800 }));
    expect((await call('GET', '/api/supplier/stats', token)).json().lowStock).toBe(0);
    expect(back).toMatchObject({ status: 'live', pausedBy: null });
    expect((await storeProduct(productId)).statusCode).toBe(200);
  });

  test("the company's checkout does not sell a supplier's product", async () => {
    const { productId } = await liveListing();
    const res = await call('POST', '/api/create-order', undefined, {
      productType: 'order',
      lines: [{ productId, quantity: 100 }],
      shipping: {
        fullName: 'Meera Iyer',
        email: 'meera@example.in',
        address: '7 Spice Lane',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
      },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(fieldsOf(res)).toEqual(['lines.0.productId']);
  });
});

describe('the review', () => {
  test('approving a new listing emails the supplier and is audited', async () => {
    const { token, user } = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, token);
    await act(token, id, 'submit');
    const queue = adminListingListSchema.parse(
      (await call('GET', '/api/admin/listings?status=submitted', adminToken)).json(),
    );
    expect(queue.listings.find((listing) => listing.id === id)).toMatchObject({
      review: 'new',
      seller: { id: user.id, email: user.email },
    });
    const waiting = await reviewCount();
    expect(waiting).toBeGreaterThanOrEqual(1);

    expect((await approve(id)).json()).toMatchObject({ status: 'live', review: 'new' });
    expect(await reviewCount()).toBe(waiting - 1);
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, user.email), eq(outboxMessages.kind, 'listing_approved')));
    expect(mail?.text).toContain('Toor Dal, unpolished');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `listing:${id}`));
    expect(audit).toMatchObject({ action: 'listing.approve' });
  });

  test('a rejection needs a reason, which the supplier reads in the email and on the listing', async () => {
    const { token, user } = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, token);
    await act(token, id, 'submit');
    const noReason = await call('POST', `/api/admin/listings/${id}/reject`, adminToken, {});
    expect(noReason.statusCode).toBe(400);
    expect(fieldsOf(noReason)).toEqual(['reason']);

    expect((await reject(id, 'The HSN code is for wheat flour.')).statusCode).toBe(200);
    const listing = listingOf(await call('GET', `/api/supplier/products/${id}`, token));
    expect(listing).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The HSN code is for wheat flour.',
    });
    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, user.email), eq(outboxMessages.kind, 'listing_rejected')));
    expect(mail?.text).toContain('Reason: The HSN code is for wheat flour.');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `listing:${id}`));
    expect(audit).toMatchObject({
      action: 'listing.reject',
      details: { reason: 'The HSN code is for wheat flour.' },
    });
    // Corrected, it goes back to the queue, the old reason cleared.
    await call('PATCH', `/api/supplier/products/${id}`, token, { hsn: '071310' });
    expect(listingOf(await act(token, id, 'submit'))).toMatchObject({
      status: 'submitted',
      rejectionReason: null,
    });
  });

  test('a price change to a live listing waits for review while the old price stays on sale; other changes publish at once', async () => {
    const { token, id, productId } = await liveListing();
    const before = await reviewCount();
    const changed = listingOf(
      await call('PATCH', `/api/supplier/products/${id}`, token, {
        pricePaise: 41_000,
        name: 'Toor Dal, unpolished, Latur',
        stock: 4000,
      }),
    );
    expect(changed).toMatchObject({
      status: 'live',
      pendingChange: { pricePaise: 41_000 },
      fields: { pricePaise: 42_000, name: 'Toor Dal, unpolished, Latur', stock: 4000 },
    });
    expect((await storeProduct(productId)).json()).toMatchObject({
      name: 'Toor Dal, unpolished, Latur',
      pricePaise: 42_000,
    });
    expect(await reviewCount()).toBe(before + 1);
    const queue = adminListingListSchema.parse((await call('GET', '/api/admin/listings', adminToken)).json());
    expect(queue.listings.find((listing) => listing.id === id)).toMatchObject({ review: 'change' });

    expect((await approve(id)).json()).toMatchObject({
      review: 'change',
      pendingChange: null,
      fields: { pricePaise: 41_000 },
    });
    expect((await storeProduct(productId)).json()).toMatchObject({ pricePaise: 41_000 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `listing:${id}`))
      .orderBy(auditLog.id)
      .offset(1);
    expect(audit).toMatchObject({ action: 'listing.change.approve' });
  });

  test('a rejected change is dropped and the listing stays on sale as it was', async () => {
    const { token, id, productId } = await liveListing();
    await call('PATCH', `/api/supplier/products/${id}`, token, { category: 'Indian Rice', hsn: '1006' });
    expect((await reject(id, 'Toor dal is a pulse.')).statusCode).toBe(200);
    const listing = listingOf(await call('GET', `/api/supplier/products/${id}`, token));
    expect(listing).toMatchObject({
      status: 'live',
      pendingChange: null,
      rejectionReason: 'Toor dal is a pulse.',
      fields: { category: 'Pulses', hsn: '0713' },
    });
    expect((await storeProduct(productId)).json()).toMatchObject({ category: 'Pulses', hsn: '0713' });
  });

  test('a lapsed member cannot propose a reviewed change through an edit either', async () => {
    const { token, id, user } = await liveListing();
    await db()
      .update(supplierProfiles)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(supplierProfiles.userId, user.id));
    expect(
      (await call('PATCH', `/api/supplier/products/${id}`, token, { pricePaise: 43_000 })).statusCode,
    ).toBe(403);
    expect(listingOf(await call('GET', `/api/supplier/products/${id}`, token)).pendingChange).toBeNull();
  });
});

describe('bad input is a 400 naming the field, and saves nothing', () => {
  test.each([
    ['pricePaise', { pricePaise: 0 }],
    ['pricePaise', { pricePaise: 'cheap' }],
    ['moq', { moq: 0 }],
    ['stepQty', { stepQty: 1.5 }],
    ['hsn', { hsn: '07' }],
    ['pickupPin', { pickupPin: '110001' }],
    ['slabs.0.fromQuantity', { slabs: [{ fromQuantity: 520, pricePaise: 38_000 }] }],
    ['slabs.0.fromQuantity', { slabs: [{ fromQuantity: 100, pricePaise: 38_000 }] }],
    [
      'slabs.1.pricePaise',
      {
        slabs: [
          { fromQuantity: 500, pricePaise: 38_000 },
          { fromQuantity: 1000, pricePaise: 39_000 },
        ],
      },
    ],
    ['category', { category: 'Toys' }],
    ['colour', { colour: 'yellow' }],
  ])('a new listing with a bad %s', async (field, change) => {
    const { token, user } = await supplierWithToken(ctx, true);
    const res = await call('POST', '/api/supplier/products', token, { ...toorDalListing(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toContain(field);
    expect(await db().select().from(listings).where(eq(listings.sellerId, user.id))).toEqual([]);
  });

  test('a change is checked with the fields it keeps: a new minimum above the slab is refused', async () => {
    const { token } = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, token);
    const res = await call('PATCH', `/api/supplier/products/${id}`, token, { moq: 600, name: 'Toor Dal' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['slabs.0.fromQuantity']);
    expect(listingOf(await call('GET', `/api/supplier/products/${id}`, token)).fields).toMatchObject({
      moq: 100,
      name: 'Toor Dal, unpolished',
    });
  });

  test('a second listing with the same SKU is refused naming sku', async () => {
    const { token } = await supplierWithToken(ctx, true);
    await createDraftListing(ctx, token, 'TD-30');
    const res = await call('POST', '/api/supplier/products', token, toorDalListing('TD-30'));
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res)).toEqual(['sku']);
    // Another supplier may use the same code.
    const other = await supplierWithToken(ctx, true);
    await createDraftListing(ctx, other.token, 'TD-30');
  });

  test('a malformed listing id is a 400 naming id', async () => {
    const { token } = await supplierWithToken(ctx, true);
    const res = await call('GET', '/api/supplier/products/abc', token);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['id']);
  });
});
