import type { ApiError, ApiIssue, ErrorCode } from '@bulk/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error';
import { isDatabaseUnavailable, isUnstorableText } from '#src/db/errors';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  BELOW_MOQ: 422,
  OFF_STEP: 422,
  PRODUCT_UNAVAILABLE: 422,
  PAYMENT_NOT_VERIFIED: 422,
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
