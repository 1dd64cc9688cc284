import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { changeLanguage } from '#src/i18n/language-store';
import { ShippingFields, useShippingForm } from './shipping-form';

function Checkout() {
  const form = useShippingForm();
  return (
    <form>
      <ShippingFields form={form} />
    </form>
  );
}

function fill(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}

test('a PIN code of another state is the PIN code field’s error, and choosing its state clears it', async () => {
  render(<Checkout />);
  fill(/^State/, 'Maharashtra');
  const pin = fill(/^PIN code/, '452001');

  expect(await screen.findByText('This PIN code does not belong to the chosen state.')).toBeDefined();
  expect(pin.getAttribute('aria-invalid')).toBe('true');

  fill(/^State/, 'Madhya Pradesh');
  await expect.poll(() => pin.getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByText('This PIN code does not belong to the chosen state.')).toBeNull();
});

test('the state list offers all 36 states and union territories', () => {
  render(<Checkout />);
  const options = [...(screen.getByLabelText(/^State/) as HTMLSelectElement).options].map((o) => o.value);
  expect(options.filter(Boolean)).toHaveLength(36);
  expect(options).toContain('Puducherry');
  expect(options).toContain('Dadra & Nagar Haveli and Daman & Diu');
});

test('choosing a state before the PIN code asks for nothing yet', async () => {
  render(<Checkout />);
  fill(/^State/, 'Kerala');
  await Promise.resolve();
  expect(screen.queryByText('Please enter a 6-digit PIN code.')).toBeNull();
});

test('in Hindi the PIN code of another state is refused in Hindi', async () => {
  await changeLanguage('hi');
  render(<Checkout />);
  fill(/^राज्य/, 'Maharashtra');
  fill(/^पिन कोड/, '452001');
  expect(await screen.findByText('यह पिन कोड चुने गए राज्य का नहीं है।')).toBeDefined();
});
