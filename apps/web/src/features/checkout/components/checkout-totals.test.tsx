import { orderTotals } from '@bulk/domain/orders';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { changeLanguage } from '#src/i18n/language-store';
import { CheckoutTotals } from './checkout-totals';

const at = new Date('2026-11-26T10:00:00Z');
const toorDal = { pricePaise: 14_000, quantity: 500, weightGrams: 1000, hsn: '0713' };
const almonds = { pricePaise: 80_000, quantity: 500, weightGrams: 1000, hsn: '0802' };
const lines = [
  {
    productId: 31,
    name: 'A Grade Quality Toor Dal',
    unit: 'kg' as const,
    quantity: 500,
    lineTotalPaise: 7_000_000,
  },
  {
    productId: 63,
    name: 'A Grade Quality Almond Nuts',
    unit: 'kg' as const,
    quantity: 500,
    lineTotalPaise: 40_000_000,
  },
];

afterEach(() => changeLanguage('en'));

function amounts() {
  const summary = screen.getByRole('region', { name: /order summary|ऑर्डर/i });
  return within(summary)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

test('a mixed cart shows GST at each rate: toor dal at 5%, almonds at 12%, freight included', () => {
  const totals = orderTotals({
    lines: [toorDal, almonds],
    state: 'Madhya Pradesh',
    originZone: 'NORTH1',
    at,
  });
  render(<CheckoutTotals lines={lines} totals={totals} stateChosen />);

  // 7,70,500 paise of freight each: 5% of 77,705.00 and 12% of 4,07,705.00 rupees.
  expect(amounts()).toEqual([
    ['Subtotal', '₹4,70,000.00'],
    ['Shipping', '₹15,410.00'],
    ['GST (5%)', '₹3,885.25'],
    ['GST (12%)', '₹48,924.60'],
    ['Total', '₹5,38,219.85'],
  ]);
});

test('a cart of one kind of goods shows one GST line, in the chosen language', async () => {
  await changeLanguage('hi');
  const totals = orderTotals({ lines: [toorDal], originZone: 'NORTH1', at });
  render(<CheckoutTotals lines={lines.slice(0, 1)} totals={totals} stateChosen={false} />);

  expect(screen.getAllByText(/जीएसटी/).map((term) => term.textContent)).toEqual(['जीएसटी (5%)']);
});
