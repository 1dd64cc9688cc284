import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { z } from 'zod';
import {
  readSearchParams,
  toSearch,
  useSearchParamsState,
  writeSearchParams,
} from './use-search-params-state';

const schema = z.object({
  status: z.enum(['open', 'closed']).optional(),
  q: z.string().trim().max(10).optional(),
  tag: z.array(z.string()),
  sort: z.enum(['new', 'old']).default('new'),
  page: z.coerce.number().int().min(1).default(1),
});

const read = (search: string) => readSearchParams(schema, new URLSearchParams(search));

test('values are read with their defaults', () => {
  expect(read('')).toEqual({ status: undefined, q: undefined, tag: [], sort: 'new', page: 1 });
  expect(read('?status=closed&q=+rice+&tag=a&tag=b&sort=old&page=3')).toEqual({
    status: 'closed',
    q: 'rice',
    tag: ['a', 'b'],
    sort: 'old',
    page: 3,
  });
});

test('a refused or empty value falls back to its default, the others are kept', () => {
  expect(read('?status=lost&q=rice&sort=up&page=0')).toEqual({
    status: undefined,
    q: 'rice',
    tag: [],
    sort: 'new',
    page: 1,
  });
  expect(read('?q=%20%20&page=abc&tag=')).toMatchObject({ q: undefined, page: 1, tag: [] });
  expect(read('?q=far+too+long+a+search').q).toBeUndefined();
});

test('values are written in the schema order, leaving out defaults and empty values, keeping other params', () => {
  const params = new URLSearchParams('?utm=mail&page=4&sort=old');
  const written = writeSearchParams(schema, params, { q: 'rice', tag: ['b', 'a'], sort: 'new', page: 2 });
  expect(written.toString()).toBe('utm=mail&q=rice&tag=b&tag=a&page=2');
  expect(toSearch(schema, { status: 'open', q: '', tag: [], page: 1 })).toBe('?status=open');
  expect(toSearch(schema, {})).toBe('');
});

function FilteredList() {
  const { values, set, searchFor } = useSearchParamsState(schema);
  return (
    <>
      <p>{JSON.stringify(values)}</p>
      <button type="button" onClick={() => set({ status: 'open' })}>
        Open only
      </button>
      <Link to={{ search: searchFor({ page: values.page + 1 }) }}>Next page</Link>
    </>
  );
}

test('the hook reads the URL, a filter change starts from the first page, and a page link keeps the filters', () => {
  const router = createMemoryRouter([{ path: '/list', element: <FilteredList /> }], {
    initialEntries: ['/list?q=rice&page=3'],
  });
  render(<RouterProvider router={router} />);

  expect(screen.getByText(/"q":"rice"/).textContent).toContain('"page":3');
  expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/list?q=rice&page=4');

  fireEvent.click(screen.getByRole('button', { name: 'Open only' }));
  expect(router.state.location.search).toBe('?status=open&q=rice');
  expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
    '/list?status=open&q=rice&page=2',
  );
});
