import { ORDER_TOO_LARGE_MESSAGE } from '@bulk/domain/orders';
import { NOT_APPROVED_TO_RENEW, REJECTED_NOT_RENEWED, renewalRefusal } from '@bulk/domain/memberships';
import { listingSheetColumns, listingSheetExample, readListingSheetRow } from '@bulk/domain/listings';
import { afterAll, expect, it } from 'vitest';
import { changeLanguage } from './language-store';
import { formMessage, translateFieldMessage, translateMessage } from './messages';

afterAll(() => changeLanguage('en'));

it('tells a payer in their language that a payment which paid nothing is refunded, with its amount', async () => {
  const cancelled = 'This order was cancelled; your payment of ₹2,15,67,560.00 will be refunded.';
  const secondFee = 'This membership fee is already paid; your second payment of ₹49.00 will be refunded.';
  expect(translateMessage(cancelled)).toBe(cancelled);
  await changeLanguage('hi');
  expect(translateMessage(cancelled)).toBe(
    'यह ऑर्डर रद्द कर दिया गया था; आपका ₹2,15,67,560.00 का भुगतान वापस कर दिया जाएगा।',
  );
  expect(translateMessage(secondFee)).toBe(
    'यह सदस्यता शुल्क पहले ही चुकाया जा चुका है; आपका दूसरा भुगतान ₹49.00 वापस कर दिया जाएगा।',
  );
  expect(translateMessage(ORDER_TOO_LARGE_MESSAGE)).toBe(
    'यह ऑर्डर बहुत बड़ा है: स्टोर ₹1,000 करोड़ तक के ऑर्डर स्वीकार करता है।',
  );
});

it('shows a form message written as a key, with its parameters, in the chosen language', async () => {
  const confirm = formMessage('validation.confirmRequired');
  const limit = formMessage('validation.atMost', { max: 300 });
  expect(translateMessage(confirm)).toBe('Please confirm your password.');
  expect(translateMessage(limit)).toBe('At most 300 characters.');
  expect(translateMessage('At most 300 characters.')).toBe('At most 300 characters.');
  await changeLanguage('hi');
  expect(translateMessage(confirm)).toBe('कृपया अपने पासवर्ड की पुष्टि करें।');
  expect(translateMessage(limit)).toBe('अधिकतम 300 अक्षर।');
  // The same English message from the shared schemas or the server reads the same.
  expect(translateMessage('At most 300 characters.')).toBe('अधिकतम 300 अक्षर।');
  await changeLanguage('en');
});

it('shows a text that only looks like a key as it came', () => {
  expect(translateMessage('validation.noSuchMessage')).toBe('validation.noSuchMessage');
  expect(translateMessage('{"key":"validation.atMost"}')).toBe('{"key":"validation.atMost"}');
});

it('tells a supplier in their language why the renewal is refused, with the day it opens', async () => {
  const early = renewalRefusal(
    { status: 'approved', validUntil: new Date('2027-03-05T10:00:00Z') },
    new Date('2027-01-01T00:00:00Z'),
  )!.message;
  await changeLanguage('hi');
  expect(translateMessage(early)).toBe('नवीनीकरण 2027-02-03 से खुलेगा, आपकी सदस्यता समाप्त होने से 30 दिन पहले।');
  expect(translateMessage(NOT_APPROVED_TO_RENEW)).toBe(
    'आपकी सदस्यता का वर्ष तब शुरू होता है जब कोई एडमिन आपके खाते को स्वीकृत करता है, इसलिए अभी नवीनीकरण के लिए कुछ नहीं है।',
  );
  expect(translateMessage(REJECTED_NOT_RENEWED)).toBe(
    'आपका सप्लायर पंजीकरण स्वीकृत नहीं हुआ, इसलिए उसका नवीनीकरण नहीं हो सकता।',
  );
  await changeLanguage('en');
});

it("shows a spreadsheet row's problems in the supplier's language, the column naming the field", async () => {
  /** The template's example row with some cells changed, and its problems as the preview shows them. */
  const problemsOf = (changes: Record<string, string>) => {
    const cells = listingSheetColumns.map(
      (column, index) => changes[column.header] ?? listingSheetExample[index]!,
    );
    return readListingSheetRow(cells).issues!.map((issue) => [
      issue.column,
      translateFieldMessage(issue.message),
    ]);
  };
  const spoilt = { SKU: 'TD 30', 'Product name': '', Step: '0' };
  const slabAtMinimum = { 'Slab 1 from quantity': '100' };
  expect(problemsOf(spoilt)).toEqual([
    ['Product name', 'Please fill in this field.'],
    ['Step', 'Must be at least 1.'],
    ['SKU', 'Use letters, digits, dots, dashes and underscores only.'],
  ]);
  expect(problemsOf(slabAtMinimum)).toEqual([
    ['Slab 1 from quantity', 'A slab must start above the minimum order quantity of 100.'],
  ]);
  await changeLanguage('hi');
  expect(problemsOf(spoilt)).toEqual([
    ['Product name', 'कृपया यह फ़ील्ड भरें।'],
    ['Step', 'कम से कम 1 होना चाहिए।'],
    ['SKU', 'केवल अक्षर, अंक, बिंदु, डैश और अंडरस्कोर उपयोग करें।'],
  ]);
  expect(problemsOf(slabAtMinimum)).toEqual([
    ['Slab 1 from quantity', 'स्लैब न्यूनतम ऑर्डर मात्रा 100 से ऊपर शुरू होना चाहिए।'],
  ]);
  await changeLanguage('en');
  // A value outside a list names the list's values as the file must hold them (the sentence is a key).
  expect(problemsOf({ Unit: 'sack' })).toEqual([['Unit', 'Write one of: kg, pieces, roll, dozen.']]);
});
