import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { catalogueApi } from '#src/testing/catalogue-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

async function renderAnnouncements() {
  mockFetch(catalogueApi([]));
  renderRoute('/');
  return within(await screen.findByRole('complementary', { name: 'Announcements' }));
}

test('the announcement bar offers 20% off new arrivals and invites suppliers, moving on a 25 s cycle', async () => {
  const bar = await renderAnnouncements();

  expect(bar.getByText('Get 20% off on all new arrivals')).toBeDefined();
  const join = bar.getByRole('link', { name: 'Suppliers: join us for Rs 99 a year' });
  expect(join.getAttribute('href')).toBe('/register-supplier');
  const marquee = bar.getByTestId('announcement');
  expect(marquee.dataset.moving).toBe('true');
  const line = marquee.firstElementChild as HTMLElement;
  expect(line.style.animationName).toBe('announcement-scroll');
  expect(line.style.animationDuration).toBe('25s');
  expect(line.style.animationIterationCount).toBe('infinite');
});

test('Pause stops the line where it can be read, Play starts it again, and focus on the link holds it still', async () => {
  const bar = await renderAnnouncements();
  const marquee = bar.getByTestId('announcement');

  fireEvent.click(bar.getByRole('button', { name: 'Pause announcements' }));
  expect(marquee.dataset.moving).toBe('false');
  expect((marquee.firstElementChild as HTMLElement).style.animationName).toBe('');

  fireEvent.click(bar.getByRole('button', { name: 'Play announcements' }));
  expect(marquee.dataset.moving).toBe('true');

  fireEvent.focus(bar.getByRole('link', { name: 'Suppliers: join us for Rs 99 a year' }));
  expect(marquee.dataset.moving).toBe('false');
  fireEvent.blur(bar.getByRole('link', { name: 'Suppliers: join us for Rs 99 a year' }));
  expect(marquee.dataset.moving).toBe('true');
});

test('under reduced motion the announcement stands still and whole, with no Pause button', async () => {
  preferReducedMotion();
  const bar = await renderAnnouncements();

  expect(bar.getByTestId('announcement').dataset.moving).toBe('false');
  expect(bar.getByText('Get 20% off on all new arrivals')).toBeDefined();
  expect(bar.queryByRole('button')).toBeNull();
});

test('the bell in the header is decorative: hidden from screen readers and never focused', async () => {
  mockFetch(catalogueApi([]));
  renderRoute('/');

  const header = await screen.findByRole('banner');
  const bell = header.querySelector('svg path[d^="M6 8a6 6"]')?.closest('svg');
  expect(bell?.getAttribute('aria-hidden')).toBe('true');
  expect(bell?.closest('button, a, [tabindex]')).toBeNull();
});
