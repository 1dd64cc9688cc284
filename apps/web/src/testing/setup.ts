import { cleanup, configure, fireEvent } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { resetToasts } from '#src/components/ui/toast/toast-store';
import { i18n, loadStrings } from '#src/i18n/i18n';
import { stringParts, type LazyStringPart } from '#src/i18n/string-parts';
import { applyDocumentLanguage } from '#src/i18n/language-store';

// A page's first render compiles its lazy route module; on a busy machine that outlasts the default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// The app fetches the toaster and the footer's newsletter form after its first paint (React.lazy). Their
// modules load here, once per test file as when they were static imports, so that a test's first render
// does not also wait for them to be transformed and stays within the findBy timeouts on a busy machine.
await Promise.all([
  import('#src/components/ui/toast/toaster'),
  import('#src/features/engagement/components/newsletter-form'),
]);

// A test renders a component alone, without the route that loads its strings (app/router.tsx): every part
// is loaded, in English here and in any language a test switches to.
await loadStrings(Object.keys(stringParts).filter((part): part is LazyStringPart => part !== 'core'));

// Preact's compat binds a text field's onChange to `input`, and onFocus and onBlur to `focusin` and
// `focusout`: the events a browser fires with every edit and focus move. fireEvent.change, focus and blur
// dispatch only `change`, `focus` and `blur`, so here they also dispatch the other event, in a browser's
// order.
const isTextField = (element: Document | Node | Element | Window) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !/^(?:file|checkbox|radio)$/.test(element.type));
const { change, focus, blur } = fireEvent;
fireEvent.change = (element, init) => {
  if (isTextField(element)) fireEvent.input(element, init);
  return change(element, init);
};
fireEvent.focus = (element, init) => {
  const notCancelled = focus(element, init);
  fireEvent.focusIn(element, init);
  return notCancelled;
};
fireEvent.blur = (element, init) => {
  const notCancelled = blur(element, init);
  fireEvent.focusOut(element, init);
  return notCancelled;
};

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
  // English is initialised synchronously on import; a test that switched language switches back.
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  applyDocumentLanguage('en');
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
  }
});

// Preact runs effects after paint through a 35 ms timer that then calls `cancelAnimationFrame`; one set by a
// file's last render must fire before the file's DOM (and that function with it) is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
