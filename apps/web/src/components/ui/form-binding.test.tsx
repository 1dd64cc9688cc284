import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { expect, test, vi } from 'vitest';
import { formMessage } from '#src/i18n/messages';
import { fieldBinder, submitUnlessBusy } from './form-binding';
import { CheckboxGroupField, TextField } from './form-field';

type Values = { email: string; categories: string[] };

/** A form whose errors come from a button, so the binder must render them when they arrive. */
function SignupFields() {
  const form = useForm<Values>({ defaultValues: { email: '', categories: [] } });
  const bind = fieldBinder(form, 'signup');
  function refuse() {
    form.setError('email', { message: formMessage('validation.emailRequired') });
    form.setError('categories', { message: 'Choose at least one category.' });
  }
  return (
    <form>
      <TextField {...bind('email')} label="Email" />
      <CheckboxGroupField {...bind('categories')} label="Categories" options={['Rice']} />
      <p>{bind('email', 'mail').id}</p>
      <button type="button" onClick={refuse}>
        Refuse
      </button>
    </form>
  );
}

test("a bound field gets its id, its registration and its error, a group's error included", () => {
  render(<SignupFields />);
  const email = screen.getByLabelText('Email');
  expect(email.id).toBe('signup-email');
  expect(email.getAttribute('name')).toBe('email');
  expect(email.getAttribute('aria-invalid')).toBeNull();
  // Where a page's ids differ from its field names.
  expect(screen.getByText('signup-mail')).toBeDefined();

  fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));

  expect(email.getAttribute('aria-describedby')).toBe('signup-email-error');
  expect(screen.getByText('Please enter your email address.').id).toBe('signup-email-error');
  expect(screen.getByText('Choose at least one category.').id).toBe('signup-categories-error');
});

test('a submit while the form is busy is refused', () => {
  const submit = vi.fn(async (event: FormEvent<HTMLFormElement>) => event.preventDefault());
  const { rerender } = render(
    <form aria-label="Busy" onSubmit={submitUnlessBusy(true, submit)}>
      <button type="submit">Send</button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(submit).not.toHaveBeenCalled();

  rerender(
    <form aria-label="Busy" onSubmit={submitUnlessBusy(false, submit)}>
      <button type="submit">Send</button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(submit).toHaveBeenCalledTimes(1);
});
