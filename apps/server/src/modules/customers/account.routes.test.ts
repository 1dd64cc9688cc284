import { accountOrderSchema, MAX_WISHLIST_ITEMS, profileSchema, wishlistSchema } from '@bulk/domain/account';
import { apiErrorSchema } from '@bulk/domain/errors';
import { GSTIN_CHECK_MESSAGE, GSTIN_FORMAT_MESSAGE, GSTIN_STATE_MISMATCH_MESSAGE } from '@bulk/domain/buyer';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { wishlistItems } from '#src/db/schema/index';
import { asCookie, createUser, placePaidOrder, signIn } from '#src/testing/accounts';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
beforeAll(async () => {
  // Every test signs in a customer of its own, all from one address: more than one visitor's allowance.
  ctx = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_ADDRESS: '1000' } });
});
afterAll(() => ctx.close());

async function customerSession() {
  const user = await createUser(ctx, 'customer');
  return { user, headers: asCookie(await signIn(ctx, user.email)) };
}

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload && { payload }) });

const issueFields = (body: string) =>
  apiErrorSchema.parse(JSON.parse(body)).issues?.map((issue) => issue.field) ?? [];

describe('wishlist', () => {
  test('a customer saves products once each, lists them newest first and removes them', async () => {
    const { headers } = await customerSession();
    expect(wishlistSchema.parse((await call('GET', '/api/wishlist', headers)).json())).toEqual({ items: [] });

    expect((await call('PUT', '/api/wishlist/2', headers)).statusCode).toBe(200);
    const twice = await call('PUT', '/api/wishlist/2', headers);
    expect(twice.statusCode).toBe(200);
    expect(wishlistSchema.parse(twice.json()).items.map((item) => item.productId)).toEqual([2]);
    await call('PUT', '/api/wishlist/63', headers);

    const list = await call('GET', '/api/wishlist', headers);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(wishlistSchema.parse(list.json()).items.map((item) => item.productId)).toEqual([63, 2]);

    const removed = await call('DELETE', '/api/wishlist/2', headers);
    expect(wishlistSchema.parse(removed.json()).items.map((item) => item.productId)).toEqual([63]);
    // Removing what is not saved is no error: the outcome is what the customer asked for.
    expect((await call('DELETE', '/api/wishlist/2', headers)).statusCode).toBe(200);
  });

  test('each customer sees only their own wishlist', async () => {
    const asha = await customerSession();
    const ravi = await customerSession();
    await call('PUT', '/api/wishlist/5', asha.headers);
    const theirs = await call('GET', '/api/wishlist', ravi.headers);
    expect(wishlistSchema.parse(theirs.json()).items).toEqual([]);
    await call('DELETE', '/api/wishlist/5', ravi.headers);
    const mine = await call('GET', '/api/wishlist', asha.headers);
    expect(wishlistSchema.parse(mine.json()).items.map((item) => item.productId)).toEqual([5]);
  });

  test('a visitor wishlist merges in without duplicates, skipping products no longer listed', async () => {
    const { headers } = await customerSession();
    await call('PUT', '/api/wishlist/2', headers);
    const merged = await call('POST', '/api/wishlist/merge', headers, { productIds: [7, 2, 7, 999_999] });
    expect(merged.statusCode, merged.body).toBe(200);
    const ids = wishlistSchema.parse(merged.json()).items.map((item) => item.productId);
    expect([...ids].sort((a, b) => a - b)).toEqual([2, 7]);
    const empty = await call('POST', '/api/wishlist/merge', headers, { productIds: [] });
    expect(wishlistSchema.parse(empty.json()).items).toHaveLength(2);
  });

  test.each([
    ['PUT', '/api/wishlist/abc', undefined, 'productId'],
    ['PUT', '/api/wishlist/0', undefined, 'productId'],
    ['DELETE', '/api/wishlist/-4', undefined, 'productId'],
    ['POST', '/api/wishlist/merge', { productIds: 'all' }, 'productIds'],
    ['POST', '/api/wishlist/merge', { productIds: [1.5] }, 'productIds.0'],
    ['POST', '/api/wishlist/merge', { productIds: [], extra: 1 }, 'extra'],
    [
      'POST',
      '/api/wishlist/merge',
      { productIds: Array.from({ length: MAX_WISHLIST_ITEMS + 1 }, (_, i) => i + 1) },
      'productIds',
    ],
  ] as const)('%s %s with %o is a 400 naming %s', async (method, url, payload, field) => {
    const { headers } = await customerSession();
    const res = await call(method, url, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(issueFields(res.body)).toContain(field);
  });

  test('saving an unknown product is a 404 and writes nothing', async () => {
    const { headers } = await customerSession();
    const res = await call('PUT', '/api/wishlist/999999', headers);
    expect(res.statusCode).toBe(404);
    expect(apiErrorSchema.parse(res.json()).message).toBe('There is no product 999999.');
    expect(wishlistSchema.parse((await call('GET', '/api/wishlist', headers)).json()).items).toEqual([]);
  });

  test(`a full wishlist (${MAX_WISHLIST_ITEMS}) refuses one more with a 409 and keeps what it had`, async () => {
    const { user, headers } = await customerSession();
    const saved = Array.from({ length: MAX_WISHLIST_ITEMS }, () => ({ userId: user.id, productId: 2 }));
    // Only 71 products exist; fill the rest of the quota by faking distinct rows through a raw insert.
    await ctx.database.handle.db.execute(
      `INSERT INTO products (id, name, category_id, short_description, full_description, price_paise,
         original_price_paise, unit, moq, step_qty, weight_grams, hsn, packaging_sizes, rating, reviews, images,
         certificates, documents)
       SELECT 10000 + g, 'Filler ' || g, category_id, 'x', 'x', 100, 100, 'kg', 1, 1, 1000, hsn, '[]', 4, 0, '[]',
         '[]', '[]' FROM products, generate_series(1, ${saved.length}) g WHERE products.id = 2`,
    );
    await ctx.database.handle.db
      .insert(wishlistItems)
      .values(saved.map((row, index) => ({ ...row, productId: 10_001 + index })));
    const res = await call('PUT', '/api/wishlist/2', headers);
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json()).message).toBe(
      `Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products.`,
    );
    const merge = await call('POST', '/api/wishlist/merge', headers, { productIds: [2, 3] });
    expect(merge.statusCode).toBe(409);
    const list = wishlistSchema.parse((await call('GET', '/api/wishlist', headers)).json());
    expect(list.items).toHaveLength(MAX_WISHLIST_ITEMS);
    expect(list.items.some((item) => item.productId === 2)).toBe(false);
  });
});

