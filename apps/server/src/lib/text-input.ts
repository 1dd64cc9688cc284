import type { ApiIssue } from '@bulk/domain/errors';
import { AppError } from './app-error';

export const NUL_CHARACTER_MESSAGE = 'Must not contain a null character.';
export const LONE_SURROGATE_MESSAGE =
  'Holds a broken character (half of a UTF-16 pair): it cannot be stored as it was sent.';

/** Half of a UTF-16 surrogate pair with no other half: no UTF-8 form, so it would be stored altered. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with one piece of text, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** A key as it can be named in an issue: the characters that make it unstorable, shown visibly. */
const printableKey = (key: string) =>
  key.replaceAll('\u0000', '\\0').replace(new RegExp(LONE_SURROGATE, 'gu'), '\ufffd');

/**
 * The fields of a parsed request part (body, query, path, multipart fields) whose text, or key, cannot be
 * stored as it was sent: a NUL character (PostgreSQL refuses it) or a lone surrogate (it would become
 * U+FFFD). No person types either; the request is refused rather than stored altered.
 */
export function unstorableTextIssues(value: unknown, path: string[] = [], depth = 0): ApiIssue[] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [{ field: path.join('.'), message: problem }] : [];
  }
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const problem = textProblem(key);
    return problem
      ? [{ field: [...path, printableKey(key)].join('.'), message: problem }]
      : unstorableTextIssues(item, [...path, key], depth + 1);
  });
}

/** Whether `value` holds unstorable text anywhere: the check of every request, so it allocates nothing. */
function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return textProblem(value) !== undefined;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (textProblem(key) || holdsUnstorableText((value as Record<string, unknown>)[key], depth + 1)) {
      return true;
    }
  }
  return false;
}

/** Refuses a request whose parts (parsed body, query, path, multipart fields) hold unstorable text: a 400. */
export function assertStorableText(...parts: unknown[]): void {
  if (!parts.some((part) => holdsUnstorableText(part))) return;
  const issues = parts.flatMap((part) => unstorableTextIssues(part));
  const first = issues[0];
  if (first) throw new AppError('VALIDATION_FAILED', `${first.field || 'body'}: ${first.message}`, issues);
}
