import { expect, test } from 'vitest';
import { gstAmountPaise } from '../tax';
import {
  feeInvoiceAmounts,
  indianMobileSchema,
  jobseekerRegistrationSchema,
  MEMBERSHIP_FEE_PAISE,
  MEMBERSHIP_GST_RATE_BPS,
  supplierRegistrationSchema,
} from './index';

test.each([
  // Worked by hand: 9900 / 1.18 = 8389.83 -> 8390, 18% of it 1510.2 -> 1510, sum 9900.
  [9900, { taxablePaise: 8390, gstPaise: 1510, roundOffPaise: 0 }],
  // 4900 / 1.18 = 4152.54 -> 4153, 18% of it 747.54 -> 748, sum 4901: a paisa to round off.
  [4900, { taxablePaise: 4153, gstPaise: 748, roundOffPaise: -1 }],
  [0, { taxablePaise: 0, gstPaise: 0, roundOffPaise: 0 }],
])('a fee of %i paise splits into taxable value, GST and round off', (fee, expected) => {
  expect(feeInvoiceAmounts(fee, MEMBERSHIP_GST_RATE_BPS)).toEqual(expected);
});

test('for any fee the split adds up, its GST is the usual GST of its taxable value, and the round off stays within a rupee', () => {
  for (let fee = 0; fee <= 200_000; fee += 37) {
    for (const rate of [500, 1200, 1800]) {
      const { taxablePaise, gstPaise, roundOffPaise } = feeInvoiceAmounts(fee, rate);
      expect(taxablePaise + gstPaise + roundOffPaise).toBe(fee);
      expect(gstPaise).toBe(gstAmountPaise(taxablePaise, rate));
      expect(Math.abs(roundOffPaise)).toBeLessThanOrEqual(1);
    }
  }
  expect(() => feeInvoiceAmounts(-1, 1800)).toThrow(RangeError);
  expect(MEMBERSHIP_FEE_PAISE).toEqual({ supplier: 9900, jobseeker: 4900 });
});

test.each([
  ['9876543210', '9876543210'],
  ['+91 98765 43210', '9876543210'],
  ['098765-43210', '9876543210'],
])('%s is the mobile %s', (input, expected) => {
  expect(indianMobileSchema.parse(input)).toBe(expected);
});

test.each(['5876543210', '987654321', '98765432101', 'abcdefghij', ''])(
  '%s is not an Indian mobile',
  (input) => {
    expect(indianMobileSchema.safeParse(input).success).toBe(false);
  },
);

const proof = { orderId: 'order_1', paymentId: 'pay_1' };

test('the supplier form needs matching passwords, known categories and the consent', () => {
  const form = {
    businessName: 'Malwa Agro',
    contactPerson: 'Ravi',
    email: 'Ravi@Malwa.in',
    mobile: '9876543210',
    password: 'long-enough',
    confirmPassword: 'long-enough',
    categories: ['Pulses'],
    address: 'Indore',
    agree: 'on',
    ...proof,
  };
  expect(supplierRegistrationSchema.parse(form)).toMatchObject({ email: 'ravi@malwa.in', agree: true });
  const messages = (change: object) =>
    supplierRegistrationSchema.safeParse({ ...form, ...change }).error?.issues.map((issue) => issue.message);
  expect(messages({ confirmPassword: 'other' })).toEqual(['Passwords do not match.']);
  expect(messages({ agree: 'false' })).toEqual(['Please accept the Supplier Policy and Terms.']);
  expect(messages({ categories: ['Toys'] })).toEqual(['Please choose categories from the list.']);
  expect(messages({ categories: ['Pulses', 'Pulses'] })).toEqual(['Each category may be chosen once.']);
});

test('the job seeker form takes its optional fields empty, and checks the date of birth', () => {
  const form = {
    fullName: 'Neha',
    email: 'neha@example.in',
    mobile: '9123456780',
    password: 'long-enough',
    confirmPassword: 'long-enough',
    dob: '',
    gender: '',
    agree: 'true',
    ...proof,
  };
  expect(jobseekerRegistrationSchema.parse(form)).toMatchObject({ dob: undefined, gender: undefined });
  expect(jobseekerRegistrationSchema.safeParse({ ...form, dob: '2999-01-01' }).success).toBe(false);
  expect(jobseekerRegistrationSchema.safeParse({ ...form, dob: '2000-02-29' }).success).toBe(true);
  expect(jobseekerRegistrationSchema.safeParse({ ...form, dob: '2001-02-29' }).success).toBe(false);
});
