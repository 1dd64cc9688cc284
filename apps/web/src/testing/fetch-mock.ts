import { onTestFinished, vi } from 'vitest';

/** Answers one `fetch` call; it gets the requested URL (a path such as `/api/products/2`) and init. */
export type Responder = (url: string, init?: RequestInit) => Response;

// Calls the store frame makes by itself on every page: today only recording the visit for the visitor
// bar (`POST /api/visits`). `mockFetch` answers them here and leaves them out of its record, so that a
// page's test sees only the page's own calls. A test about the frame sets the answer with `mockVisits`.
const defaultFrameResponders: Readonly<Record<string, Responder>> = {
  '/api/visits': () => jsonResponse({ total: 0 }),
};
let frameResponders: Record<string, Responder> = { ...defaultFrameResponders };

function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}

/**
 * Replaces `fetch` with a mock that answers each call with the next of `responses` (the last one repeats).
 * The frame's own calls (see `mockVisits`) are answered apart and not recorded.
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
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const frameResponder = frameResponders[pathOf(url)];
    if (frameResponder) return frameResponder(url, init);
    return fetchMock(input, init);
  });
  return fetchMock;
}

/**
 * Sets this test's answer to `POST /api/visits` (a total, or any responder) for `mockFetch`; by default
 * the total is 0. Returns a mock recording the visit calls.
 */
export function mockVisits(answer: number | Responder) {
  const respond: Responder = typeof answer === 'number' ? () => jsonResponse({ total: answer }) : answer;
  const visits = vi.fn(respond);
  frameResponders['/api/visits'] = visits;
  onTestFinished(() => {
    frameResponders = { ...defaultFrameResponders };
  });
  return visits;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
