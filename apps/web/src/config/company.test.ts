import { expect, test } from 'vitest';
import { BANK_DETAIL_ON_REQUEST, bankDetailDefaults, company, readBankDetails } from './company';

test('without VITE_BANK_* variables the company holds the account and the rest is shared on request', () => {
  expect(readBankDetails({})).toEqual({
    bankName: BANK_DETAIL_ON_REQUEST,
    accountName: company.legalName,
    accountNumber: BANK_DETAIL_ON_REQUEST,
    ifsc: BANK_DETAIL_ON_REQUEST,
    branch: BANK_DETAIL_ON_REQUEST,
  });
  expect(readBankDetails({ VITE_BANK_NAME: '  ' })).toEqual(bankDetailDefaults);
});

test('each VITE_BANK_* variable replaces its default, tidied', () => {
  expect(
    readBankDetails({
      VITE_BANK_NAME: ' State Bank of India ',
      VITE_BANK_ACCOUNT_NAME: 'Bulk Trade India Pvt Ltd',
      VITE_BANK_ACCOUNT_NUMBER: '3012 3456 7890',
      VITE_BANK_IFSC: 'sbin0001234',
      VITE_BANK_BRANCH: 'Indore Main',
    }),
  ).toEqual({
    bankName: 'State Bank of India',
    accountName: 'Bulk Trade India Pvt Ltd',
    accountNumber: '301234567890',
    ifsc: 'SBIN0001234',
    branch: 'Indore Main',
  });
});

test.each([
  [{ VITE_BANK_ACCOUNT_NUMBER: '12AB' }, /VITE_BANK_ACCOUNT_NUMBER/],
  [{ VITE_BANK_ACCOUNT_NUMBER: '12345678' }, /VITE_BANK_ACCOUNT_NUMBER/],
  [{ VITE_BANK_IFSC: 'SBIN1001234' }, /VITE_BANK_IFSC/],
  [{ VITE_BANK_IFSC: 'SBIN000123' }, /VITE_BANK_IFSC/],
])('a malformed %o is refused with a clear message', (env, message) => {
  expect(() => readBankDetails(env)).toThrow(message);
});
