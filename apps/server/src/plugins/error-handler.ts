import type { ApiError, ApiIssue, ErrorCode } from '@bulk/domain/errors';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '#src/lib/app-error';
import { isDatabaseUnavailable, isUnstorableText } from '#src/db/errors';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  BELOW_MOQ: 422,
  OFF_STEP: 422,
  ABOVE_MAXIMUM: 422,
  PRODUCT_UNAVAILABLE: 422,
  PAYMENT_NOT_VERIFIED: 422,
  DETAILS_REQUIRED: 422,
  INTERNAL: 500,
  PAYMENT_GATEWAY_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** Codes for the client errors Fastify raises itself (bad JSON, body too large, unsupported media type). */
const codeByStatus = new Map<number, ErrorCode>([
  [400, 'VALIDATION_FAILED'],
  [404, 'NOT_FOUND'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [429, 'RATE_LIMITED'],
]);

/** What the multipart parser (busboy) throws, without a status, for a form cut off or without a boundary. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found)$/;

interface ValidationItem {
  instancePath: string;
  message?: string | undefined;
  keyword: string;
  params?: { keys?: unknown } | Record<string, unknown>;
}

/** Body fields keep their full path (`items.0.quantity`); a query or path parameter is named as it is written. */
function issuesOf(validation: ValidationItem[], context: string | undefined): ApiIssue[] {
  return validation.flatMap((item) => {
    const keys = item.params?.keys;
    if (item.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((key) => ({ field: String(key), message: 'Is not a recognised field.' }));
    }
    const path = item.instancePath.replace(/^\//, '').split('/');
    const field = context === 'body' ? path.join('.') : (path[0] ?? '');
    return [{ field, message: item.message ?? 'Is not valid.' }];
  });
}

function describe(issues: ApiIssue[]): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const rest = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return first.field ? `${first.field}: ${first.message}${rest}` : `${first.message}${rest}`;
}

/** Maps every failure to the one error body of `@bulk/domain/errors`; only unexpected ones answer 500. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error.validation as ValidationItem[], error.validationContext);
      return reply
        .code(400)
        .send({ code: 'VALIDATION_FAILED', message: describe(issues), issues } satisfies ApiError);
    }
    if (error instanceof AppError) {
      // A part of the store is down (the upload store, say): the client gets the message, the log the cause.
      if (error.code === 'SERVICE_UNAVAILABLE')
        request.log.error({ err: error.cause ?? error }, error.message);
      const body: ApiError = {
        ...error.extra,
        code: error.code,
        message: error.message,
        ...(error.issues && { issues: error.issues }),
      };
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(statusByCode[error.code]).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          code: 'SERVICE_UNAVAILABLE',
          message: 'The store is briefly unavailable. Please try again in a moment.',
        } satisfies ApiError);
    }
    if (isUnstorableText(error)) {
      // A guard missed it (a form's own parser, say): still the sender's fault, and nothing was kept.
      request.log.warn({ err: error }, 'the database refused a text value');
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: 'The request holds characters that cannot be stored (such as a null character).',
      } satisfies ApiError);
    }
    if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: 'The form could not be read: it was cut off or malformed. Please send it again.',
      } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type) have safe messages.
      const code = codeByStatus.get(status) ?? 'VALIDATION_FAILED';
      return reply.code(status).send({ code, message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' } satisfies ApiError);
  });
});

/** Fastify's own refusals of a URL it cannot route, which it answers before any route or error handler. */
const routingRefusals: Record<string, [status: number, message: string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid: it holds a broken percent-encoding.'],
  // A path parameter over `maxParamLength` (100) characters: no id of the store is that long.
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
};

/** Fastify's `frameworkErrors` option: its routing refusals in the one error shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = routingRefusals[error.code];
  if (!refusal) {
    request.log.error({ err: error }, 'unhandled framework error');
    return reply
      .code(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' } satisfies ApiError);
  }
  const [status, message] = refusal;
  return reply.code(status).send({ code: 'VALIDATION_FAILED', message } satisfies ApiError);
}

/** What Node's HTTP parser refuses before a request exists; anything else it cannot parse is a 400. */
const connectionRefusals: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please send it again.'],
  // Node counts the request line with the headers: an address over 16 KB ends here too.
  HPE_HEADER_OVERFLOW: [431, 'The address or the headers of the request are too large.'],
};

/**
 * Fastify's `clientErrorHandler` option: Node's refusals (bad HTTP, headers too large, too slow) written
 * straight to the socket, as there is no request or reply yet, in the one error shape; then the
 * connection is closed, as Node and Fastify do.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset or closed connection: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = connectionRefusals[error.code] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({
    code: codeByStatus.get(status) ?? 'VALIDATION_FAILED',
    message,
  } satisfies ApiError);
  this.log.debug({ err: error }, 'refused a connection');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
