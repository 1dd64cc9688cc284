import { vi } from 'vitest';

/**
 * Replaces `fetch` with a mock that answers each call with the next of `responses` (the last one repeats).
 * Vitest's `unstubGlobals` restores the real `fetch` after the test.
 */
export function mockFetch(...responses: Array<() => Response>) {
  let call = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const respond = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!respond) throw new Error('mockFetch needs at least one response');
    return respond();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
