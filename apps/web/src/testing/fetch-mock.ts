import { vi } from 'vitest';

/** Answers one `fetch` call; it gets the requested URL (a path such as `/api/products/2`) and init. */
export type Responder = (url: string, init?: RequestInit) => Response;

/**
 * Replaces `fetch` with a mock that answers each call with the next of `responses` (the last one repeats).
 * Vitest's `unstubGlobals` restores the real `fetch` after the test.
 */
export function mockFetch(...responses: Responder[]) {
  let call = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const respond = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!respond) throw new Error('mockFetch needs at least one response');
    const url = input instanceof Request ? input.url : String(input);
    return respond(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
