import type { AccountOrder, Profile } from '@bulk/domain/account';
import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { VISITOR_WISHLIST_KEY } from '#src/features/account/visitor-wishlist';
import { buildOrderSummary, buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const asha = buildSessionUser();
const cornFlour = buildProduct();
const turmeric = buildProduct({ id: 7, name: 'Turmeric Powder', moq: 50, stepQty: 10, pricePaise: 25_000 });
const catalogue = catalogueApi([cornFlour, turmeric]);

const wishlistBody = (ids: number[]) =>
  jsonResponse({ items: ids.map((productId) => ({ productId, addedAt: '2025-03-05T10:30:00.000Z' })) });

/** A server-side wishlist for the fake API: answers GET, PUT, DELETE and merge like the real one. */
function serverWishlist(initial: number[]) {
  let ids = [...initial];
  const respond: Responder = (url, init) => {
    const method = init?.method ?? 'GET';
    const item = /^\/api\/wishlist\/(\d+)$/.exec(url);
    if (url === '/api/wishlist' && method === 'GET') return wishlistBody(ids);
    if (url === '/api/wishlist/merge') {
      const { productIds } = JSON.parse(String(init?.body)) as { productIds: number[] };
      ids = [...new Set([...productIds, ...ids])];
      return wishlistBody(ids);
    }
    if (item && method === 'PUT') ids = [...new Set([Number(item[1]), ...ids])];
    if (item && method === 'DELETE') ids = ids.filter((id) => id !== Number(item[1]));
    if (item) return wishlistBody(ids);
    return undefined as unknown as Response;
  };
  return { respond, ids: () => ids };
}

/** The member API for `user`, with `extra` answering first and the catalogue last. */
function customerApi(extra: Responder = () => undefined as unknown as Response, user = asha): Responder {
  const members = memberApi({ user, fallback: catalogue });
  return (url, init) => extra(url, init) ?? members(url, init);
}

/** The first page of a test loads its code on demand, which a busy machine may take a while to do. */
const pageLoad = { timeout: 5000 };

const storedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown;
const visitorWishlist = () =>
  JSON.parse(window.localStorage.getItem(VISITOR_WISHLIST_KEY) ?? '[]') as unknown;

test('a visitor’s Add to Wishlist keeps the product in this browser and says Added to Wishlist!', async () => {
  const fetchMock = mockFetch(catalogue);
  renderRoute('/product/2');
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }, pageLoad));

  await expectToast('Added to Wishlist!', 'A Grade Quality Corn Flour was added to your wishlist.');
  expect(visitorWishlist()).toEqual([2]);
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/wishlist/2');
});

test('a signed-in customer’s Add to Wishlist is stored by the server', async () => {
  rememberUser(asha);
  const wishlist = serverWishlist([]);
  const fetchMock = mockFetch(customerApi(wishlist.respond));
  renderRoute('/product/2');
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }, pageLoad));

  await expectToast('Added to Wishlist!');
  expect(wishlist.ids()).toEqual([2]);
  const put = fetchMock.mock.calls.find(([url]) => url === '/api/wishlist/2');
  expect(put?.[1]?.method).toBe('PUT');
  expect(visitorWishlist()).toEqual([]);
});

test('a failed save says why and does not claim the product was added', async () => {
  rememberUser(asha);
  mockFetch(
    customerApi((url, init) =>
      url === '/api/wishlist/2' && init?.method === 'PUT'
        ? jsonResponse({ code: 'CONFLICT', message: 'Your wishlist can hold at most 200 products.' }, 409)
        : (undefined as unknown as Response),
    ),
  );
  renderRoute('/product/2');
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }, pageLoad));

  await expectToast('Could Not Save', 'Your wishlist can hold at most 200 products.');
});

test('the products a visitor saved join the account once a customer is signed in', async () => {
  window.localStorage.setItem(VISITOR_WISHLIST_KEY, JSON.stringify([7, 2]));
  rememberUser(asha);
  const wishlist = serverWishlist([2]);
  const fetchMock = mockFetch(customerApi(wishlist.respond));
  renderRoute('/dashboard/wishlist');

  const list = await screen.findByRole('list', { name: 'Saved products' }, pageLoad);
  await within(list).findByRole('link', { name: 'Turmeric Powder' });
  expect(wishlist.ids()).toEqual([7, 2]);
  const merge = fetchMock.mock.calls.find(([url]) => url === '/api/wishlist/merge');
  expect(JSON.parse(String(merge?.[1]?.body))).toEqual({ productIds: [7, 2] });
  await waitFor(() => expect(window.localStorage.getItem(VISITOR_WISHLIST_KEY)).toBeNull());
});

