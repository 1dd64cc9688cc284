import { categoryListSchema } from '@bulk/domain/catalogue';
import { expect, test } from 'vitest';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { ApiRequestError, apiRequest, errorMessage } from './api-client';

const flour = { id: 1, name: 'Flour', label: 'Flour', slug: 'flour', productCount: 7 };

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError, got ${String(error)}`);
  return error;
}

test('calls /api on the same origin and parses the body with the schema', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ categories: [flour], extra: 'dropped' }));

  await expect(apiRequest('/categories', categoryListSchema)).resolves.toEqual({ categories: [flour] });

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/categories');
  expect(init?.credentials).toBe('same-origin');
  expect(new Headers(init?.headers).get('accept')).toBe('application/json');
});

test('a JSON string body is sent as application/json', async () => {
  const fetchMock = mockFetch(() => jsonResponse({ categories: [] }));

  await apiRequest('/categories', categoryListSchema, { method: 'POST', body: JSON.stringify({ a: 1 }) });

  expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('content-type')).toBe('application/json');
});

test('an error body becomes an ApiRequestError with its status, code, message and issues', async () => {
  mockFetch(() =>
    jsonResponse(
      {
        code: 'VALIDATION_FAILED',
        message: 'Please check the highlighted fields.',
        issues: [{ field: 'maxPrice', message: 'Must not be below minPrice.' }],
      },
      400,
    ),
  );

  const error = await rejection(apiRequest('/categories', categoryListSchema));

  expect(error.status).toBe(400);
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.message).toBe('Please check the highlighted fields.');
  expect(error.issues).toEqual([{ field: 'maxPrice', message: 'Must not be below minPrice.' }]);
  expect(errorMessage(error)).toBe('Please check the highlighted fields.');
});

test('an error without the shared error body gets a generic message', async () => {
  mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

  const error = await rejection(apiRequest('/categories', categoryListSchema));

  expect(error.status).toBe(502);
  expect(error.code).toBe('SERVICE_UNAVAILABLE');
  expect(error.message).not.toContain('html');
});

test('a success body that breaks the contract is an INTERNAL error, not a crash further on', async () => {
  mockFetch(() => jsonResponse({ categories: 'none' }));

  const error = await rejection(apiRequest('/categories', categoryListSchema));

  expect(error.code).toBe('INTERNAL');
  expect(error.cause).toBeInstanceOf(Error);
});

test('a network failure is a SERVICE_UNAVAILABLE error with status 0', async () => {
  mockFetch(() => {
    throw new TypeError('Failed to fetch');
  });

  const error = await rejection(apiRequest('/categories', categoryListSchema));

  expect(error.status).toBe(0);
  expect(error.code).toBe('SERVICE_UNAVAILABLE');
});

test('errorMessage falls back to a generic message for values without one', () => {
  expect(errorMessage(new Error('Boom'))).toBe('Boom');
  expect(errorMessage('Plain text')).toBe('Plain text');
  expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
  expect(errorMessage({ message: 42 })).toBe('Something went wrong. Please try again.');
});
