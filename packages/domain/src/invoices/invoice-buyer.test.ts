import { expect, test } from 'vitest';
import { GSTIN_CHECK_MESSAGE, GSTIN_STATE_MISMATCH_MESSAGE } from '../buyer';
import { invoiceBuyerSchema } from './invoice';

const shipTo = {
  name: 'Asha Patil',
  email: 'asha@example.in',
  address: '4 Sarafa Bazar',
  city: 'Indore',
  state: 'Madhya Pradesh',
  zip: '452002',
};
const puneOffice = { address: '12 Market Yard', city: 'Pune', state: 'Maharashtra', zip: '411001' };
const messages = (buyer: object) =>
  invoiceBuyerSchema.safeParse(buyer).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

test("an invoice's GSTIN is registered in the bill-to state: the billing address's, else the buyer's", () => {
  expect(
    messages({ ...shipTo, legalName: 'Patil Traders', gstin: '27AAPFU0939F1ZV', billing: puneOffice }),
  ).toEqual([]);
  expect(messages({ ...shipTo, gstin: '27AAPFU0939F1ZV' })).toEqual([
    { path: ['gstin'], message: GSTIN_STATE_MISMATCH_MESSAGE },
  ]);
  expect(messages({ ...shipTo, gstin: '23AAACW0764A1ZS' })).toEqual([
    { path: ['gstin'], message: GSTIN_CHECK_MESSAGE },
  ]);
});

test('a buyer without business details is an invoice buyer as before', () => {
  expect(messages(shipTo)).toEqual([]);
});
