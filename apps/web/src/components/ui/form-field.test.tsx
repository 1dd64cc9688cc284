import { registerRequestSchema } from '@bulk/domain/auth';
import { render, screen } from '@testing-library/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { formMessage } from '#src/i18n/messages';
import { CheckboxField, FileField, SelectField, TextareaField, TextField } from './form-field';
import { formResolver } from './form-resolver';

const registration = (name: string): UseFormRegisterReturn => ({
  name,
  ref: () => undefined,
  onChange: async () => undefined,
  onBlur: async () => undefined,
});

test('every field ties its label, hint and translated error to its control', () => {
  render(
    <form>
      <TextField
        id="email"
        label="Email"
        required
        hint="We write to it."
        error={formMessage('validation.emailRequired')}
        registration={registration('email')}
      />
      <TextareaField
        id="message"
        label="Message"
        error={formMessage('validation.atMost', { max: 5000 })}
        registration={registration('message')}
      />
      <SelectField
        id="state"
        label="State"
        options={['Goa']}
        placeholder="Select a state"
        error="Please choose a state from the list."
        registration={registration('state')}
      />
      <FileField id="file" label="Attachment" registration={registration('file')} />
      <CheckboxField id="terms" label="I agree" required registration={registration('terms')} />
    </form>,
  );

  const email = screen.getByLabelText(/^Email/);
  expect(email.getAttribute('aria-required')).toBe('true');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toBe('email-hint email-error');
  expect(screen.getByText('Please enter your email address.').id).toBe('email-error');

  const message = screen.getByLabelText('Message');
  expect(message.tagName).toBe('TEXTAREA');
  expect(message.getAttribute('aria-describedby')).toBe('message-error');
  expect(screen.getByText('At most 5000 characters.').id).toBe('message-error');

  expect(screen.getByLabelText('State').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Please choose a state from the list.').id).toBe('state-error');

  const file = screen.getByLabelText('Attachment');
  expect(file.getAttribute('type')).toBe('file');
  expect(file.getAttribute('aria-invalid')).toBeNull();
  expect(file.getAttribute('aria-describedby')).toBeNull();

  expect(screen.getByLabelText(/^I agree/).getAttribute('aria-required')).toBe('true');
});

test("a limit the domain states without a message reads 'At most N characters.'", async () => {
  const schema = z.object({ address: registerRequestSchema.shape.address });
  const result = await formResolver(schema)({ address: 'x'.repeat(301) }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  expect(result.errors.address?.message).toBe(formMessage('validation.atMost', { max: 300 }));
});

test('a select without a placeholder starts on its first option; a textarea takes a length limit', () => {
  render(
    <form>
      <SelectField
        id="status"
        label="New status"
        options={['paid', 'loading']}
        registration={registration('status')}
      />
      <TextareaField
        id="note"
        label="Note"
        tone="compact"
        maxLength={500}
        registration={registration('note')}
      />
    </form>,
  );
  const status = screen.getByLabelText('New status') as HTMLSelectElement;
  expect([...status.options].map((option) => option.value)).toEqual(['paid', 'loading']);
  expect(screen.getByLabelText('Note').getAttribute('maxlength')).toBe('500');
});
