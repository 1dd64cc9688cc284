import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ initial, max }: { initial: string; max: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper value={value} onValueChange={setValue} min={100} step={50} max={max} unitLabel="kg" />
  );
}

test('+ stops at the most one order line takes, which the field also states as its maximum', () => {
  render(<Stepper initial="900" max={1000} />);
  const field = screen.getByRole<HTMLInputElement>('spinbutton');
  const increase = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
  expect(field.max).toBe('1000');

  fireEvent.click(increase);
  expect(field.value).toBe('950');
  fireEvent.click(increase);
  expect(field.value).toBe('1000');
  expect(increase.disabled).toBe(true);
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' }).disabled).toBe(false);
});
