import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const cornFlour = buildProduct({
  originalPricePaise: 11_000,
  rating: 4.6,
  reviews: 158,
  certificates: ['FSSAI Registration Certificate', 'ISO 22000:2018 Certificate'],
});

function storedCart(): unknown {
  return JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
}

async function openCornFlour() {
  const fetchMock = mockFetch(catalogueApi([cornFlour]));
  const view = renderRoute('/product/2');
  await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' });
  return { ...view, fetchMock };
}

test('shows the product from GET /api/products/:id', async () => {
  const { fetchMock } = await openCornFlour();

  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products/2?lang=en');
  expect(screen.getByText('₹90.00')).toBeDefined();
  const original = screen.getByText('₹110.00');
  expect(original.closest('del')).not.toBeNull();
  expect(screen.getByText('per kg')).toBeDefined();
  expect(screen.getByText('4.6')).toBeDefined();
  expect(screen.getByText('158 reviews')).toBeDefined();
  expect(screen.getByRole('img', { name: 'A Grade Quality Corn Flour' }).getAttribute('src')).toBe(
    '/images/products/corn-flour.svg',
  );
  expect(screen.getByText(cornFlour.shortDescription)).toBeDefined();
  expect(screen.getByText(cornFlour.fullDescription)).toBeDefined();
  const certificates = within(screen.getByRole('region', { name: 'Certificates' }));
  expect(certificates.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
    cornFlour.certificates,
  );
  await waitFor(() => expect(document.title).toMatch(/^A Grade Quality Corn Flour \| /));
});

test('the packaging sizes are listed as information, not offered as a choice that changes nothing', async () => {
  await openCornFlour();

  const sizes = within(screen.getByRole('list', { name: 'Available packaging sizes' }));
  expect(sizes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '1kg',
    '5kg',
    '10kg',
    '30kg',
    '50kg',
  ]);
  expect(screen.queryByRole('radio')).toBeNull();
});

test('the quantity starts at the minimum and the stepper moves by the step, never below the minimum', async () => {
  await openCornFlour();
  const input = screen.getByRole('spinbutton', { name: 'Quantity (kg)' });
  const decrease = screen.getByRole('button', { name: 'Decrease quantity' });

  expect(input).toHaveProperty('value', '500');
  expect(decrease).toHaveProperty('disabled', true);

  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(input).toHaveProperty('value', '700');

  fireEvent.click(decrease);
  expect(input).toHaveProperty('value', '600');
});

test.each(['120', '', 'abc'])(
  'leaving the quantity as %j forces it to the minimum with a warning',
  async (typed) => {
    await openCornFlour();
    const input = screen.getByRole('spinbutton', { name: 'Quantity (kg)' });

    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);

    expect(input).toHaveProperty('value', '500');
    await expectToast(
      'Minimum Order Quantity',
      'The minimum order for A Grade Quality Corn Flour is 500 kg.',
    );
  },
);

test('Add to Cart adds the quantity and says so; adding again updates the line', async () => {
  await openCornFlour();
  const header = within(screen.getByRole('banner'));
  expect(header.getByRole('link', { name: 'Cart' })).toBeDefined();

  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  await expectToast('Added to Cart!', '500 x A Grade Quality Corn Flour added to your bulk cart.');
  expect(storedCart()).toEqual([{ productId: 2, quantity: 500 }]);
  expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeDefined();

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity (kg)' }), { target: { value: '700' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  await expectToast('Cart Updated', 'A Grade Quality Corn Flour quantity increased to 1200.');
  expect(storedCart()).toEqual([{ productId: 2, quantity: 1200 }]);
  expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeDefined();
});

test('an off-step quantity is refused with Invalid Quantity and nothing is added', async () => {
  await openCornFlour();

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity (kg)' }), { target: { value: '550' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

  await expectToast(
    'Invalid Quantity',
    'Quantity for A Grade Quality Corn Flour must be in steps of 100 above the minimum of 500.',
  );
  expect(storedCart()).toBeNull();
});

