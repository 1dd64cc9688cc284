import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fetchedUrls, filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { buildProduct } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const basmati = buildProduct({
  id: 37,
  name: 'A Grade Quality White Basmati Rice',
  category: 'Indian Rice',
  categorySlug: 'indian-rice',
  pricePaise: 25_000,
  originalPricePaise: 25_000,
});
const desiRice = buildProduct({
  id: 41,
  name: 'A Grade Quality White Desi Rice',
  category: 'Indian Rice',
  categorySlug: 'indian-rice',
  pricePaise: 13_000,
  originalPricePaise: 13_000,
});
const toorDal = buildProduct({
  id: 26,
  name: 'A Grade Quality Toor Dal',
  category: 'Pulses',
  categorySlug: 'pulses',
  pricePaise: 14_000,
  originalPricePaise: 14_000,
});
const cardamom = buildProduct({
  id: 20,
  name: 'A Grade Quality Green Cardamom',
  category: 'Indian Spices',
  categorySlug: 'indian-spices',
  pricePaise: 120_000,
  originalPricePaise: 120_000,
});
// A 25 kg sack sold as one unit: heavier than most, to try the weight slider on.
const ricesack = buildProduct({
  id: 90,
  name: 'A Grade Quality Sona Masoori Rice Sack',
  category: 'Indian Rice',
  categorySlug: 'indian-rice',
  pricePaise: 150_000,
  originalPricePaise: 150_000,
  unit: 'pieces',
  moq: 10,
  stepQty: 10,
  weightGrams: 25_000,
});
const cornFlour = buildProduct();
const staples = [cardamom, toorDal, basmati, desiRice, ricesack];

function groupHeadings(): string[] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function cardsOf(category: string): string[] {
  const list = screen.getByRole('list', { name: category });
  return within(list)
    .getAllByTestId('product-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

const productUrls = (fetchMock: Parameters<typeof fetchedUrls>[0]) =>
  fetchedUrls(fetchMock).filter((url) => url.startsWith('/api/products'));

test('loads the three staple categories in one request and groups the cards under a heading each', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi([cornFlour, ...staples]));

  renderRoute('/staples');

  expect(await screen.findByText('5 products found')).toBeDefined();
  expect(productUrls(fetchMock)).toEqual([
    '/api/products?category=indian-rice&category=pulses&category=indian-spices&maxPrice=5000&maxWeightGrams=50000&lang=en',
  ]);
  expect(groupHeadings()).toEqual(['Filters', 'Indian Rice', 'Pulses', 'Indian Spices']);
  expect(cardsOf('Indian Rice')).toEqual([
    'A Grade Quality White Basmati Rice',
    'A Grade Quality White Desi Rice',
    'A Grade Quality Sona Masoori Rice Sack',
  ]);
  expect(cardsOf('Pulses')).toEqual(['A Grade Quality Toor Dal']);
  expect(cardsOf('Indian Spices')).toEqual(['A Grade Quality Green Cardamom']);
  expect(screen.getByText('3 products')).toBeDefined();
  expect(screen.queryByText('A Grade Quality Corn Flour')).toBeNull();
  await waitFor(() => expect(document.title).toMatch(/^Staples \| /));
});

test('the category checkboxes offer only the three staples and ask the API for the ones checked', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(staples));
  const { router } = renderRoute('/staples');
  expect(await screen.findByText('5 products found')).toBeDefined();

  const categories = screen.getByRole('group', { name: 'Category' });
  expect(
    within(categories)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['Indian Rice', 'Pulses', 'Indian Spices']);

  fireEvent.click(within(categories).getByRole('checkbox', { name: 'Pulses' }));

  expect(await screen.findByText('1 product found')).toBeDefined();
  expect(groupHeadings()).toEqual(['Filters', 'Pulses']);
  expect(router.state.location.search).toBe('?category=pulses');
  expect(productUrls(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&maxPrice=5000&maxWeightGrams=50000&lang=en',
  );
});

test('the price slider runs 0 to 5000 in steps of 50 and the API leaves out dearer products', async () => {
  mockFetch(filteringCatalogueApi(staples));
  const { router } = renderRoute('/staples');
  expect(await screen.findByText('5 products found')).toBeDefined();

  const price = screen.getByRole('slider', { name: 'Max price' }) as HTMLInputElement;
  expect([price.min, price.max, price.step, price.value]).toEqual(['0', '5000', '50', '5000']);
  expect(price.getAttribute('aria-valuetext')).toBe('₹5,000');

  fireEvent.change(price, { target: { value: '250' } });

  expect(price.getAttribute('aria-valuetext')).toBe('₹250');
  expect(screen.getByText('₹250')).toBeDefined();
  expect(await screen.findByText('3 products found')).toBeDefined();
  expect(router.state.location.search).toBe('?maxPrice=250');
  expect(groupHeadings()).toEqual(['Filters', 'Indian Rice', 'Pulses']);
  expect(cardsOf('Indian Rice')).toEqual([
    'A Grade Quality White Basmati Rice',
    'A Grade Quality White Desi Rice',
  ]);
});

