import type { SearchSuggestions } from '@bulk/domain/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProduct } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { fetchedUrls, filteringCatalogueApi } from '../testing/fake-catalogue-api';

const riceSuggestions: SearchSuggestions = {
  products: [
    { id: 37, name: 'White Basmati Rice', category: 'Indian Rice', categoryLabel: 'Indian Rice' },
    { id: 38, name: 'Organic Desi Rice', category: 'Indian Rice', categoryLabel: 'Indian Rice' },
  ],
  categories: [{ name: 'Indian Rice', label: 'Indian Rice', slug: 'indian-rice' }],
};

/** The catalogue for the page under the header, and `answer` for every suggestions request. */
function mockSuggestions(answer: SearchSuggestions) {
  const catalogue = filteringCatalogueApi([buildProduct({ id: 37, name: 'White Basmati Rice' })]);
  return mockFetch((url) =>
    new URL(url, 'http://localhost').pathname === '/api/search/suggestions'
      ? jsonResponse(answer)
      : catalogue(url),
  );
}

const suggestionRequests = (fetchMock: Parameters<typeof fetchedUrls>[0]) =>
  fetchedUrls(fetchMock).filter((url) => url.startsWith('/api/search/suggestions'));

async function typeInHeaderSearch(text: string) {
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  box.focus();
  fireEvent.change(box, { target: { value: text } });
  return box;
}

test('typing asks once for suggestions and lists them in a listbox the box controls, announcing how many', async () => {
  const fetchMock = mockSuggestions(riceSuggestions);
  renderRoute('/');
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  box.focus();
  fireEvent.change(box, { target: { value: 'r' } });
  fireEvent.change(box, { target: { value: 'ri' } });

  const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['White Basmati RiceIndian Rice', 'Organic Desi RiceIndian Rice', 'Indian RiceCategory']);
  // Typed quickly, the two letters are one request.
  expect(suggestionRequests(fetchMock)).toEqual(['/api/search/suggestions?q=ri&lang=en']);
  const status = screen.getAllByRole('status').find((region) => region.textContent?.includes('suggestions'));
  expect(status?.textContent).toBe('3 suggestions. Use the up and down arrow keys to choose.');
});

test('Down and Up move through the suggestions, wrapping around, and Enter opens the chosen product', async () => {
  mockSuggestions(riceSuggestions);
  const { router } = renderRoute('/');
  const box = await typeInHeaderSearch('rice');
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(box.getAttribute('aria-activedescendant')).toBeNull();

  const activeOption = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(activeOption()).toBe(options[0]);
  expect(options[0]!.getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(activeOption()).toBe(options[2]);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(activeOption()).toBe(options[0]);
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(activeOption()).toBe(options[2]);
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(activeOption()).toBe(options[1]);
  expect(options[0]!.getAttribute('aria-selected')).toBe('false');

  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/38'));
  expect(box.getAttribute('aria-expanded')).toBe('false');
});

test('a chosen category opens the products page filtered by it', async () => {
  mockSuggestions(riceSuggestions);
  const { router } = renderRoute('/');
  await typeInHeaderSearch('rice');
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Category/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  expect(router.state.location.search).toBe('?category=indian-rice');
});

test('Escape closes the list, then clears the box', async () => {
  mockSuggestions(riceSuggestions);
  renderRoute('/');
  const box = await typeInHeaderSearch('rice');
  await screen.findByRole('listbox');
  fireEvent.keyDown(box, { key: 'ArrowDown' });

  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(box.getAttribute('aria-activedescendant')).toBeNull();
  expect(screen.queryByRole('listbox')).toBeNull();
  expect((box as HTMLInputElement).value).toBe('rice');

  fireEvent.keyDown(box, { key: 'Escape' });
  expect((box as HTMLInputElement).value).toBe('');
});

test('Enter with no suggestion chosen searches for the text on /search', async () => {
  mockSuggestions(riceSuggestions);
  const { router } = renderRoute('/');
  const box = await typeInHeaderSearch('  basmati   rice ');
  await screen.findByRole('listbox');
  fireEvent.submit(box.closest('form')!);
  await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe('basmati rice');
});

test('says so when nothing matches, and asks nothing for a single letter', async () => {
  const fetchMock = mockSuggestions({ products: [], categories: [] });
  renderRoute('/');
  const box = await typeInHeaderSearch('x');
  expect(box.getAttribute('aria-expanded')).toBe('false');
  fireEvent.change(box, { target: { value: 'xyzzy' } });
  expect(
    await screen.findByText('No suggestions. Press Enter to search.', { selector: 'p:not([role])' }),
  ).toBeTruthy();
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect(suggestionRequests(fetchMock)).toEqual(['/api/search/suggestions?q=xyzzy&lang=en']);
});
