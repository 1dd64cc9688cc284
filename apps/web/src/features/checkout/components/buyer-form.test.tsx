import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { BuyerFields, buyerRequest, useBuyerForm, type BuyerForm } from './buyer-form';

const MISMATCH =
  'This GSTIN is registered in another state: it can be used only with a billing address in its state.';

let form: BuyerForm;
function keep(checkoutForm: BuyerForm) {
  form = checkoutForm;
}

function Checkout({ shippingState }: { shippingState: string }) {
  const form = useBuyerForm();
  useEffect(() => keep(form), [form]);
  return (
    <form>
      <BuyerFields form={form} shippingState={shippingState} signedIn />
    </form>
  );
}

function fill(label: RegExp, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}

test('a GSTIN of another state than the shipping address is refused until the bill goes to its state', async () => {
  render(<Checkout shippingState="Madhya Pradesh" />);
  fill(/^Mobile number/, '9876543210');
  const gstin = fill(/^GSTIN/, '27aapfu0939f1zv');
  expect(await screen.findByText(MISMATCH)).toBeDefined();
  expect(gstin.getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByLabelText('Bill to the shipping address'));
  fill(/^Address/, '12 Market Yard');
  fill(/^City/, 'Pune');
  fill(/^State/, 'Maharashtra');
  fill(/^PIN code/, '411001');
  await waitFor(() => expect(screen.queryByText(MISMATCH)).toBeNull());
  expect(await form.trigger()).toBe(true);
  expect(buyerRequest(form.getValues())).toEqual({
    company: '',
    phone: '9876543210',
    gstin: '27aapfu0939f1zv',
    billing: { address: '12 Market Yard', city: 'Pune', state: 'Maharashtra', zip: '411001' },
    saveToProfile: false,
  });
});

test('a GSTIN with a typo and a billing PIN code of another state name their fields', async () => {
  render(<Checkout shippingState="Maharashtra" />);
  fill(/^GSTIN/, '27AAPFU0939F1ZW');
  expect(
    await screen.findByText(
      'This GSTIN is not valid: its last character does not match. Please check it for a typo.',
    ),
  ).toBeDefined();
  fireEvent.click(screen.getByLabelText('Bill to the shipping address'));
  fill(/^State/, 'Maharashtra');
  fill(/^PIN code/, '452001');
  expect(await screen.findByText('This PIN code does not belong to the chosen state.')).toBeDefined();
  expect(await form.trigger()).toBe(false);
});