describe('profile', () => {
  test('a customer reads and edits name, phone, address, city and state', async () => {
    const { user, headers } = await customerSession();
    const before = profileSchema.parse((await call('GET', '/api/account/profile', headers)).json());
    expect(before).toEqual({
      name: 'Test customer',
      email: user.email,
      phone: null,
      company: null,
      gstin: null,
      address: null,
      city: null,
      state: null,
      zip: null,
    });
    const update = {
      name: '  Meera Iyer ',
      phone: '9876543210',
      address: '7 Spice Lane',
      city: 'Kochi',
      state: 'Kerala',
    };
    const res = await call('PATCH', '/api/account/profile', headers, update);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...update,
      name: 'Meera Iyer',
      email: user.email,
      company: null,
      gstin: null,
      zip: null,
    };
    expect(res.json()).toEqual(expected);
    expect((await call('GET', '/api/account/profile', headers)).json()).toEqual(expected);
    // The session's user carries the new name at once.
    expect((await call('GET', '/api/auth/me', headers)).json()).toMatchObject({
      user: { name: 'Meera Iyer' },
    });

    const cleared = await call('PATCH', '/api/account/profile', headers, {
      ...update,
      phone: '',
      address: '',
      city: '',
      state: '',
    });
    expect(cleared.json()).toMatchObject({ phone: null, address: null, city: null, state: null });
  });

  test('a business buyer keeps a company name, a GSTIN of the billing state and its PIN code', async () => {
    const { headers } = await customerSession();
    const update = {
      name: 'Asha Patil',
      phone: '9876543210',
      company: ' Patil Traders ',
      gstin: '27aapfu0939f1zv',
      address: '12 Market Yard',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
    };
    const res = await call('PATCH', '/api/account/profile', headers, update);
    expect(res.statusCode, res.body).toBe(200);
    const expected = { company: 'Patil Traders', gstin: '27AAPFU0939F1ZV', zip: '411001' };
    expect(res.json()).toMatchObject(expected);
    expect((await call('GET', '/api/account/profile', headers)).json()).toMatchObject(expected);

    // A malformed or mismatched GSTIN or PIN code is a 400 naming the field, and the profile stays.
    const refused = [
      [{ gstin: '27AAPFU0939F1ZW' }, 'gstin', GSTIN_CHECK_MESSAGE],
      [{ gstin: '27AAPFU0939F1Z' }, 'gstin', GSTIN_FORMAT_MESSAGE],
      [{ state: 'Kerala', zip: '682001' }, 'gstin', GSTIN_STATE_MISMATCH_MESSAGE],
      [{ state: '', zip: '' }, 'gstin', GSTIN_STATE_MISMATCH_MESSAGE],
      [{ zip: '452001' }, 'zip', 'This PIN code does not belong to the chosen state.'],
      [{ zip: '4110' }, 'zip', 'Please enter a 6-digit PIN code.'],
      [{ phone: '5876543210' }, 'phone', 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
      [{ company: 'x'.repeat(201) }, 'company', 'At most 200 characters.'],
    ] as const;
    for (const [change, field, message] of refused) {
      const bad = await call('PATCH', '/api/account/profile', headers, {
        ...update,
        name: 'Changed',
        ...change,
      });
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      expect(apiErrorSchema.parse(bad.json()).issues).toContainEqual({ field, message });
    }
    expect((await call('GET', '/api/account/profile', headers)).json()).toMatchObject({
      ...expected,
      name: 'Asha Patil',
    });
  });

  test.each([
    [{ name: '' }, 'name', 'Please enter your full name.'],
    [{ phone: '12345' }, 'phone', 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
    [{ phone: '5876543210' }, 'phone', 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
    [{ phone: '98765432101' }, 'phone', 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
    [{ state: 'Atlantis' }, 'state', 'Please choose a state from the list.'],
    [{ city: 'x'.repeat(101) }, 'city', 'At most 100 characters.'],
    [{ address: 'x'.repeat(301) }, 'address', 'At most 300 characters.'],
    [{ email: 'new@example.in' }, 'email', 'Is not a recognised field.'],
  ])('a bad profile %o is a 400 naming %s and changes nothing', async (change, field, message) => {
    const { headers } = await customerSession();
    const valid = { name: 'Meera', phone: '', address: '', city: '', state: '' };
    const res = await call('PATCH', '/api/account/profile', headers, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.issues).toContainEqual({ field, message });
    expect((await call('GET', '/api/account/profile', headers)).json()).toMatchObject({
      name: 'Test customer',
    });
  });

  test('a member of any role edits their own profile', async () => {
    for (const role of ['supplier', 'jobseeker', 'admin'] as const) {
      const user = await createUser(ctx, role);
      const headers = asCookie(await signIn(ctx, user.email));
      const res = await call('PATCH', '/api/account/profile', headers, {
        name: `Renamed ${role}`,
        phone: '7000000000',
        address: '',
        city: 'Indore',
        state: 'Madhya Pradesh',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ email: user.email, name: `Renamed ${role}` });
    }
  });
});

describe('order detail', () => {
  test('the buyer sees the order with its lines, address, amounts and every status with its time', async () => {
    const { user, headers } = await customerSession();
    const orderId = await placePaidOrder(ctx, user.email, headers.cookie.slice('session='.length));
    const admin = await createUser(ctx, 'admin');
    const adminHeaders = asCookie(await signIn(ctx, admin.email));
    const moved = await call('POST', `/api/admin/orders/${orderId}/status`, adminHeaders, {
      status: 'loading',
      note: 'Loading at the Indore yard.',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await call('GET', `/api/account/orders/${orderId}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { order, history } = accountOrderSchema.parse(res.json());
    expect(order).toMatchObject({
      id: orderId,
      status: 'loading',
      shipping: { fullName: 'Meera Iyer', city: 'Kochi', state: 'Kerala', zip: '682001' },
      lines: [{ productId: 2, quantity: 500, unit: 'kg' }],
      invoiceUrl: `/api/orders/${orderId}/invoice`,
    });
    expect(order.totalPaise).toBe(order.subtotalPaise + order.shippingPaise + order.gstPaise);
    expect(history.map((event) => [event.status, event.note])).toEqual([
      ['pending', null],
      ['paid', expect.stringMatching(/^payment pay_/)],
      ['loading', 'Loading at the Indore yard.'],
    ]);
    const times = history.map((event) => Date.parse(event.at));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  test("another user's order, an unknown one and a malformed id are refused alike or as bad input", async () => {
    const owner = await customerSession();
    const orderId = await placePaidOrder(
      ctx,
      owner.user.email,
      owner.headers.cookie.slice('session='.length),
    );
    const stranger = await customerSession();
    const theirs = await call('GET', `/api/account/orders/${orderId}`, stranger.headers);
    const unknown = await call('GET', '/api/account/orders/ord_0000000000000000000000', stranger.headers);
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    const malformed = await call('GET', '/api/account/orders/not-an-order', stranger.headers);
    expect(malformed.statusCode).toBe(400);
    expect(issueFields(malformed.body)).toEqual(['id']);
  });

  test('refused callers learn nothing from validation: 401 before 400', async () => {
    expect((await call('GET', '/api/account/orders/not-an-order', {})).statusCode).toBe(401);
    expect((await call('PATCH', '/api/account/profile', {}, { name: '' })).statusCode).toBe(401);
    expect((await call('PUT', '/api/wishlist/abc', {})).statusCode).toBe(401);
    const supplier = await createUser(ctx, 'supplier');
    const res = await call('PUT', '/api/wishlist/abc', asCookie(await signIn(ctx, supplier.email)));
    expect(res.statusCode).toBe(403);
  });
});
