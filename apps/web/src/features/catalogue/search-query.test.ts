import { expect, test } from 'vitest';
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from './search-query';

test.each([
  { raw: null, query: '' },
  { raw: '   ', query: '' },
  { raw: 'basmati', query: 'basmati' },
  { raw: '  Basmati \t  RICE\n', query: 'Basmati RICE' },
  { raw: '<script>alert(1)</script>', query: '<script>alert(1)</script>' },
])('"$raw" searches for "$query"', ({ raw, query }) => {
  expect(normalizeSearchQuery(raw)).toEqual({ query, shortened: false });
});

test('exactly 100 characters are kept whole', () => {
  const text = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH);
  expect(normalizeSearchQuery(text)).toEqual({ query: text, shortened: false });
});

test('a longer query is cut to its first 100 characters', () => {
  const text = `${'a'.repeat(99)}bcd`;
  expect(normalizeSearchQuery(text)).toEqual({ query: `${'a'.repeat(99)}b`, shortened: true });
});

test('spaces are collapsed before counting, and a cut never ends in a space', () => {
  const text = `${'a '.repeat(60)}`;
  const { query, shortened } = normalizeSearchQuery(text);
  expect(shortened).toBe(true);
  expect(query).toBe('a '.repeat(50).trim());
});

test('a cut does not split an emoji', () => {
  const text = `${'a'.repeat(99)}🌶️ chilli`;
  const { query } = normalizeSearchQuery(text);
  expect(query).toBe('a'.repeat(99));
  expect(query.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH);
});