test('the wishlist page adds a saved product to the cart at its minimum and removes another', async () => {
  rememberUser(asha);
  const wishlist = serverWishlist([7, 2]);
  mockFetch(customerApi(wishlist.respond));
  renderRoute('/dashboard/wishlist');

  fireEvent.click(await screen.findByRole('button', { name: 'Add Turmeric Powder to cart' }, pageLoad));
  await expectToast('Added to Cart!', '50 x Turmeric Powder added to your bulk cart.');
  expect(storedCart()).toEqual([{ productId: 7, quantity: 50 }]);

  fireEvent.click(screen.getByRole('button', { name: 'Remove A Grade Quality Corn Flour from wishlist' }));
  await expectToast('Removed from Wishlist', 'A Grade Quality Corn Flour was removed from your wishlist.');
  expect(wishlist.ids()).toEqual([7]);
  await waitFor(() => expect(screen.queryByRole('link', { name: 'A Grade Quality Corn Flour' })).toBeNull());
});

test('a saved product no longer listed says so and can be removed; an empty list shows the empty state', async () => {
  rememberUser(asha);
  const wishlist = serverWishlist([404]);
  mockFetch(customerApi(wishlist.respond));
  renderRoute('/dashboard/wishlist');

  expect(await screen.findByText('This product is no longer available', {}, pageLoad)).toBeDefined();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Product #404 from wishlist' }));

  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeDefined();
});

const order = buildOrderSummary({
  status: 'loading',
  buyer: {
    company: 'Verma Traders',
    phone: '9876543210',
    gstin: '23ABCDE1234F1Z5',
    billing: { address: '4 Sarafa Bazar', city: 'Bhopal', state: 'Madhya Pradesh', zip: '462001' },
  },
  lines: [
    ...buildOrderSummary().lines,
    {
      productId: 404,
      name: 'Old Basmati Rice',
      unit: 'kg',
      unitPricePaise: 10_000,
      quantity: 100,
      lineTotalPaise: 1_000_000,
      gstRateBps: null,
      gstPaise: null,
    },
  ],
});
const accountOrder: AccountOrder = {
  order,
  history: [
    { status: 'pending', at: '2025-03-05T10:30:00.000Z', note: null },
    { status: 'paid', at: '2025-03-05T10:32:00.000Z', note: 'payment pay_sandbox_1' },
    { status: 'loading', at: '2025-03-06T11:00:00.000Z', note: 'Loading at the Indore yard.' },
  ],
};

function orderApi(answer: () => Response = () => jsonResponse(accountOrder)): Responder {
  return (url) => (url === `/api/account/orders/${order.id}` ? answer() : (undefined as unknown as Response));
}

test('the order page shows lines, amounts, address and each status with its time', async () => {
  rememberUser(asha);
  mockFetch(customerApi(orderApi()));
  renderRoute(`/dashboard/orders/${order.id}`);

  // The order is named by its number; its internal id is nowhere on the page.
  expect(await screen.findByRole('heading', { name: `Order ${order.number}` }, pageLoad)).toBeDefined();
  expect(document.body.textContent).not.toContain(order.id);
  // The items scroll sideways on a phone in a region the keyboard can focus, named as the table.
  const itemsRegion = screen.getByRole('region', { name: 'Products in this order' });
  expect(itemsRegion.tabIndex).toBe(0);
  const items = within(within(itemsRegion).getByRole('table', { name: 'Products in this order' }));
  expect(items.getByText('500 kg')).toBeDefined();
  expect(items.getByText('₹45,000.00')).toBeDefined();
  expect(screen.getByTestId('order-total').textContent).toBe('₹54,955.00');
  expect(
    within(screen.getByRole('region', { name: 'Shipping address' })).getByText(/12 Mandi Road/),
  ).toBeDefined();

  const history = within(screen.getByRole('region', { name: 'Status history' }));
  const steps = history.getAllByRole('listitem');
  expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
    'Awaiting payment',
    'Paid',
    'Loading',
  ]);
  expect(steps[2]?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-06T11:00:00.000Z');
  expect(history.getByText('Loading at the Indore yard.')).toBeDefined();
  expect(screen.getByRole('link', { name: 'Download Invoice' }).getAttribute('href')).toBe(order.invoiceUrl);

  const business = within(screen.getByRole('region', { name: 'Business details' }));
  for (const text of ['Verma Traders', '23ABCDE1234F1Z5', '9876543210', /4 Sarafa Bazar/, /Bhopal/]) {
    expect(business.getByText(text)).toBeDefined();
  }
});

test('an order placed without business details has no business section', async () => {
  rememberUser(asha);
  const { buyer: _none, ...personal } = order;
  mockFetch(customerApi(orderApi(() => jsonResponse({ ...accountOrder, order: personal }))));
  renderRoute(`/dashboard/orders/${order.id}`);

  expect(await screen.findByRole('heading', { name: `Order ${order.number}` }, pageLoad)).toBeDefined();
  expect(screen.queryByRole('region', { name: 'Business details' })).toBeNull();
});

