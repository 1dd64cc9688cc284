import { expect, test } from 'vitest';
import { GSTIN_CHECK_MESSAGE, GSTIN_STATE_MISMATCH_MESSAGE } from '../buyer';
import { profileUpdateSchema } from '../account';
import { createOrderRequestSchema } from './index';

const shipping = {
  fullName: 'Asha Patil',
  email: 'asha@example.in',
  address: '12 Market Yard',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};
const buyer = { company: 'Patil Traders', phone: '9876543210', gstin: '', billing: null };
const request = (change: object) => ({
  productType: 'order',
  lines: [{ productId: 1, quantity: 10 }],
  shipping,
  buyer: { ...buyer, ...change },
});
const issues = (value: unknown) =>
  createOrderRequestSchema
    .safeParse(value)
    .error?.issues.map(({ path, message }) => ({ path: path.join('.'), message })) ?? [];

test('a Maharashtra GSTIN is accepted with a Maharashtra billing address, written in capitals', () => {
  const parsed = createOrderRequestSchema.parse(request({ gstin: '27aapfu0939f1zv' }));
  expect(parsed.buyer).toEqual({ ...buyer, gstin: '27AAPFU0939F1ZV', saveToProfile: false });
});

test('a GSTIN of another state than the billing address is refused on buyer.gstin', () => {
  const billing = { address: '4 MG Road', city: 'Indore', state: 'Madhya Pradesh', zip: '452001' };
  expect(issues(request({ gstin: '27AAPFU0939F1ZV', billing }))).toEqual([
    { path: 'buyer.gstin', message: GSTIN_STATE_MISMATCH_MESSAGE },
  ]);
  // The billing state decides, not the shipping state.
  expect(issues(request({ gstin: '23AAACW0764A1ZX', billing }))).toEqual([]);
});

test('a bad phone, a typo in the GSTIN and a billing PIN of another state each name their field', () => {
  expect(issues(request({ phone: '5876543210' }))[0]?.path).toBe('buyer.phone');
  expect(issues(request({ gstin: '27AAPFU0939F1ZW' }))).toEqual([
    { path: 'buyer.gstin', message: GSTIN_CHECK_MESSAGE },
  ]);
  const billing = { address: '4 MG Road', city: 'Indore', state: 'Madhya Pradesh', zip: '411001' };
  expect(issues(request({ billing }))).toEqual([
    { path: 'buyer.billing.zip', message: 'This PIN code does not belong to the chosen state.' },
  ]);
});

test('a request without business details still parses', () => {
  expect(createOrderRequestSchema.parse({ ...request({}), buyer: undefined }).buyer).toBeUndefined();
});

test('the profile keeps a GSTIN only with a billing state of its own, and a PIN of that state', () => {
  const profile = { name: 'Asha', phone: '', address: '', city: '', state: 'Maharashtra' };
  expect(profileUpdateSchema.parse({ ...profile, gstin: '27AAPFU0939F1ZV', zip: '411001' })).toMatchObject({
    gstin: '27AAPFU0939F1ZV',
    company: '',
  });
  const refused = profileUpdateSchema.safeParse({
    ...profile,
    state: 'Kerala',
    gstin: '27AAPFU0939F1ZV',
    zip: '452001',
  });
  expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['zip', 'gstin']);
});
