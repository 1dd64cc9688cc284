import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FormSection, SectionedForm } from './sectioned-form';

function Opening({ busy, notice }: { busy: boolean; notice: string | null }) {
  return (
    <SectionedForm
      label="New opening"
      onSubmit={(event) => event.preventDefault()}
      notice={notice}
      busy={busy}
      submitLabel="Save"
      busyLabel="Saving…"
    >
      <FormSection legend="Place">
        <label>
          City <input />
        </label>
      </FormSection>
    </SectionedForm>
  );
}

test('a sectioned form is named, says what the star means, and names its sections by their legends', () => {
  render(<Opening busy={false} notice={null} />);
  const form = screen.getByRole('form', { name: 'New opening' });
  expect(within(form).getByText(/are required/)).toBeDefined();
  expect(within(screen.getByRole('group', { name: 'Place' })).getByLabelText('City')).toBeDefined();
  expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBe('false');
});

test('its notice shows when given, and while busy its button stays focusable but says it is saving', () => {
  render(<Opening busy notice="Changes go to review." />);
  expect(screen.getByText('Changes go to review.')).toBeDefined();
  const button = screen.getByRole('button', { name: 'Saving…' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button.hasAttribute('disabled')).toBe(false);
});
