import { formatMoney } from '@bulk/domain/currency';
import { orderTotals, type OrderTotals } from '@bulk/domain/orders';
import { gstByRateOf, splitCart } from '@bulk/domain/shipments';
import { render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { changeLanguage } from '#src/i18n/language-store';
import { CheckoutTotals, type CheckoutLine, type CheckoutShipment } from './checkout-totals';

const at = new Date('2026-11-26T10:00:00Z');
const toorDal = { pricePaise: 14_000, quantity: 500, weightGrams: 1000, hsn: '0713' };
const almonds = { pricePaise: 80_000, quantity: 500, weightGrams: 1000, hsn: '0802' };
const lines: CheckoutLine[] = [
  { productId: 31, name: 'A Grade Quality Toor Dal', unit: 'kg', quantity: 500, lineTotalPaise: 7_000_000 },
  {
    productId: 63,
    name: 'A Grade Quality Almond Nuts',
    unit: 'kg',
    quantity: 500,
    lineTotalPaise: 40_000_000,
  },
];

afterEach(() => changeLanguage('en'));

/** The company's own goods as one shipment, as the checkout builds it from `splitCart`. */
function companyShipment(shipmentLines: CheckoutLine[], totals: OrderTotals): CheckoutShipment {
  return {
    key: 'company',
    sellerId: null,
    sellerName: 'Bulk Trade India',
    pickupState: null,
    sameState: false,
    lines: shipmentLines,
    totals,
  };
}

function amountsIn(region: HTMLElement) {
  return within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

const summary = () => screen.getByRole('region', { name: /order summary|ऑर्डर/i });

test('a mixed cart shows GST at each rate: toor dal at 5%, almonds at 12%, freight included', () => {
  const totals = orderTotals({
    lines: [toorDal, almonds],
    state: 'Madhya Pradesh',
    originZone: 'NORTH1',
    at,
  });
  render(<CheckoutTotals shipments={[companyShipment(lines, totals)]} amounts={totals} stateChosen />);

  // 7,70,500 paise of freight each: 5% of 77,705.00 and 12% of 4,07,705.00 rupees.
  expect(amountsIn(summary())).toEqual([
    ['Subtotal', '₹4,70,000.00'],
    ['Shipping', '₹15,410.00'],
    ['GST (5%)', '₹3,885.25'],
    ['GST (12%)', '₹48,924.60'],
    ['Total', '₹5,38,219.85'],
  ]);
  // One seller's cart (the company's) names no shipments: it looks as it did before orders were split.
  expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
});

test('a cart of one kind of goods shows one GST line, in the chosen language', async () => {
  await changeLanguage('hi');
  const totals = orderTotals({ lines: [toorDal], originZone: 'NORTH1', at });
  render(
    <CheckoutTotals
      shipments={[companyShipment(lines.slice(0, 1), totals)]}
      amounts={totals}
      stateChosen={false}
    />,
  );

  expect(screen.getAllByText(/जीएसटी/).map((term) => term.textContent)).toEqual(['जीएसटी (5%)']);
});

test('a cart from two sellers shows each shipment with its own freight and GST, then one total', () => {
  // The company's almonds leave NORTH1; a Gujarat supplier's toor dal leaves its own zone, for Gujarat.
  const split = splitCart({
    lines: [
      { ...toorDal, sellerId: 41, pickupState: 'Gujarat', sellerState: 'Gujarat' },
      { ...almonds, sellerId: null },
    ],
    state: 'Gujarat',
    companyOriginZone: 'NORTH1',
    at,
  })!;
  const [company, supplier] = split.parts as [(typeof split.parts)[0], (typeof split.parts)[0]];
  render(
    <CheckoutTotals
      shipments={[
        companyShipment([lines[1]!], company.totals),
        {
          key: '41-Gujarat',
          sellerId: 41,
          sellerName: 'Kutch Pulses',
          pickupState: 'Gujarat',
          sameState: supplier.sameState,
          lines: [lines[0]!],
          totals: supplier.totals,
        },
      ]}
      amounts={{ ...split, gstByRate: gstByRateOf(split) }}
      stateChosen
    />,
  );

  const money = (paise: number) => formatMoney(paise, 'INR');
  const first = screen.getByRole('region', { name: 'Shipment 1 of 2: sold by Bulk Trade India' });
  expect(amountsIn(first)).toEqual([
    ['Goods', '₹4,00,000.00'],
    ['Shipping', money(company.totals.shippingPaise)],
    ['GST (IGST)', money(company.totals.gstPaise)],
    ['Shipment total', money(company.totals.totalPaise)],
  ]);
  const second = screen.getByRole('region', { name: 'Shipment 2 of 2: sold by Kutch Pulses' });
  within(second).getByText('Ships from Gujarat');
  within(second).getByText('500 kg x A Grade Quality Toor Dal');
  expect(amountsIn(second)).toEqual([
    ['Goods', '₹70,000.00'],
    ['Shipping', money(supplier.totals.shippingPaise)],
    ['GST (CGST + SGST)', money(supplier.totals.gstPaise)],
    ['Shipment total', money(supplier.totals.totalPaise)],
  ]);
  // Freight from the supplier's own zone, not the company's: the two parts' shipping differ per kg.
  expect(supplier.totals.shippingPaise).not.toBe(company.totals.shippingPaise);
  expect(screen.getByTestId('order-total').textContent).toBe(money(split.totalPaise));
  expect(split.totalPaise).toBe(company.totals.totalPaise + supplier.totals.totalPaise);
});
