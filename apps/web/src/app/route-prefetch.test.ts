import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { expect, test } from 'vitest';
import { getProductQueryOptions } from '#src/features/catalogue/api/get-product';
import { getProductsQueryOptions } from '#src/features/catalogue/api/get-products';
import { filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { catalogueApi, buildProduct } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { jobQueryOptions } from '#src/features/job-board/api/jobs';
import { buildJob, jobList } from '#src/testing/job-factory';
import { prefetchJob, prefetchJobList, prefetchProduct, prefetchProductList } from './route-prefetch';

const loaderArgs = (url: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  params,
  pattern: '',
  context: undefined,
});

test('the product page loader fetches the product into the cache the page reads', async () => {
  const fetchMock = mockFetch(catalogueApi([buildProduct({ id: 2, name: 'Corn Flour' })]));
  const queryClient = new QueryClient();
  expect(
    await prefetchProduct(queryClient)(loaderArgs('http://store.test/product/2', { id: '2' })),
  ).toBeNull();
  await expect
    .poll(() => queryClient.getQueryData(getProductQueryOptions(2).queryKey)?.name)
    .toBe('Corn Flour');
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/products/2?lang=en']);
});

test.each(['0', 'abc', '2.5', '1e3', '12345678901'])('no request for the product id %s', async (id) => {
  const fetchMock = mockFetch(catalogueApi([]));
  await prefetchProduct(new QueryClient())(loaderArgs(`http://store.test/product/${id}`, { id }));
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the products page loader fetches the filtered list of the URL and the categories', async () => {
  const fetchMock = mockFetch((url) =>
    url.startsWith('/api/categories')
      ? jsonResponse({ categories: [] })
      : jsonResponse({ products: [], total: 0, page: 1, pageSize: 100 }),
  );
  const queryClient = new QueryClient();
  await prefetchProductList(queryClient)(
    loaderArgs('http://store.test/products?category=pulses&price=100-250'),
  );
  const key = getProductsQueryOptions({ category: ['pulses'], minPrice: 100, maxPrice: 250 }).queryKey;
  await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('success');
  expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
    '/api/categories?lang=en',
    '/api/products?category=pulses&minPrice=100&maxPrice=250&lang=en',
  ]);
});

test('the products page loader asks for the page and the order of the URL, as the page does', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi([buildProduct()]));
  const queryClient = new QueryClient();
  await prefetchProductList(queryClient)(
    loaderArgs('http://store.test/products?category=pulses&sort=price-asc&page=3'),
  );
  const key = getProductsQueryOptions({
    category: ['pulses'],
    minPrice: 0,
    maxPrice: 5000,
    sort: 'price-asc',
    page: 3,
  }).queryKey;
  await expect.poll(() => queryClient.getQueryState(key)?.status).toBe('success');
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&sort=price-asc&page=3&lang=en',
  );
});

test('the job board loaders fetch the filtered openings and an opening into the cache the pages read', async () => {
  const fetchMock = mockFetch((url) =>
    url.startsWith('/api/jobs/5')
      ? jsonResponse(buildJob({ id: 5, title: 'Store Keeper' }))
      : jsonResponse(jobList([buildJob({ id: 5 })])),
  );
  const queryClient = new QueryClient();
  await prefetchJobList(queryClient)(loaderArgs('http://store.test/jobs?city=Indore&type=bogus'));
  await prefetchJob(queryClient)(loaderArgs('http://store.test/jobs/5', { id: '5' }));
  await prefetchJob(queryClient)(loaderArgs('http://store.test/jobs/x', { id: 'x' }));
  await expect.poll(() => queryClient.getQueryData(jobQueryOptions(5).queryKey)?.title).toBe('Store Keeper');
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/jobs?city=Indore', '/api/jobs/5']);
});
