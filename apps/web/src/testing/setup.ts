import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '#src/components/ui/toast/toast-store';

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

let consoleErrors: string[] = [];

// A console.error fails the test (React warnings, act() problems, failed prop types). A test that expects
// one spies on console.error itself, which replaces this collector for that test.
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  // Module-level state outlives a test: the toast store, and the cart kept in local storage.
  resetToasts();
  window.localStorage.clear();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
  }
});
