import { expect, test } from 'vitest';
import { company } from './company';
import { readChatNumber } from './env';

test('the chat number defaults to the company config when VITE_CHAT_NUMBER is unset or blank', () => {
  expect(readChatNumber(undefined)).toBe(company.defaultChatNumber);
  expect(readChatNumber('  ')).toBe(company.defaultChatNumber);
});

test('a chat number in international digits-only format is used as is', () => {
  expect(readChatNumber(' 919812345678 ')).toBe('919812345678');
});

test.each(['+91 98123 45678', '09812345678', 'call-us'])('%s is refused with a clear message', (value) => {
  expect(() => readChatNumber(value)).toThrow(/VITE_CHAT_NUMBER/);
});
