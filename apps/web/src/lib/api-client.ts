import { translateMessage } from '#src/i18n/messages';
import { currentRenderContext } from '#src/lib/render-context';
import type { ApiError, ApiIssue, ErrorCode } from '@bulk/domain/errors';

/** Every API route lives under this prefix on the site's own origin. */
export const API_BASE = '/api';

/** Anything that turns an unknown JSON body into a `T` or throws: a zod schema from `@bulk/domain`. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * A schema imported when the first request needs it. The calls of the first page load use these, so zod
 * and the domain's schemas load beside the request instead of in the entry script
 * (docs/decisions/005-preact-compat.md).
 */
export type LazyResponseSchema<T> = () => Promise<ResponseSchema<T>>;

/** How a request reaches the API: `fetch` in the browser, the server's own API while it renders a page. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** A failed API call, carrying the body of `@bulk/domain/errors`. `status` is 0 when no response arrived. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: ApiIssue[];

  constructor(status: number, body: ApiError, options?: ErrorOptions) {
    super(body.message, options);
    this.status = status;
    this.code = body.code;
    this.issues = body.issues ?? [];
  }
}

function fallbackError(status: number): ApiError {
  if (status === 502 || status === 503 || status === 504) {
    return { code: 'SERVICE_UNAVAILABLE', message: OFFLINE_MESSAGE };
  }
  return { code: 'INTERNAL', message: GENERIC_MESSAGE };
}

function buildHeaders(init: RequestInit | undefined): Headers {
  const headers = new Headers(init?.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // A string body is JSON by convention here; FormData and others set their own content type.
  if (typeof init?.body === 'string' && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

/**
 * The error body, checked with `apiErrorSchema`, imported only for an error answer so zod stays out of the
 * first load; a body it refuses, or a failed import, gives the generic error of the status.
 */
async function parseErrorBody(status: number, body: unknown): Promise<ApiError> {
  try {
    const { apiErrorSchema } = await import('@bulk/domain/errors');
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success ? parsed.data : fallbackError(status);
  } catch {
    return fallbackError(status);
  }
}

/**
 * The one way the web app calls the API. `path` starts with `/` and is relative to `/api`; the request goes
 * where the render context sends it: the network, or the server's own API while it renders a page.
 * Success bodies are parsed with `schema`, so a contract drift fails here; error bodies with `apiErrorSchema`.
 * Throws `ApiRequestError` for every failure except an aborted request, whose `AbortError` passes through.
 */
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T> | LazyResponseSchema<T>,
  init?: RequestInit,
): Promise<T> {
  const loadingSchema = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited only once a response arrives; a failed request must not also report the unawaited import.
  void loadingSchema.catch(() => undefined);
  let response: Response;
  try {
    response = await currentRenderContext().apiFetch(`${API_BASE}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: buildHeaders(init),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, { code: 'SERVICE_UNAVAILABLE', message: OFFLINE_MESSAGE }, { cause: error });
  }

  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }

  if (!response.ok) throw new ApiRequestError(response.status, await parseErrorBody(response.status, body));

  let responseSchema: ResponseSchema<T>;
  try {
    responseSchema = await loadingSchema;
  } catch (error) {
    // The schema's script could not be fetched: the connection dropped after the request.
    throw new ApiRequestError(0, { code: 'SERVICE_UNAVAILABLE', message: OFFLINE_MESSAGE }, { cause: error });
  }
  try {
    return responseSchema.parse(body);
  } catch (error) {
    // The server answered with a shape the shared contract does not allow: a deployment or code drift.
    throw new ApiRequestError(
      response.status,
      { code: 'INTERNAL', message: 'The server sent an unexpected response. Please try again later.' },
      { cause: error },
    );
  }
}

/** A message safe to show a user, for any thrown value, in the chosen language when it is a known one. */
export function errorMessage(error: unknown): string {
  return translateMessage(untranslatedErrorMessage(error));
}

function untranslatedErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return GENERIC_MESSAGE;
}
