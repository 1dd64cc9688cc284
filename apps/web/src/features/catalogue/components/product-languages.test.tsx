import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { quantityWithUnit } from '#src/i18n/bidi';
import { changeLanguage } from '#src/i18n/language-store';
import { buildProduct, buildProductList } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { buildCategories } from '../testing/fake-catalogue-api';

const LRI = '\u2066';
const PDI = '\u2069';

/** Corn flour as the API answers it in Urdu: translated texts and labels, English keys. */
const inUrdu = buildProduct({
  name: 'مکئی کا آٹا',
  categoryLabel: 'آٹا',
  packagingSizes: ['1kg', '50kg'],
  packagingLabels: ['1 کلو', '50 کلو'],
  moq: 50,
  stepQty: 10,
});
const inEnglish = buildProduct({ moq: 50, stepQty: 10, packagingSizes: ['1kg', '50kg'] });

/** The catalogue API in the language each request asks for. */
function catalogueInLanguages(url: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const product = searchParams.get('lang') === 'ur' ? inUrdu : inEnglish;
  if (pathname === '/api/categories') {
    return jsonResponse({
      categories: buildCategories([product]).map((category) =>
        category.slug === 'flour' ? { ...category, label: product.categoryLabel } : category,
      ),
    });
  }
  if (pathname === '/api/products') return jsonResponse(buildProductList([product]));
  return jsonResponse(product);
}

test('in Urdu a product card reads its translated name and category, and keeps "50 kg" and "/ kg" in order', async () => {
  const fetchMock = mockFetch(catalogueInLanguages);
  await changeLanguage('ur');
  renderRoute('/products');

  const card = within(await screen.findByTestId('product-card'));
  expect(card.getByRole('heading', { name: 'مکئی کا آٹا' })).toBeDefined();
  expect(card.getByText('آٹا')).toBeDefined();
  // Numbers with their Latin units are left-to-right islands in the right-to-left line.
  const minOrder = card.getByText((text) => text.includes(quantityWithUnit(50, 'kg')));
  expect(minOrder.textContent).toContain(`${LRI}50 kg${PDI}`);
  expect(card.getByText('/ kg').getAttribute('dir')).toBe('ltr');
  // The category filter shows the label and filters by the English slug.
  expect(screen.getAllByRole('checkbox', { name: 'آٹا' })[0]!.getAttribute('value')).toBe('flour');
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/categories?lang=ur');
});

test('in Urdu the product page shows translated packaging labels and isolates the order terms', async () => {
  mockFetch(catalogueInLanguages);
  await changeLanguage('ur');
  renderRoute('/product/2');

  expect(await screen.findByRole('heading', { level: 1, name: 'مکئی کا آٹا' })).toBeDefined();
  const chips = screen.getAllByText(/کلو/);
  expect(chips.map((chip) => chip.tagName)).toEqual(['BDI', 'BDI']);
  const terms = screen.getByText(
    (_, element) => element?.tagName === 'STRONG' && element.textContent === quantityWithUnit(10, 'kg'),
  );
  expect(terms).toBeDefined();
});

test('switching the language back asks the catalogue again, in English', async () => {
  const fetchMock = mockFetch(catalogueInLanguages);
  await changeLanguage('ur');
  renderRoute('/product/2');
  await screen.findByRole('heading', { level: 1, name: 'مکئی کا آٹا' });

  await changeLanguage('en');
  expect(await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' })).toBeDefined();
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/products/2?lang=en'),
  );
});
