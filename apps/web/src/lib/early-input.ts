// Input made on a page the server rendered, before the app has taken it over
// (docs/decisions/009-input-before-takeover.md). This module is part of the first script the page runs, so
// it must stay small and import nothing. Until the takeover ends, clicks on controls, field changes and form
// submits are held: the browser's default is stopped (a held checkbox does not toggle, a held button does not
// submit), the control shows it is busy, and nothing of the app sees the event. Once the page is the app's,
// each held input is played again on the same element, in order, once. Links are never held.

/** Set on `<html>` while input waits for the app: the page shows a busy cursor. */
export const PENDING_ATTRIBUTE = 'data-input-pending';
/** Set on a control whose click or submit waits for the app, with `aria-busy`. */
export const HELD_ATTRIBUTE = 'data-input-held';

type HeldInput =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'input' | 'change'; target: HTMLInputElement; value: string; checked: boolean }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

// The server's pages have no controls of their own making (`role="button"` and the like).
const CONTROLS = 'button,input,label,summary';
/** The `type`s of controls a click acts on; any other (text, select, file, colour) is a field it focuses. */
const ACTING = /^(?:checkbox|radio|button|submit|reset|image)$/;

/** The control a click acts on, or null when the click is left alone (a link, text, a field). */
function clickedControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element) || target.closest('a[href]')) return null;
  const control = target.closest<HTMLElement>(CONTROLS);
  // A label acts as its field would; a summary or a label of nothing has no type.
  const { type } = ((control instanceof HTMLLabelElement ? control.control : control) ?? {}) as {
    type?: string;
  };
  return control && (type === undefined || ACTING.test(type)) ? control : null;
}

/**
 * Holds input on `doc` from now on. Returns `release`, which plays the held input to the app, each in a task
 * of its own, and stops holding.
 */
export function holdEarlyInput(doc: Document): () => Promise<void> {
  const view = doc.defaultView ?? window;
  const html = doc.documentElement;
  const queue: HeldInput[] = [];
  const types = ['click', 'input', 'change', 'submit'];
  let replaying = false;

  function markBusy(control: Element) {
    html.setAttribute(PENDING_ATTRIBUTE, '');
    // 'busy': this set `aria-busy` and takes it away again; a control's own stays.
    if (!control.hasAttribute(HELD_ATTRIBUTE)) {
      control.setAttribute(HELD_ATTRIBUTE, control.hasAttribute('aria-busy') ? '' : 'busy');
      if (!control.hasAttribute('aria-busy')) control.setAttribute('aria-busy', 'true');
    }
  }

  function hold(event: Event) {
    const { type, target } = event;
    let input: HeldInput | undefined;
    if (replaying) return;
    if (type === 'click') {
      const control = clickedControl(target);
      if (control) input = { kind: 'click', target: control };
    } else if (type === 'submit') {
      const { submitter } = event as SubmitEvent;
      input = { kind: 'submit', target: target as HTMLFormElement, submitter };
      markBusy(submitter ?? (target as HTMLFormElement));
    } else if (
      target instanceof HTMLInputElement ||
      target instanceof HTMLTextAreaElement ||
      target instanceof HTMLSelectElement
    ) {
      const field = target as HTMLInputElement;
      const last = queue[queue.length - 1];
      const value = { value: field.value, checked: field.checked };
      if (target instanceof HTMLSelectElement) markBusy(target);
      // Keystrokes in a row in one field are one change of its text.
      if (last?.kind === type && last.target === field) Object.assign(last, value);
      else input = { kind: type as 'input', target: field, ...value };
    } else return;
    if (input?.kind === 'click') markBusy(input.target);
    if (input) queue.push(input);
    if (type === 'click' || type === 'submit') {
      if (!input) return;
      event.preventDefault();
    }
    // Nothing of the app, half taken over, sees the input now: it gets it once, when it is played again.
    event.stopImmediatePropagation();
  }

  for (const type of types) view.addEventListener(type, hold, true);

  function play(input: HeldInput) {
    // The takeover keeps the server's elements (`hydrate`): one it replaced is not acted on.
    if (!input.target.isConnected) return;
    if (input.kind === 'click') input.target.click();
    else if (input.kind === 'submit') {
      const { target, submitter } = input;
      target.requestSubmit(submitter && target.contains(submitter) ? submitter : null);
    } else {
      const { target } = input;
      if (target.type === 'checkbox' || target.type === 'radio') target.checked = input.checked;
      else if (target.type !== 'file') target.value = input.value;
      target.dispatchEvent(new Event(input.kind, { bubbles: true }));
    }
  }

  async function release() {
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    // The app's own first updates (the browser's values after the takeover) come first.
    await nextTask();
    for (let input; (input = queue.shift()); await nextTask()) {
      // The app renders what one input changed before the next, which may read it, is played.
      replaying = true;
      play(input);
      replaying = false;
    }
    for (const type of types) view.removeEventListener(type, hold, true);
    for (const element of doc.querySelectorAll(`[${HELD_ATTRIBUTE}]`)) {
      if (element.getAttribute(HELD_ATTRIBUTE)) element.removeAttribute('aria-busy');
      element.removeAttribute(HELD_ATTRIBUTE);
    }
    html.removeAttribute(PENDING_ATTRIBUTE);
  }

  return release;
}

/** Holds input on the server's page until the app marks it its own (`html[data-interactive]`). */
export function holdInputUntilInteractive(doc: Document): void {
  const release = holdEarlyInput(doc);
  const observer = new MutationObserver(() => {
    observer.disconnect();
    void release();
  });
  observer.observe(doc.documentElement, { attributeFilter: ['data-interactive'] });
}
