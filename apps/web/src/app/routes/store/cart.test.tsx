import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { formatMoney } from '@bulk/domain/currency';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { buildProduct, buildSeller, catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';
import { quantityWithUnit } from '#src/i18n/bidi';

const cornFlour = buildProduct();
const cottonApron = buildProduct({
  id: 4,
  name: 'A Grade Quality Cotton Apron',
  category: 'Aprons',
  categorySlug: 'aprons',
  pricePaise: 15_050,
  unit: 'pieces',
  moq: 10,
  stepQty: 10,
  images: [],
});

function storeCart(lines: Array<{ productId: number; quantity: number }>) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

function storedCart(): unknown {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
}

async function findLine(name: string) {
  const list = await screen.findByRole('list', { name: 'Cart items' });
  const line = within(list)
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { name }));
  if (!line) throw new Error(`no cart line for ${name}`);
  return Object.assign(within(line), { element: line });
}

test('an empty cart says so and offers Start Shopping', async () => {
  const fetchMock = mockFetch(catalogueApi([]));

  renderRoute('/cart');

  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('each line shows the product, its terms, quantity, unit price and line total', async () => {
  storeCart([
    { productId: 2, quantity: 600 },
    { productId: 4, quantity: 20 },
  ]);
  mockFetch(catalogueApi([cornFlour, cottonApron]));

  renderRoute('/cart');

  expect(
    await screen.findByText('All items have minimum order quantities and step sizes.', { exact: false }),
  ).toBeDefined();
  const corn = await findLine('A Grade Quality Corn Flour');
  expect(corn.getByRole('link', { name: 'A Grade Quality Corn Flour' }).getAttribute('href')).toBe(
    '/product/2',
  );
  expect(
    corn.getByText(`Min: ${quantityWithUnit(500, 'kg')} | Step: ${quantityWithUnit(100, 'kg')}`),
  ).toBeDefined();
  expect(
    corn.getByRole('spinbutton', { name: /Quantity \(kg\) for A Grade Quality Corn Flour/ }),
  ).toHaveProperty('value', '600');
  expect(corn.getByText('₹90.00')).toBeDefined();
  expect(corn.getByText('₹54,000.00')).toBeDefined();
  const cornImage = corn.element.querySelector('img');
  expect(cornImage?.getAttribute('src')).toBe('/images/products/corn-flour.svg');

  const apron = await findLine('A Grade Quality Cotton Apron');
  expect(
    apron.getByText(`Min: ${quantityWithUnit(10, 'pcs')} | Step: ${quantityWithUnit(10, 'pcs')}`),
  ).toBeDefined();
  expect(apron.getByText('₹3,010.00')).toBeDefined();
  expect(apron.element.querySelector('img')?.getAttribute('src')).toBe('/images/placeholder.svg');
  expect(apron.getByRole('button', { name: 'Remove A Grade Quality Cotton Apron' })).toBeDefined();
});

test('the summary shows the subtotal, shipping at checkout and a total equal to the subtotal', async () => {
  storeCart([
    { productId: 2, quantity: 600 },
    { productId: 4, quantity: 20 },
  ]);
  mockFetch(catalogueApi([cornFlour, cottonApron]));

  renderRoute('/cart');

  const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
  const total = formatMoney(54_000_00 + 3_010_00, 'INR');
  expect(total).toBe('₹57,010.00');
  const values = Object.fromEntries(
    summary.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(values).toEqual({ Subtotal: total, Shipping: 'Calculated at checkout', Total: total });
  expect(summary.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
});

test('a loading state shows while the products load', async () => {
  storeCart([{ productId: 2, quantity: 500 }]);
  mockFetch(catalogueApi([cornFlour]));

  renderRoute('/cart');

  const loading = await screen.findByText('Loading your cart...');
  expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByRole('list', { name: 'Cart items' })).toBeDefined();
});

test('leaving a quantity below the minimum resets it to the minimum with a notice', async () => {
  storeCart([{ productId: 2, quantity: 700 }]);
  mockFetch(catalogueApi([cornFlour]));
  renderRoute('/cart');
  const input = (await findLine('A Grade Quality Corn Flour')).getByRole('spinbutton');

  fireEvent.change(input, { target: { value: '200' } });
  fireEvent.blur(input);

  await expectToast(
    'Minimum Quantity',
    'The minimum order for A Grade Quality Corn Flour is 500. Quantity updated.',
  );
  expect(input).toHaveProperty('value', '500');
  expect(storedCart()).toEqual([{ productId: 2, quantity: 500 }]);
});

test('leaving an off-step quantity rounds it down to a valid step with a notice', async () => {
  storeCart([{ productId: 2, quantity: 500 }]);
  mockFetch(catalogueApi([cornFlour]));
  renderRoute('/cart');
  const corn = await findLine('A Grade Quality Corn Flour');
  const input = corn.getByRole('spinbutton');

  fireEvent.change(input, { target: { value: '650' } });
  expect(storedCart()).toEqual([{ productId: 2, quantity: 500 }]);
  fireEvent.blur(input);

  await expectToast(
    'Invalid Step Quantity',
    'Quantity for A Grade Quality Corn Flour must be in steps of 100. Adjusted.',
  );
  expect(input).toHaveProperty('value', '600');
  expect(corn.getByText('₹54,000.00')).toBeDefined();
  expect(storedCart()).toEqual([{ productId: 2, quantity: 600 }]);
});

test('an emptied quantity field goes back to the minimum; a valid one is kept without a notice', async () => {
  storeCart([{ productId: 2, quantity: 900 }]);
  mockFetch(catalogueApi([cornFlour]));
  renderRoute('/cart');
  const input = (await findLine('A Grade Quality Corn Flour')).getByRole('spinbutton');

  fireEvent.change(input, { target: { value: '1200' } });
  fireEvent.blur(input);
  expect(input).toHaveProperty('value', '1200');
  expect(storedCart()).toEqual([{ productId: 2, quantity: 1200 }]);
  expect(screen.queryByText('Invalid Step Quantity')).toBeNull();

  fireEvent.change(input, { target: { value: '' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await expectToast('Minimum Quantity');
  expect(input).toHaveProperty('value', '500');
});

test('a reload keeps the changed quantity', async () => {
  storeCart([{ productId: 2, quantity: 500 }]);
  mockFetch(catalogueApi([cornFlour]));
  const first = renderRoute('/cart');
  const input = (await findLine('A Grade Quality Corn Flour')).getByRole('spinbutton');
  fireEvent.change(input, { target: { value: '800' } });
  fireEvent.blur(input);
  first.unmount();

  renderRoute('/cart');

  const reloaded = (await findLine('A Grade Quality Corn Flour')).getByRole('spinbutton');
  expect(reloaded).toHaveProperty('value', '800');
});

test('removing a line shows Item Removed, and removing the last one shows the empty cart', async () => {
  storeCart([
    { productId: 2, quantity: 500 },
    { productId: 4, quantity: 10 },
  ]);
  mockFetch(catalogueApi([cornFlour, cottonApron]));
  renderRoute('/cart');

  fireEvent.click(
    (await findLine('A Grade Quality Corn Flour')).getByRole('button', {
      name: 'Remove A Grade Quality Corn Flour',
    }),
  );

  await expectToast('Item Removed', 'Item removed from cart.');
  expect(screen.queryByRole('link', { name: 'A Grade Quality Corn Flour' })).toBeNull();
  expect(storedCart()).toEqual([{ productId: 4, quantity: 10 }]);

  fireEvent.click(screen.getByRole('button', { name: 'Remove A Grade Quality Cotton Apron' }));

  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeDefined();
});

test('a product that is no longer listed is flagged, can be removed, and blocks checkout', async () => {
  storeCart([
    { productId: 2, quantity: 500 },
    { productId: 999, quantity: 10 },
  ]);
  mockFetch(catalogueApi([cornFlour]));
  renderRoute('/cart');

  const gone = await findLine('Product #999');
  expect(gone.getByText('This product is no longer available')).toBeDefined();
  expect(gone.queryByRole('spinbutton')).toBeNull();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe('₹45,000.00');
  expect(summary.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  const checkout = summary.getByRole('button', { name: 'Proceed to Checkout' });
  expect(checkout).toHaveProperty('disabled', true);
  expect(checkout.getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(checkout.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
    /no longer available/,
  );

  fireEvent.click(gone.getByRole('button', { name: 'Remove product #999' }));

  await expectToast('Item Removed', 'Item removed from cart.');
  expect(summary.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
});

test('a catalogue that cannot be reached shows an error with Retry', async () => {
  storeCart([{ productId: 2, quantity: 500 }]);
  mockFetch(
    () => jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'The catalogue is resting.' }, 503),
    catalogueApi([cornFlour]),
  );
  renderRoute('/cart');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The catalogue is resting.')).toBeDefined();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await findLine('A Grade Quality Corn Flour')).toBeDefined();
});

test('a corrupt stored cart shows the empty cart', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem(CART_STORAGE_KEY, '[{"productId":"two"}]');
  mockFetch(catalogueApi([cornFlour]));

  renderRoute('/cart');

  expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeDefined();
  expect(warn).toHaveBeenCalled();
});

test('the header badge counts the distinct lines', async () => {
  storeCart([
    { productId: 2, quantity: 500 },
    { productId: 4, quantity: 10 },
  ]);
  mockFetch(catalogueApi([cornFlour, cottonApron]));
  renderRoute('/cart');

  const header = within(await screen.findByRole('banner'));
  expect(header.getByRole('link', { name: 'Cart, 2 items' }).getAttribute('href')).toBe('/cart');

  fireEvent.click(
    (await findLine('A Grade Quality Corn Flour')).getByRole('button', {
      name: 'Remove A Grade Quality Corn Flour',
    }),
  );
  expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeDefined();
});

test('with items, the chat button asks for a bulk quote listing each line', async () => {
  storeCart([
    { productId: 2, quantity: 500 },
    { productId: 4, quantity: 20 },
  ]);
  mockFetch(catalogueApi([cornFlour, cottonApron]));
  renderRoute('/cart');
  await findLine('A Grade Quality Corn Flour');

  const chat = screen.getByRole('link', { name: /chat with us/i });
  // The page sets the question in an effect, which Preact runs after the next frame.
  await waitFor(() =>
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Hello! I would like a bulk quote for:\n500 kg x A Grade Quality Corn Flour\n20 pcs x A Grade Quality Cotton Apron',
    ),
  );
});

test('with an empty cart, the chat button keeps the general question', async () => {
  mockFetch(catalogueApi([]));
  renderRoute('/cart');
  await screen.findByRole('heading', { name: 'Your cart is empty' });

  const chat = screen.getByRole('link', { name: /chat with us/i });
  expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toMatch(/question/);
});

test("lines are grouped by seller with each group's subtotal, and a supplier's line shows its slab price", async () => {
  const toorDal = buildProduct({
    id: 90,
    name: 'Toor Dal, unpolished',
    pricePaise: 42_000,
    moq: 100,
    stepQty: 50,
    seller: buildSeller(),
    slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
    pickupState: 'Madhya Pradesh',
  });
  storeCart([
    { productId: 90, quantity: 500 },
    { productId: 2, quantity: 600 },
    { productId: 4, quantity: 20 },
  ]);
  mockFetch(catalogueApi([cornFlour, cottonApron, toorDal]));

  const { router } = renderRoute('/cart');

  const list = within(await screen.findByRole('list', { name: 'Cart items' }));
  const groups = list.getAllByRole('region');
  // The company's own goods first, under the store's name, then the supplier's.
  expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Sold by Bulk Trade India',
    'Sold by Malwa Dal Mill',
  ]);
  const [company, supplier] = groups.map((group) => within(group)) as [
    ReturnType<typeof within>,
    ReturnType<typeof within>,
  ];
  expect(company.getAllByRole('article')).toHaveLength(2);
  expect(company.getByText('Subtotal from Bulk Trade India').nextElementSibling?.textContent).toBe(
    '₹57,010.00',
  );
  // 500 kg reaches the 380-rupee slab: the line is priced at it, not at the base 420.
  expect(supplier.getByText('₹380.00')).toBeDefined();
  expect(supplier.getByText(`Quantity price from ${quantityWithUnit(500, 'kg')}`)).toBeDefined();
  expect(supplier.getByText('₹1,90,000.00', { selector: 'span.block' })).toBeDefined();
  expect(supplier.getByText('Subtotal from Malwa Dal Mill').nextElementSibling?.textContent).toBe(
    '₹1,90,000.00',
  );
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe('₹2,47,010.00');
  summary.getByText(/^Your cart comes from 2 sellers/);

  fireEvent.click(supplier.getByRole('link', { name: 'Malwa Dal Mill' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/malwa-dal-mill'));
});

test("a supplier's product whose seller takes no orders now is flagged by name and blocks checkout", async () => {
  const paused = buildProduct({
    id: 90,
    name: 'Toor Dal, unpolished',
    seller: buildSeller({ state: null, orderable: false }),
  });
  storeCart([
    { productId: 2, quantity: 500 },
    { productId: 90, quantity: 500 },
  ]);
  mockFetch(catalogueApi([cornFlour, paused]));
  renderRoute('/cart');

  const list = within(await screen.findByRole('list', { name: 'Cart items' }));
  const flagged = within(list.getByRole('region', { name: 'Cannot be ordered now' }));
  flagged.getByRole('heading', { name: 'Toor Dal, unpolished' });
  flagged.getByText('Its seller is not taking orders at the moment');
  expect(flagged.queryByRole('spinbutton')).toBeNull();
  const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
  expect(summary.getByText('Subtotal').nextElementSibling?.textContent).toBe('₹45,000.00');
  expect(summary.getByRole('button', { name: 'Proceed to Checkout' })).toHaveProperty('disabled', true);

  fireEvent.click(flagged.getByRole('button', { name: 'Remove Toor Dal, unpolished' }));
  await expectToast('Item Removed', 'Item removed from cart.');
  expect(summary.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
});
