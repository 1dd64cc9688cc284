import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { CURRENCY_STORAGE_KEY } from '#src/features/currency/currency-store';
import { buildProduct } from '#src/testing/catalogue-factory';
import { mockFetch, mockVisits } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const cornFlour = buildProduct(); // 9000 paise: ₹90.00, $1.08 at 0.012

async function cornFlourCard() {
  const card = (await screen.findAllByTestId('product-card')).find((candidate) =>
    within(candidate).queryByRole('heading', { name: 'A Grade Quality Corn Flour' }),
  );
  if (!card) throw new Error('no card for corn flour');
  return within(card);
}

/** Makes `matchMedia` answer `reducedMotion` for the reduced-motion query and false for any other. */
function preferReducedMotion(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

test('the header currency picker offers the six currencies, INR first and chosen', async () => {
  mockFetch(filteringCatalogueApi([cornFlour]));
  renderRoute('/');

  const picker = await within(await screen.findByRole('banner')).findByRole('combobox', { name: 'Currency' });
  expect((picker as HTMLSelectElement).value).toBe('INR');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['INR', 'USD', 'EUR', 'GBP', 'AED', 'JPY']);
});

test('choosing USD shows a product card price in dollars, and the choice outlives a re-render', async () => {
  mockFetch(filteringCatalogueApi([cornFlour]));
  const first = renderRoute('/products');

  expect((await cornFlourCard()).getByText('₹90.00')).toBeDefined();
  fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });

  expect((await cornFlourCard()).getByText('$1.08')).toBeDefined();
  expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD');

  first.unmount();
  renderRoute('/products');

  expect((await cornFlourCard()).getByText('$1.08')).toBeDefined();
  expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('USD');
});

test('another tab choosing a currency changes the prices here too', async () => {
  mockFetch(filteringCatalogueApi([cornFlour]));
  renderRoute('/products');
  expect((await cornFlourCard()).getByText('₹90.00')).toBeDefined();

  window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY, newValue: 'EUR' }));
  });

  expect((await cornFlourCard()).getByText('€0.99')).toBeDefined();
});

test('the product page and the cart follow the chosen currency, with a note that payment is in rupees', async () => {
  window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 2, quantity: 500 }]));
  mockFetch(filteringCatalogueApi([cornFlour]));

  const product = renderRoute('/product/2');
  await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' });
  // 9000 paise at 0.0096 = 0.864, shown as £0.86.
  expect(screen.getByText('£0.86')).toBeDefined();
  product.unmount();

  renderRoute('/cart');
  const summary = within(await screen.findByRole('region', { name: 'Order Summary' }));
  // 500 x ₹90 = ₹45,000 = £432.00.
  expect(summary.getAllByText('£432.00')).toHaveLength(2);
  expect(summary.getByText(/You pay in Indian rupees \(INR\) at checkout/)).toBeDefined();
});

test('an unknown stored currency reads as INR', async () => {
  window.localStorage.setItem(CURRENCY_STORAGE_KEY, 'XYZ');
  mockFetch(filteringCatalogueApi([cornFlour]));
  renderRoute('/products');

  expect((await cornFlourCard()).getByText('₹90.00')).toBeDefined();
  expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement).value).toBe('INR');
});

test('the visitor bar records the visit once and counts up from 0 to the total in about 1.5 s', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    mockFetch(filteringCatalogueApi([]));
    const visits = mockVisits(123_456);
    renderRoute('/');

    const count = await screen.findByTestId('visitor-count');
    await waitFor(() => expect(count.textContent).toBe('0'));
    expect(screen.getByText('Total Visitors:')).toBeDefined();
    // The count starts once the total has arrived and the effect that runs the interval has run.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));

    act(() => vi.advanceTimersByTime(700));
    // About half way through 75 ticks of 20 ms (waiting above may have run a tick or two).
    const halfWay = Number(count.textContent?.replaceAll(',', ''));
    expect(halfWay).toBeGreaterThan(50_000);
    expect(halfWay).toBeLessThan(80_000);

    act(() => vi.advanceTimersByTime(800));
    expect(count.textContent).toBe('1,23,456');
    act(() => vi.advanceTimersByTime(1000));
    expect(count.textContent).toBe('1,23,456');

    expect(visits).toHaveBeenCalledTimes(1);
    expect(visits.mock.calls[0]?.[1]?.method).toBe('POST');
    // Screen readers get the total once, not each step.
    expect(count.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('1,23,456', { selector: '.sr-only' })).toBeDefined();
  } finally {
    vi.useRealTimers();
  }
});

test('a small total counts in whole steps of at least 20 ms', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    mockFetch(filteringCatalogueApi([]));
    mockVisits(3);
    renderRoute('/');

    const count = await screen.findByTestId('visitor-count');
    await waitFor(() => expect(count.textContent).toBe('0'));
    // Preact runs the effect that starts the count-up after the next frame, not with the render. vi.waitFor
    // polls on real timers; Testing Library's waitFor would poll on the faked setInterval.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    act(() => vi.advanceTimersByTime(500));
    expect(count.textContent).toBe('1');
    act(() => vi.advanceTimersByTime(500));
    expect(count.textContent).toBe('2');
    act(() => vi.advanceTimersByTime(500));
    expect(count.textContent).toBe('3');
  } finally {
    vi.useRealTimers();
  }
});

test('under reduced motion the visitor bar shows the total at once', async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    preferReducedMotion(true);
    mockFetch(filteringCatalogueApi([]));
    mockVisits(2_50_00_000);
    renderRoute('/');

    const count = await screen.findByTestId('visitor-count');
    // No timer has run: the total is there straight away.
    await waitFor(() => expect(count.textContent).toBe('2,50,00,000'));
  } finally {
    vi.useRealTimers();
  }
});

test('the visitor bar keeps its place and shows a dash when the count cannot be had', async () => {
  mockFetch(filteringCatalogueApi([]));
  const visits = mockVisits(() => new Response('{}', { status: 503 }));
  renderRoute('/');

  const count = await screen.findByTestId('visitor-count');
  await vi.waitFor(() => expect(visits).toHaveBeenCalled());
  expect(count.textContent).toBe('—');
});