test('Reorder fills the cart with the listed products, says which were skipped and opens the cart', async () => {
  rememberUser(asha);
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 7, quantity: 60 }]));
  mockFetch(customerApi(orderApi()));
  const { router } = renderRoute(`/dashboard/orders/${order.id}`);

  fireEvent.click(await screen.findByRole('button', { name: 'Reorder' }, pageLoad));

  await expectToast(
    'Order Added to Cart',
    '1 product from your order is in your bulk cart. Old Basmati Rice is no longer listed and was skipped.',
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  expect(storedCart()).toEqual([
    { productId: 7, quantity: 60 },
    { productId: 2, quantity: 500 },
  ]);
});

test('another customer’s order (404) is not found, with a way back to My Orders', async () => {
  rememberUser(asha);
  mockFetch(
    customerApi(orderApi(() => jsonResponse({ code: 'NOT_FOUND', message: 'There is no such order.' }, 404))),
  );
  renderRoute(`/dashboard/orders/${order.id}`);

  expect(
    await screen.findByText('We could not find this order in your account.', {}, pageLoad),
  ).toBeDefined();
  expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe(
    '/dashboard/orders',
  );
});

test('the orders list links each order to its page', async () => {
  rememberUser(asha);
  mockFetch(memberApi({ user: asha, orders: [order] }));
  renderRoute('/dashboard/orders');

  const link = await screen.findByRole('link', { name: `View order ${order.number}` }, pageLoad);
  expect(link.getAttribute('href')).toBe(`/dashboard/orders/${order.id}`);
  expect(screen.getByRole('cell', { name: order.number })).toBeDefined();
  expect(screen.getByRole('table').textContent).not.toContain(order.id);
});

const profile: Profile = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: null,
  company: null,
  gstin: null,
  address: '12 Mandi Road',
  city: 'Indore',
  state: 'Madhya Pradesh',
  zip: null,
};

function profileApi(onPatch: (body: unknown) => Response): Responder {
  return (url, init) => {
    if (url !== '/api/account/profile') return undefined as unknown as Response;
    if (init?.method === 'PATCH') return onPatch(JSON.parse(String(init.body)));
    return jsonResponse(profile);
  };
}

test('the profile form checks the mobile number and state before saving, then says Profile Updated', async () => {
  rememberUser(asha);
  const fetchMock = mockFetch(
    customerApi(profileApi((body) => jsonResponse({ ...profile, ...(body as object) }))),
  );
  renderRoute('/dashboard/profile');

  const phone = await screen.findByRole('textbox', { name: 'Mobile number' }, pageLoad);
  expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Indore');
  fireEvent.change(phone, { target: { value: '12345' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Full name/ }), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

  expect(
    await screen.findByText('Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'),
  ).toBeDefined();
  expect(screen.getByText('Please enter your full name.')).toBeDefined();
  expect(phone.getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

  fireEvent.change(phone, { target: { value: '9876543210' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Full name/ }), { target: { value: 'Asha V' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'Kerala' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

  await expectToast('Profile Updated', 'Your profile has been saved.');
  const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
    name: 'Asha V',
    phone: '9876543210',
    company: '',
    gstin: '',
    address: '12 Mandi Road',
    city: 'Indore',
    state: 'Kerala',
    zip: '',
  });
});

test('the profile keeps a GSTIN only of the billing state, and sends it in capitals', async () => {
  rememberUser(asha);
  const fetchMock = mockFetch(
    customerApi(profileApi((body) => jsonResponse({ ...profile, ...(body as object) }))),
  );
  renderRoute('/dashboard/profile');

  const gstin = await screen.findByRole('textbox', { name: 'GSTIN' }, pageLoad);
  fireEvent.change(screen.getByRole('textbox', { name: 'Company or trade name' }), {
    target: { value: 'Verma Foods' },
  });
  fireEvent.change(gstin, { target: { value: '27aapfu0939f1zv' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
  expect(
    await screen.findByText(
      'This GSTIN is registered in another state: it can be used only with a billing address in its state.',
    ),
  ).toBeDefined();
  expect(gstin.getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

  fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'Maharashtra' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'PIN code' }), { target: { value: '411001' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
  await expectToast('Profile Updated', 'Your profile has been saved.');
  const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
    company: 'Verma Foods',
    gstin: '27AAPFU0939F1ZV',
    state: 'Maharashtra',
    zip: '411001',
  });
});

test('the server’s field messages show under the fields they name', async () => {
  rememberUser(asha);
  mockFetch(
    customerApi(
      profileApi(() =>
        jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'city: At most 100 characters.',
            issues: [{ field: 'city', message: 'At most 100 characters.' }],
          },
          400,
        ),
      ),
    ),
  );
  renderRoute('/dashboard/profile');
  fireEvent.click(await screen.findByRole('button', { name: 'Save Profile' }, pageLoad));

  expect(await screen.findByText('At most 100 characters.')).toBeDefined();
  expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
});