test('a quantity below the minimum, submitted before leaving the field, is refused with Invalid Quantity', async () => {
  await openCornFlour();

  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity (kg)' }), { target: { value: '100' } });
  fireEvent.submit(screen.getByRole('button', { name: 'Add to Cart' }));

  await expectToast('Invalid Quantity', 'Minimum order quantity for A Grade Quality Corn Flour is 500.');
  expect(storedCart()).toBeNull();
});

test('Add to Wishlist shows Added to Wishlist! and the page then shows the product is on the wishlist', async () => {
  await openCornFlour();
  expect(screen.queryByText('On your wishlist')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Add to Wishlist' }));

  await expectToast('Added to Wishlist!');
  expect(screen.getByText('On your wishlist')).toBeDefined();
  expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Remove from Wishlist' }));

  await expectToast('Removed from Wishlist', 'A Grade Quality Corn Flour was removed from your wishlist.');
  expect(screen.queryByText('On your wishlist')).toBeNull();
  expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeDefined();
});

test("a customer opening a product already on the account's wishlist sees so, and can take it off", async () => {
  const user = buildSessionUser();
  rememberUser(user);
  const fetchMock = mockFetch((url, init) =>
    url === '/api/wishlist/2' && init?.method === 'DELETE'
      ? jsonResponse({ items: [] })
      : memberApi({ user, wishlist: [2], fallback: catalogueApi([cornFlour]) })(url, init),
  );
  renderRoute('/product/2');

  expect(await screen.findByText('On your wishlist')).toBeDefined();
  fireEvent.click(screen.getByRole('button', { name: 'Remove from Wishlist' }));

  await expectToast('Removed from Wishlist');
  expect(
    fetchMock.mock.calls.some(([url, init]) => url === '/api/wishlist/2' && init?.method === 'DELETE'),
  ).toBe(true);
  expect(screen.queryByText('On your wishlist')).toBeNull();
  expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeDefined();
});

test('the chat button asks about ordering this product in bulk', async () => {
  await openCornFlour();

  const chat = screen.getByRole('link', { name: /chat with us/i });
  // The page sets the question in an effect, which Preact runs after the next frame.
  await waitFor(() =>
    expect(new URL(chat.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'Hello! I am interested in bulk ordering A Grade Quality Corn Flour. Please share details.',
    ),
  );
});

test('an unknown product id goes to the 404 page, replacing the history entry', async () => {
  mockFetch(catalogueApi([cornFlour]));

  const { router } = renderRoute('/product/999999');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/404');
  expect(router.state.historyAction).toBe('REPLACE');
});

test('a malformed product id goes to the 404 page without calling the API', async () => {
  const fetchMock = mockFetch(catalogueApi([cornFlour]));

  const { router } = renderRoute('/product/abc');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/404');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an id the API refuses as malformed (400) goes to the 404 page too', async () => {
  mockFetch(() =>
    jsonResponse({ code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.' }, 400),
  );

  const { router } = renderRoute('/product/5');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/404');
});

test('a server failure shows an error with Retry instead of the 404 page', async () => {
  mockFetch(
    () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
    catalogueApi([cornFlour]),
  );
  renderRoute('/product/2');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Something went wrong. Please try again.')).toBeDefined();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' })).toBeDefined();
});

function structuredData(): Record<string, unknown>[] {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

test('the page has its own description and schema.org Product data, removed when the page is left', async () => {
  const { router } = await openCornFlour();

  await waitFor(() =>
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      cornFlour.shortDescription,
    ),
  );
  const [product] = structuredData();
  expect(product).toMatchObject({
    '@type': 'Product',
    name: 'A Grade Quality Corn Flour',
    sku: '2',
    offers: { price: '90.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    aggregateRating: { ratingValue: '4.6', reviewCount: 158 },
  });

  await act(() => router.navigate('/contact'));
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  expect(structuredData()).toEqual([]);
  await waitFor(() =>
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Reach our team with questions about bulk orders, registrations and deliveries.',
    ),
  );
});

describe('Share', () => {
  // jsdom has neither navigator.share nor navigator.clipboard: each test gives the browser what it needs.
  const stubbed = ['share', 'clipboard'] as const;
  afterEach(() => {
    for (const name of stubbed) Reflect.deleteProperty(window.navigator, name);
  });

  function stubNavigator(parts: { share?: unknown; clipboard?: unknown }) {
    for (const name of stubbed) {
      if (parts[name])
        Object.defineProperty(window.navigator, name, { value: parts[name], configurable: true });
    }
  }

  test('uses the Web Share API where there is one and says Shared!', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator({ share });
    await openCornFlour();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    await expectToast('Shared!', 'A Grade Quality Corn Flour was shared through your device.');
    expect(share).toHaveBeenCalledWith({
      title: 'A Grade Quality Corn Flour',
      text: cornFlour.shortDescription,
      url: `${window.location.origin}/product/2`,
    });
  });

  test('without it copies the link and says Link Copied!', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText } });
    await openCornFlour();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    await expectToast('Link Copied!', 'The link to A Grade Quality Corn Flour is on your clipboard.');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/2`);
  });

  test('when both fail says Could Not Share and shows the link', async () => {
    stubNavigator({
      share: () => Promise.reject(new Error('blocked')),
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await openCornFlour();

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));

    await expectToast(
      'Could Not Share',
      `Your browser allowed neither sharing nor copying. The link is ${window.location.origin}/product/2`,
    );
  });
});

describe("a supplier's product", () => {
  const toorDal = buildProduct({
    id: 90,
    name: 'Toor Dal, unpolished',
    pricePaise: 42_000,
    originalPricePaise: 42_000,
    moq: 100,
    stepQty: 50,
    seller: { id: 7, businessName: 'Malwa Dal Mill', slug: 'malwa-dal-mill', state: null, orderable: false },
    slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
  });

  async function openToorDal() {
    mockFetch(catalogueApi([toorDal]));
    const view = renderRoute('/product/90');
    await screen.findByRole('heading', { level: 1, name: 'Toor Dal, unpolished' });
    return view;
  }

  test('says who sells it, with the Verified supplier badge and a link to its page', async () => {
    const { router } = await openToorDal();
    expect(screen.getByText('Verified supplier')).toBeDefined();
    fireEvent.click(screen.getByRole('link', { name: 'Malwa Dal Mill' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/malwa-dal-mill'));
  });

  test('lists the price by quantity and the unit price at the chosen quantity, marking the slab reached', async () => {
    await openToorDal();
    const slabs = within(screen.getByRole('region', { name: 'Price by quantity' }));
    // Quantities and prices per unit are left-to-right islands (invisible marks) for Urdu and Arabic.
    const shown = (element: HTMLElement) => element.textContent?.replace(/[\u2066\u2069]/g, '');
    const priceAt = () => shown(slabs.getByText(/^At /));
    expect(slabs.getAllByRole('listitem').map(shown)).toEqual([
      '₹420.00/kg from 100 kg',
      '₹380.00/kg from 500 kg',
    ]);
    expect(priceAt()).toBe('At 100 kg: ₹420.00/kg');
    expect(slabs.getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('true');

    const input = screen.getByRole('spinbutton', { name: 'Quantity (kg)' });
    fireEvent.change(input, { target: { value: '450' } });
    expect(priceAt()).toBe('At 450 kg: ₹420.00/kg');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(priceAt()).toBe('At 500 kg: ₹380.00/kg');
    expect(slabs.getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('true');
  });

  test('offers no Add to Cart yet: ordering opens soon, and the chat link asks about the product', async () => {
    await openToorDal();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    const note = within(screen.getByRole('note'));
    expect(note.getByText('Ordering opens soon')).toBeDefined();
    const enquire = note.getByRole('link', { name: 'Ask about this product in the chat' });
    expect(decodeURIComponent(enquire.getAttribute('href') ?? '')).toContain(
      'I am interested in bulk ordering Toor Dal, unpolished',
    );
    // Enter in the quantity field submits the form: nothing reaches the cart.
    fireEvent.submit(screen.getByRole('spinbutton', { name: 'Quantity (kg)' }));
    expect(storedCart()).toBeNull();
  });

  test("the company's own product shows no seller, no slabs and its Add to Cart", async () => {
    await openCornFlour();
    expect(screen.queryByText('Verified supplier')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Price by quantity' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDefined();
  });
});
