import { expect, test } from 'vitest';
import { orderSummarySchema, shippingAddressSchema } from './index';

const address = (state: string, zip: string) => ({
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  address: '12 Mandi Road',
  city: 'Indore',
  state,
  zip,
});

const issues = (value: unknown) =>
  shippingAddressSchema.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message })) ?? [];

test('a PIN code of the chosen state is accepted', () => {
  expect(shippingAddressSchema.parse(address('Madhya Pradesh', ' 452001 ')).zip).toBe('452001');
  expect(issues(address('Sikkim', '737101'))).toEqual([]);
});

test('a PIN code of another state is the PIN code field’s error', () => {
  expect(issues(address('Maharashtra', '452001'))).toEqual([
    { path: ['zip'], message: 'This PIN code does not belong to the chosen state.' },
  ]);
});

test('the PIN code is checked against the state while other fields are still wrong', () => {
  expect(issues({ ...address('Maharashtra', '452001'), fullName: '' })).toEqual([
    { path: ['fullName'], message: 'Please enter your full name.' },
    { path: ['zip'], message: 'This PIN code does not belong to the chosen state.' },
  ]);
});

test('a malformed PIN code or an unknown state reports only its own error', () => {
  expect(issues(address('Maharashtra', '45200'))).toEqual([
    { path: ['zip'], message: 'Please enter a 6-digit PIN code.' },
  ]);
  expect(issues(address('Atlantis', '452001'))).toEqual([
    { path: ['state'], message: 'Please choose a state from the list.' },
  ]);
  expect(issues(address('', ''))).toEqual([
    { path: ['state'], message: 'Please choose a state from the list.' },
    { path: ['zip'], message: 'Please enter a 6-digit PIN code.' },
  ]);
});

test.each([null, 'Indore', 42, [], {}])(
  'an address of %j is refused without checking its PIN code',
  (value) => {
    expect(shippingAddressSchema.safeParse(value).success).toBe(false);
  },
);

test('an order stored before the check still reads with its address as it was given', () => {
  expect(orderSummarySchema.shape.shipping.parse(address('Maharashtra', '452001')).zip).toBe('452001');
});