test('the weight slider runs 0 to 50000 g in steps of 100, shown in kg above 1000 g', async () => {
  mockFetch(filteringCatalogueApi(staples));
  const { router } = renderRoute('/staples');
  expect(await screen.findByText('5 products found')).toBeDefined();

  const weight = screen.getByRole('slider', { name: 'Max weight per unit' }) as HTMLInputElement;
  expect([weight.min, weight.max, weight.step, weight.value]).toEqual(['0', '50000', '100', '50000']);
  expect(weight.getAttribute('aria-valuetext')).toBe('50 kg');

  fireEvent.change(weight, { target: { value: '2500' } });

  expect(weight.getAttribute('aria-valuetext')).toBe('2.5 kg');
  expect(screen.getByText('2.5 kg')).toBeDefined();
  // Units up to 2.5 kg: the 25 kg sack goes, the rice sold by the kilogram stays.
  expect(await screen.findByText('4 products found')).toBeDefined();
  expect(router.state.location.search).toBe('?maxWeightGrams=2500');
  expect(cardsOf('Indian Rice')).toEqual([
    'A Grade Quality White Basmati Rice',
    'A Grade Quality White Desi Rice',
  ]);

  fireEvent.change(weight, { target: { value: '1000' } });
  expect(weight.getAttribute('aria-valuetext')).toBe('1,000 g');
  await waitFor(() => expect(router.state.location.search).toBe('?maxWeightGrams=1000'));
  expect(screen.getByText('4 products found')).toBeDefined();

  fireEvent.change(weight, { target: { value: '900' } });
  expect(screen.getByText('900 g')).toBeDefined();
  expect(await screen.findByText('0 products found')).toBeDefined();
});

test('the weight slider filters the whole catalogue, not the page on screen', async () => {
  // A hundred 25 kg sacks fill the first page; the one 1 kg bag comes after them, on the second.
  const sacks = Array.from({ length: 100 }, (_, index) =>
    buildProduct({
      id: 100 + index,
      name: `Rice Sack ${index + 1}`,
      category: 'Indian Rice',
      categorySlug: 'indian-rice',
      pricePaise: 150_000,
      unit: 'pieces',
      moq: 10,
      stepQty: 10,
      weightGrams: 25_000,
    }),
  );
  const bag = buildProduct({
    id: 500,
    name: 'Toor Dal 1 kg Bag',
    category: 'Pulses',
    categorySlug: 'pulses',
    pricePaise: 14_000,
  });
  const fetchMock = mockFetch(filteringCatalogueApi([...sacks, bag]));
  renderRoute('/staples');
  expect(await screen.findByText('Showing 1–100 of 101 products')).toBeDefined();
  expect(screen.queryByText('Toor Dal 1 kg Bag')).toBeNull();

  fireEvent.change(screen.getByRole('slider', { name: 'Max weight per unit' }), {
    target: { value: '2000' },
  });

  expect(await screen.findByText('1 product found')).toBeDefined();
  expect(cardsOf('Pulses')).toEqual(['Toor Dal 1 kg Bag']);
  expect(productUrls(fetchMock).at(-1)).toContain('maxWeightGrams=2000');
});

test('filters that match nothing show No Products Found, and Clear All Filters resets them', async () => {
  mockFetch(filteringCatalogueApi(staples));
  const { router } = renderRoute('/staples');
  expect(await screen.findByText('5 products found')).toBeDefined();

  const price = screen.getByRole('slider', { name: 'Max price' }) as HTMLInputElement;
  const weight = screen.getByRole('slider', { name: 'Max weight per unit' }) as HTMLInputElement;
  fireEvent.click(screen.getByRole('checkbox', { name: 'Indian Spices' }));
  fireEvent.change(price, { target: { value: '50' } });
  fireEvent.change(weight, { target: { value: '500' } });

  const empty = await screen.findByRole('heading', { name: 'No Products Found' });
  expect(screen.getByText('0 products found')).toBeDefined();
  expect(screen.queryByTestId('product-card')).toBeNull();
  expect(router.state.location.search).toBe('?category=indian-spices&maxPrice=50&maxWeightGrams=500');

  fireEvent.click(
    within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Clear All Filters' }),
  );

  expect(await screen.findByText('5 products found')).toBeDefined();
  expect(router.state.location.search).toBe('');
  expect(price.value).toBe('5000');
  expect(weight.value).toBe('50000');
  expect((screen.getByRole('checkbox', { name: 'Indian Spices' }) as HTMLInputElement).checked).toBe(false);
  expect(groupHeadings()).toEqual(['Filters', 'Indian Rice', 'Pulses', 'Indian Spices']);
});

test('an API error shows its message, and Retry loads the staples again', async () => {
  let failing = true;
  mockFetch((url) =>
    failing
      ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500)
      : filteringCatalogueApi(staples)(url),
  );
  renderRoute('/staples');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Something went wrong. Please try again.')).toBeDefined();
  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('5 products found')).toBeDefined();
});
