import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const photo = (key: string) => ({
  variants: [400, 800, 1200].map((width) => ({ width, url: `/api/listing-photos/${key}${width}.webp` })),
});

// A supplier's product: two photos and a lab report, and no company illustration.
const toorDal = buildProduct({
  id: 31,
  name: 'Toor Dal, unpolished',
  images: [],
  photos: [photo('a'), photo('b')],
  documents: [{ name: 'Lab report.pdf', url: '/api/listing-documents/4' }],
});

test('the product page shows a supplier’s photos at the width the screen needs, square, and its PDF documents', async () => {
  mockFetch(catalogueApi([toorDal]));
  renderRoute('/product/31');
  await screen.findByRole('heading', { level: 1, name: 'Toor Dal, unpolished' });

  const cover = screen.getByRole('img', { name: 'Toor Dal, unpolished' });
  expect(cover.getAttribute('srcset')).toBe(
    '/api/listing-photos/a400.webp 400w, /api/listing-photos/a800.webp 800w, /api/listing-photos/a1200.webp 1200w',
  );
  expect(cover.getAttribute('src')).toBe('/api/listing-photos/a800.webp');
  expect(cover.getAttribute('sizes')).toBe('(min-width: 1024px) 36rem, 100vw');
  expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['600', '600']);

  const more = within(screen.getByRole('list', { name: 'More photos' }));
  const second = more.getByRole('img', { name: 'Toor Dal, unpolished, photo 2' });
  expect(second.getAttribute('srcset')).toContain('/api/listing-photos/b400.webp 400w');
  expect(second.getAttribute('loading')).toBe('lazy');

  const documents = within(screen.getByRole('region', { name: 'Documents' }));
  expect(documents.getByRole('link', { name: 'Lab report.pdf' }).getAttribute('href')).toBe(
    '/api/listing-documents/4',
  );
});

test('the product card shows the cover photo with srcset, and a company product keeps its image', async () => {
  mockFetch(catalogueApi([toorDal, buildProduct()]));
  renderRoute('/products');
  const [supplierCard, companyCard] = await screen.findAllByTestId('product-card', undefined, {
    timeout: 10_000,
  });
  const cover = within(supplierCard!).getByRole('img');
  expect(cover.getAttribute('srcset')).toContain('/api/listing-photos/a1200.webp 1200w');
  expect(cover.getAttribute('sizes')).toContain('100vw');
  const image = within(companyCard!).getByRole('img');
  expect(image.getAttribute('src')).toBe('/images/products/corn-flour.svg');
  expect(image.getAttribute('srcset')).toBeNull();
});
