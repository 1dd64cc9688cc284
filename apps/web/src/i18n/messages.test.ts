import { ORDER_TOO_LARGE_MESSAGE } from '@bulk/domain/orders';
import { afterAll, expect, it } from 'vitest';
import { changeLanguage } from './language-store';
import { translateMessage } from './messages';

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
