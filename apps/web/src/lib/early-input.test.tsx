import { waitFor } from '@testing-library/react';
import { hydrate, type ComponentChild } from 'preact';
import { useState } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { HELD_ATTRIBUTE, PENDING_ATTRIBUTE, holdEarlyInput, holdInputUntilInteractive } from './early-input';

/** The page as the server sent it. */
function serverPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function type(field: HTMLInputElement, text: string) {
  for (let end = 1; end <= text.length; end += 1) {
    field.value = text.slice(0, end);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const released: (() => Promise<void>)[] = [];
function hold() {
  const release = holdEarlyInput(document);
  released.push(release);
  return { release };
}

afterEach(async () => {
  for (const release of released.splice(0)) await release();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-interactive');
});

test('a click on a button waits, busy, and reaches the app once when released', async () => {
  const root = serverPage('<button type="button">Add to cart</button>');
  const button = root.querySelector('button') as HTMLButtonElement;
  const onClick = vi.fn();
  button.addEventListener('click', onClick);
  const early = hold();

  button.click();

  expect(onClick).not.toHaveBeenCalled();
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
  expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

  await early.release();

  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button.hasAttribute('aria-busy')).toBe(false);
  expect(button.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
  expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  // Released, the page is the app's: a click goes straight through.
  button.click();
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('a link is never held', () => {
  const root = serverPage('<a href="#elsewhere"><span>Products</span></a>');
  hold();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });

  root.querySelector('span')?.dispatchEvent(click);

  expect(click.defaultPrevented).toBe(false);
  expect(root.querySelector('a')?.hasAttribute('aria-busy')).toBe(false);
});

test('a checkbox ticked through its label stays as it was, then is ticked once when released', async () => {
  const root = serverPage('<label><input type="checkbox" value="spices" /> Spices</label>');
  const checkbox = root.querySelector('input') as HTMLInputElement;
  const onChange = vi.fn();
  checkbox.addEventListener('change', onChange);
  const early = hold();

  root.querySelector('label')?.click();

  expect(checkbox.checked).toBe(false);
  expect(onChange).not.toHaveBeenCalled();

  await early.release();

  expect(checkbox.checked).toBe(true);
  expect(onChange).toHaveBeenCalledTimes(1);
});

test('a click in a text field or its label is left to the browser', () => {
  const root = serverPage('<label>Email <input type="email" /></label>');
  hold();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });

  root.querySelector('label')?.dispatchEvent(click);

  expect(click.defaultPrevented).toBe(false);
});

test('typed text is given to the app when released, even if the field was emptied meanwhile', async () => {
  const root = serverPage('<input type="search" name="q" />');
  const field = root.querySelector('input') as HTMLInputElement;
  const seen: string[] = [];
  field.addEventListener('input', () => seen.push(field.value));
  const early = hold();

  type(field, 'rice');
  expect(seen).toEqual([]);
  field.value = '';

  await early.release();

  expect(field.value).toBe('rice');
  expect(seen).toEqual(['rice']);
});

test('a choice in a select waits for the app, busy', async () => {
  const root = serverPage(
    '<select><option value="INR">INR</option><option value="USD">USD</option></select>',
  );
  const select = root.querySelector('select') as HTMLSelectElement;
  const seen: string[] = [];
  select.addEventListener('change', () => seen.push(select.value));
  const early = hold();

  select.value = 'USD';
  select.dispatchEvent(new Event('change', { bubbles: true }));

  expect(seen).toEqual([]);
  expect(select.getAttribute('aria-busy')).toBe('true');

  await early.release();

  expect(seen).toEqual(['USD']);
});

test('a form submitted after typing is submitted once, after the text, by the same button', async () => {
  const root = serverPage('<form><input name="q" /><button name="go" value="1">Search</button></form>');
  const form = root.querySelector('form') as HTMLFormElement;
  const field = root.querySelector('input') as HTMLInputElement;
  const button = root.querySelector('button') as HTMLButtonElement;
  const events: string[] = [];
  field.addEventListener('input', () => events.push(`input ${field.value}`));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    events.push(`submit ${field.value} by ${(event as SubmitEvent).submitter?.textContent ?? 'none'}`);
  });
  const early = hold();

  type(field, 'dal');
  form.requestSubmit(button);
  button.click();

  expect(events).toEqual([]);

  await early.release();

  expect(events).toEqual(['input dal', 'submit dal by Search', 'submit dal by Search']);
});

test('a control the takeover replaced is not acted on', async () => {
  const root = serverPage('<div><p>Rice</p><button type="button">Add</button></div>');
  const early = hold();
  root.querySelector('button')?.click();
  root.innerHTML = '<div><p>Rice</p><button type="button">Add</button></div>';
  const onClick = vi.fn();
  root.querySelector('button')?.addEventListener('click', onClick);

  await early.release();

  expect(onClick).not.toHaveBeenCalled();
  expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
});

function Counter() {
  const [count, setCount] = useState(0);
  const [text, setText] = useState('');
  return (
    <div>
      <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Added {count}
      </button>
      <output>{text}</output>
    </div>
  );
}

test('input made before the takeover reaches the hydrated app in order, once, when it marks the page', async () => {
  const root = serverPage(
    '<div><input value=""/><button type="button">Added 0</button><output></output></div>',
  );
  holdInputUntilInteractive(document);
  const button = root.querySelector('button') as HTMLButtonElement;
  const field = root.querySelector('input') as HTMLInputElement;

  button.click();
  type(field, 'atta');
  button.click();
  hydrate((<Counter />) as unknown as ComponentChild, root);
  button.click();

  // Taken over but not yet marked: the app sees nothing, and the typed text is kept.
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(button.textContent).toBe('Added 0');
  expect(field.value).toBe('atta');

  document.documentElement.dataset.interactive = '';

  await waitFor(() => expect(button.textContent).toBe('Added 3'));
  expect(root.querySelector('output')?.textContent).toBe('atta');
  expect(button.hasAttribute('aria-busy')).toBe(false);
  expect(root.querySelector('button')).toBe(button);
});
