import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The toasts on screen (at most one), as list items of the Notifications region. */
export function shownToasts(): HTMLElement[] {
  const region = screen.getByRole('region', { name: /notifications/i });
  return within(region).queryAllByRole('listitem');
}

/** Waits until the one toast on screen has exactly this title and, when given, this description. */
export async function expectToast(title: string, description?: string): Promise<void> {
  await waitFor(() => {
    const toasts = shownToasts();
    expect(toasts).toHaveLength(1);
    const toast = within(toasts[0] as HTMLElement);
    expect(toast.getByText(title)).toBeDefined();
    if (description !== undefined) expect(toast.getByText(description)).toBeDefined();
  });
}
