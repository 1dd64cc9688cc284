import type { ApiIssue } from '@bulk/domain/errors';

export const NUL_CHARACTER_MESSAGE = 'Must not contain a null character.';

/**
 * The fields of a parsed request part (body, query, path) whose text, or key, holds a NUL character:
 * PostgreSQL cannot store one, and no person types one.
 */
export function nulCharacterIssues(value: unknown, path: string[] = [], depth = 0): ApiIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [{ field: path.join('.'), message: NUL_CHARACTER_MESSAGE }] : [];
  }
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key.includes('\u0000')
      ? [{ field: [...path, key.replaceAll('\u0000', '\\0')].join('.'), message: NUL_CHARACTER_MESSAGE }]
      : nulCharacterIssues(item, [...path, key], depth + 1),
  );
}
