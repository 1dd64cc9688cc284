import type { ApiTransport, RenderContext } from '@bulk/domain/page-render';
import { expect, test } from 'vitest';
import { filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { buildProduct, buildSeller } from '#src/testing/catalogue-factory';
import { createPageRenderer } from './entry-server';

const products = [
  buildProduct({ id: 2, name: 'A Grade Quality Corn Flour', featured: true }),
  ...Array.from({ length: 11 }, (_, index) =>
    buildProduct({
      id: 10 + index,
      name: `A Grade Quality Turmeric ${index + 1}`,
      category: 'Indian Spices',
      categorySlug: 'indian-spices',
      featured: true,
    }),
  ),
];

/** The catalogue API answered in process, as the server does, recording every request it gets. */
function context(): RenderContext & { requests: string[] } {
  const requests: string[] = [];
  const respond = filteringCatalogueApi(products);
  const api: ApiTransport = async (path, { method }) => {
    requests.push(`${method} ${path}`);
    const response = respond(path);
    return { status: response.status, body: await response.text() };
  };
  return { api, origin: 'https://store.example', requests };
}

const renderPage = (url: string, render: RenderContext) => createPageRenderer(render)(url);

const cardCount = (html: string) => html.split('data-testid="product-card"').length - 1;

test('the home page comes with its hero, its title and the featured products, fetched with GET only', async () => {
  const render = context();
  const page = await renderPage('/', render);

  expect(page?.status).toBe(200);
  expect(page?.root).toContain('Authentic Indian Spices &amp; Natural Products');
  expect(page?.head).toContain(
    '<title>Authentic Indian Spices &amp; Natural Products | Bulk Trade India</title>',
  );
  // The first cards; the browser adds the rest a few at a time.
  expect(cardCount(page!.root)).toBe(8);
  expect(render.requests.every((request) => request.startsWith('GET /api/'))).toBe(true);
  expect(render.requests).not.toContainEqual(expect.stringContaining('/api/visits'));
  const state = JSON.parse(page!.state) as { queries: { queries: { queryKey: unknown[] }[] } };
  expect(state.queries.queries.map((query) => query.queryKey[0])).toContain('products');
});

test('the catalogue renders the filters of its URL, with the count of what they select', async () => {
  const page = await renderPage('/products?category=indian-spices', context());

  expect(page?.status).toBe(200);
  expect(page?.root).toContain('11 products found');
  expect(page?.root).not.toContain('A Grade Quality Corn Flour');
  expect(page?.head).toContain('<title>Products | Bulk Trade India</title>');
});

test('a product page carries its description and its schema.org data with the public origin', async () => {
  const page = await renderPage('/product/2', context());

  expect(page?.status).toBe(200);
  expect(page?.root).toContain('A Grade Quality Corn Flour');
  expect(page?.head).toContain(
    '<meta name="description" content="Finely milled corn flour for bulk buyers." />',
  );
  expect(page?.head).toMatch(/<script type="application\/ld\+json" data-page-head>.*"@type":"Product"/);
  expect(page?.head).toContain('https://store.example/product/2');
});

test('pages rendered at the same time share nothing: each has its own API, origin and head', async () => {
  const first = { ...context(), origin: 'https://first.example' };
  const second = { ...context(), origin: 'https://second.example' };

  const [product, home] = await Promise.all([renderPage('/product/2', first), renderPage('/', second)]);

  expect(product?.head).toContain('<title>A Grade Quality Corn Flour | Bulk Trade India</title>');
  expect(product?.head).toContain('https://first.example/product/2');
  expect(product?.head).not.toContain('second.example');
  expect(home?.head).toContain(
    '<title>Authentic Indian Spices &amp; Natural Products | Bulk Trade India</title>',
  );
  expect(home?.head).not.toContain('Corn Flour');
  expect(first.requests).toContain('GET /api/products/2?lang=en');
  expect(second.requests).not.toContain('GET /api/products/2?lang=en');
});

test('an unknown path is the 404 page; a product the API does not know is left to the browser', async () => {
  expect((await renderPage('/no/such/page', context()))?.status).toBe(404);
  expect(await renderPage('/product/999', context())).toBeNull();
});

test('pages of the visitor’s own (cart, checkout, account, admin) are left to the browser', async () => {
  for (const path of ['/cart', '/checkout', '/login', '/dashboard/customer', '/admin', '/thank-you']) {
    expect(await renderPage(path, context()), path).toBeNull();
  }
});

test('script in the search text stays text, in the markup and in the page data', async () => {
  const page = await renderPage('/search?q=%3C/script%3E%3Cscript%3Ealert(1)%3C/script%3E', context());

  expect(page?.status).toBe(200);
  expect(page?.root).not.toContain('<script>');
  expect(page?.state).not.toContain('</script>');
  expect(page?.head).not.toContain('<script>alert');
});

test('/products?page=2 comes rendered with the second page of a larger listing and links to the others', async () => {
  const pulses = Array.from({ length: 150 }, (_, index) =>
    buildProduct({
      id: 100 + index,
      name: `Toor Dal Lot ${index + 1}`,
      category: 'Pulses',
      categorySlug: 'pulses',
    }),
  );
  const requests: string[] = [];
  const respond = filteringCatalogueApi(pulses);
  const api: ApiTransport = async (path, { method }) => {
    requests.push(`${method} ${path}`);
    const response = respond(path);
    return { status: response.status, body: await response.text() };
  };
  const page = await renderPage('/products?page=2', { api, origin: 'https://store.example' });

  expect(page?.status).toBe(200);
  expect(requests).toContain('GET /api/products?minPrice=0&maxPrice=5000&page=2&lang=en');
  expect(page?.root).toContain('Showing 101–150 of 150 products');
  expect(page?.root).toContain('Toor Dal Lot 101');
  expect(page?.root).not.toContain('Toor Dal Lot 100<');
  // Real links, so the pager works before the app takes the page over, and a crawler follows it.
  expect(page?.root).toMatch(/<nav aria-label="Pages of products"/);
  expect(page?.root).toMatch(
    /<a [^>]*href="\/products"[^>]*rel="prev"|<a [^>]*rel="prev"[^>]*href="\/products"/,
  );
  expect(page?.root).toMatch(
    /<a [^>]*href="\/products\?page=2"[^>]*aria-current="page"|<a [^>]*aria-current="page"[^>]*href="\/products\?page=2"/,
  );
});

test("a supplier's product page comes with Add to Cart once its seller is orderable, else 'Ordering opens soon'", async () => {
  const toorDal = (orderable: boolean) =>
    buildProduct({
      id: 90,
      name: 'Toor Dal, unpolished',
      seller: buildSeller({ orderable, state: orderable ? 'Madhya Pradesh' : null }),
      slabs: [{ fromQuantity: 1_000, pricePaise: 8_000 }],
      pickupState: 'Madhya Pradesh',
    });
  const pageOf = async (product: ReturnType<typeof buildProduct>) => {
    const respond = filteringCatalogueApi([product]);
    const api: ApiTransport = async (path) => {
      const response = respond(path);
      return { status: response.status, body: await response.text() };
    };
    return (await renderPage('/product/90', { api, origin: 'https://store.example' }))!.root;
  };

  const orderable = await pageOf(toorDal(true));
  expect(orderable).toContain('Add to Cart');
  expect(orderable).not.toContain('Ordering opens soon');

  const notYet = await pageOf(toorDal(false));
  expect(notYet).not.toContain('Add to Cart');
  expect(notYet).toContain('Ordering opens soon');
});
