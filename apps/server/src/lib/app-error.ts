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

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}
