import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';
import { LANGUAGE_STORAGE_KEY } from './language-store';
import { languages } from './languages';

const cornFlour = buildProduct({ name: 'A Grade Quality Corn Flour' });

test('the header offers the 15 languages, each named in its own script', async () => {
  mockFetch(catalogueApi([cornFlour]));
  renderRoute('/product/2');
  await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' });
  const header = within(screen.getByRole('banner'));
  const picker = header.getAllByRole('combobox', { name: 'Language' })[0]!;
  const options = within(picker).getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(languages.map((language) => language.name));
  expect(options.map((option) => option.textContent)).toContain('हिन्दी');
  expect(options.map((option) => option.textContent)).toContain('اردو');
});

test('choosing Hindi translates the header and the toasts, and is remembered', async () => {
  const fetchMock = mockFetch(catalogueApi([cornFlour]));
  renderRoute('/product/2');
  await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' });
  const header = within(screen.getByRole('banner'));

  fireEvent.change(header.getAllByRole('combobox', { name: 'Language' })[0]!, { target: { value: 'hi' } });

  expect(await header.findByRole('link', { name: 'कार्ट' })).toBeDefined();
  expect(header.getByRole('link', { name: 'लॉगिन' })).toBeDefined();
  expect(header.getAllByRole('combobox', { name: 'भाषा' }).length).toBeGreaterThan(0);
  await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');

  // The product is fetched again in Hindi.
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/products/2?lang=hi'),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'कार्ट में जोड़ें' }));
  await expectToast('कार्ट में जोड़ा गया!', '500 x A Grade Quality Corn Flour आपके थोक कार्ट में जोड़ा गया।');
});

test('choosing Urdu turns the page right to left', async () => {
  mockFetch(catalogueApi([cornFlour]));
  renderRoute('/product/2');
  await screen.findByRole('heading', { level: 1, name: 'A Grade Quality Corn Flour' });
  const header = within(screen.getByRole('banner'));

  fireEvent.change(header.getAllByRole('combobox', { name: 'Language' })[0]!, { target: { value: 'ur' } });

  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(document.documentElement.lang).toBe('ur');
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ur');
});
