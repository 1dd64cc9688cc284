import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { memberApi } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { buildJob, jobList } from '#src/testing/job-factory';
import { renderRoute } from '#src/testing/render-route';

const picker = buildJob({ id: 3, title: 'Warehouse Picker', type: 'walk-in' });
const driver = buildJob({
  id: 4,
  title: 'Delivery Driver',
  employer: { kind: 'supplier', name: 'Ravi Traders', slug: 'ravi-traders', verified: true },
});

/** The board's API: every list request recorded, answered with `answer`. */
function boardApi(answer: (url: string) => Response) {
  const lists: string[] = [];
  const fetch = mockFetch(
    memberApi({
      user: null,
      fallback: (url) => {
        if (url.startsWith('/api/jobs')) {
          lists.push(url);
          return answer(url);
        }
        return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
      },
    }),
  );
  return { lists, fetch };
}

test('the board asks the API for the filters of its URL and lists what they select', async () => {
  const { lists } = boardApi(() => jsonResponse(jobList([picker, driver])));
  renderRoute('/jobs?city=Indore&type=walk-in&experience=2&salary=15000&qualification=12th&q=picker');

  expect(await screen.findByText('2 openings found')).toBeDefined();
  expect(lists).toEqual([
    '/api/jobs?q=picker&city=Indore&type=walk-in&qualification=12th&experience=2&salary=15000',
  ]);
  const search = within(screen.getByRole('search', { name: 'Search jobs' }));
  expect((search.getByLabelText('City') as HTMLInputElement).value).toBe('Indore');
  expect((search.getByLabelText('Job type') as HTMLSelectElement).value).toBe('walk-in');
  expect((search.getByLabelText('Your experience (years)') as HTMLInputElement).value).toBe('2');
  const cards = screen.getAllByTestId('job-card');
  expect(within(cards[1]!).getByText('Verified employer')).toBeDefined();
  expect(within(cards[0]!).queryByText('Verified employer')).toBeNull();
  expect(within(cards[0]!).getByRole('link', { name: 'Warehouse Picker' }).getAttribute('href')).toBe(
    '/jobs/3',
  );
});

test('a new filter goes into the URL from the first page, and an unknown value reads as no filter', async () => {
  const { lists } = boardApi(() => jsonResponse(jobList([picker], 1, 3)));
  const { router } = renderRoute('/jobs?page=2&type=nonsense');

  expect(await screen.findByText('Page 1 of 3')).toBeDefined();
  expect(lists[0]).toBe('/api/jobs?page=2');
  const search = within(screen.getByRole('search', { name: 'Search jobs' }));
  fireEvent.change(search.getByLabelText('City'), { target: { value: ' Pune ' } });
  fireEvent.change(search.getByLabelText('Qualification'), { target: { value: 'iti' } });
  fireEvent.change(search.getByLabelText('Minimum monthly salary (₹)'), { target: { value: 'lots' } });
  fireEvent.click(search.getByRole('button', { name: 'Show openings' }));

  await waitFor(() => expect(router.state.location.search).toBe('?city=Pune&qualification=iti'));
  await waitFor(() => expect(lists.at(-1)).toBe('/api/jobs?city=Pune&qualification=iti'));
  expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/jobs');
});

test('pages link to their neighbours, keeping the filters', async () => {
  boardApi(() => jsonResponse(jobList([picker], 2, 3)));
  renderRoute('/jobs?city=Indore&page=2');

  const pages = within(await screen.findByRole('navigation', { name: 'Pages of openings' }));
  expect(pages.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/jobs?city=Indore');
  expect(pages.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/jobs?city=Indore&page=3');
});

test('no opening: the board says so, and with filters suggests clearing them', async () => {
  boardApi(() => jsonResponse(jobList([])));
  renderRoute('/jobs?city=Nowhere');

  expect(await screen.findByRole('heading', { name: 'No openings found' })).toBeDefined();
  expect(
    screen.getByText('No openings match these filters. Try another city or clear the filters.'),
  ).toBeDefined();
});

test('a board that cannot load says so and retries', async () => {
  let calls = 0;
  boardApi(() => {
    calls += 1;
    return calls === 1
      ? jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500)
      : jsonResponse(jobList([picker]));
  });
  renderRoute('/jobs');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Could not load the openings.')).toBeDefined();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('1 opening found')).toBeDefined();
});

test('the filters keep the focus after their own search, and follow the URL back', async () => {
  boardApi(() => jsonResponse(jobList([picker])));
  const { router } = renderRoute('/jobs');

  const search = within(await screen.findByRole('search', { name: 'Search jobs' }));
  fireEvent.change(search.getByLabelText('City'), { target: { value: 'Pune' } });
  const button = search.getByRole('button', { name: 'Show openings' });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(router.state.location.search).toBe('?city=Pune'));
  expect(document.activeElement?.textContent).toBe('Show openings');

  await router.navigate(-1);
  await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe(''));
});
