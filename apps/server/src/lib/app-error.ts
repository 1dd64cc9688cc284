import type { ApiIssue, ErrorCode } from '@bulk/domain/errors';

/** A failure whose message is safe to show a user; the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    /** Fields some clients of the specification read beside the error (`success: false, error`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal for going over a rate limit: the error handler sends `Retry-After` with the wait. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('RATE_LIMITED', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}
