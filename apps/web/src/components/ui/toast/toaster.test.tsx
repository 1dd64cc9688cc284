import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { shownToasts } from '#src/testing/toast';
import { toast } from './toast-store';
import { TOAST_DURATION_MS, Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

test('a toast shows its title and description with a named close button, and closing removes it', async () => {
  render(<Toaster />);

  act(() => {
    toast({
      title: 'Added to Cart!',
      description: '500 x A Grade Quality Corn Flour added to your bulk cart.',
    });
  });

  const [shown] = shownToasts();
  if (!shown) throw new Error('no toast shown');
  expect(within(shown).getByText('Added to Cart!')).toBeDefined();
  expect(within(shown).getByText('500 x A Grade Quality Corn Flour added to your bulk cart.')).toBeDefined();

  fireEvent.click(within(shown).getByRole('button', { name: 'Close notification' }));

  expect(shownToasts()).toHaveLength(0);
});

test('a toast is announced to screen readers through a live status region', async () => {
  render(<Toaster />);

  act(() => {
    toast({ title: 'Item Removed', description: 'Item removed from cart.' });
  });

  const announcement = await screen.findByRole('status');
  expect(announcement.getAttribute('aria-live')).toBe('polite');
  // Radix fills the live region a frame later, so that screen readers notice the change.
  await waitFor(() => expect(announcement.textContent).toContain('Item Removed'));
  expect(announcement.textContent).toContain('Item removed from cart.');
  expect(announcement.textContent).not.toContain('Close notification');
});

test('a destructive toast is announced assertively', async () => {
  render(<Toaster />);

  act(() => {
    toast({ title: 'Invalid Quantity', description: 'Too few.', variant: 'destructive' });
  });

  expect((await screen.findByRole('status')).getAttribute('aria-live')).toBe('assertive');
});

test('only one toast shows at a time: a new one replaces the old', () => {
  render(<Toaster />);

  act(() => {
    toast({ title: 'Added to Cart!', description: 'First' });
  });
  act(() => {
    toast({ title: 'Cart Updated', description: 'Second' });
  });

  const shown = shownToasts();
  expect(shown).toHaveLength(1);
  expect(within(shown[0] as HTMLElement).getByText('Cart Updated')).toBeDefined();
  expect(screen.queryByText('Added to Cart!')).toBeNull();
});

test('a toast closes by itself after 5000 ms', () => {
  vi.useFakeTimers();
  render(<Toaster />);

  act(() => {
    toast({ title: 'Added to Wishlist!' });
  });
  act(() => {
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
  });
  expect(shownToasts()).toHaveLength(1);

  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(shownToasts()).toHaveLength(0);
});

test('a replacement toast gets its own 5000 ms', () => {
  vi.useFakeTimers();
  render(<Toaster />);

  act(() => {
    toast({ title: 'First' });
  });
  act(() => {
    vi.advanceTimersByTime(4000);
  });
  act(() => {
    toast({ title: 'Second' });
  });
  act(() => {
    vi.advanceTimersByTime(4000);
  });
  expect(screen.getByText('Second')).toBeDefined();

  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(shownToasts()).toHaveLength(0);
});

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: 5, clientY: 0 });
  fireEvent.pointerMove(element, { pointerId: 1, clientX: distance, clientY: 0 });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: distance, clientY: 0 });
}

test('a swipe to the right past 50 px dismisses the toast; a shorter one does not', () => {
  // jsdom has no pointer capture; the swipe only needs the call to exist.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  render(<Toaster />);

  act(() => {
    toast({ title: 'Swipe me' });
  });
  swipe(shownToasts()[0] as HTMLElement, 40);
  expect(shownToasts()).toHaveLength(1);

  swipe(shownToasts()[0] as HTMLElement, 60);
  expect(shownToasts()).toHaveLength(0);
});
