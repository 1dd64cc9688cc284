import { waitFor } from '@testing-library/react';
import { hydrate, render, type ComponentChild } from 'preact';
import { afterEach, expect, test } from 'vitest';
import type { ReactNode } from 'react';
import { TakeOverLater } from '#src/components/ui/take-over-later';
import { browserRenderContext, RenderContextProvider } from './render-context';
import { createTakeover, useExternalStore } from './takeover';

const noSubscription = () => () => {};
const browserValue = () => 'browser';
const serverValue = () => 'server';

function Probe() {
  return <p>{useExternalStore(noSubscription, browserValue, serverValue)}</p>;
}

/** A container holding `html`, as the server rendered it. */
function serverPage(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The takeover of the test's page. */
let takeover = createTakeover();

/** Hydrates `app` over `container` as the browser's app does, with a takeover of its own. */
function takeOverServerPage(app: ReactNode, container: HTMLElement): void {
  takeover = createTakeover();
  const tree = (
    <RenderContextProvider value={{ ...browserRenderContext, takeover }}>{app}</RenderContextProvider>
  ) as unknown as ComponentChild;
  takeover.takeOverServerPage(() => hydrate(tree, container));
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('while the app takes a page over, a store answers as on the server; then as in the browser', async () => {
  const container = serverPage('<p>server</p>');
  const paragraph = container.querySelector('p');

  takeOverServerPage(<Probe />, container);

  expect(container.innerHTML).toBe('<p>server</p>');
  expect(takeover.isTakingOver()).toBe(false);
  await waitFor(() => expect(container.textContent).toBe('browser'));
  // The server's element is the app's now: updated, not replaced.
  expect(container.querySelector('p')).toBe(paragraph);
});

test('a part taken over later keeps the server’s elements meanwhile, and the takeover ends after it', async () => {
  const container = serverPage('<h1>Title</h1><div class="contents"><p>server</p></div>');
  const kept = container.querySelector('p');
  let ended = false;

  takeOverServerPage(
    <>
      <h1>Title</h1>
      <TakeOverLater>
        <Probe />
      </TakeOverLater>
    </>,
    container,
  );
  takeover.afterTakeover(() => (ended = true));

  expect(takeover.isTakingOver()).toBe(true);
  expect(container.querySelector('p')).toBe(kept);
  expect(kept?.textContent).toBe('server');
  await waitFor(() => expect(ended).toBe(true));
  await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('browser'));
  expect(container.querySelector('p')).toBe(kept);
});

test('a part taken over later gets the server’s value from a store read above it, and then the browser’s', async () => {
  const container = serverPage('<div class="contents"><a href="/cart">Cart</a></div>');
  function Frame() {
    const count = useExternalStore(
      noSubscription,
      () => 1,
      () => 0,
    );
    return (
      <TakeOverLater>
        <a href="/cart" aria-label={count > 0 ? `Cart, ${count} item` : undefined}>
          Cart
        </a>
      </TakeOverLater>
    );
  }

  takeOverServerPage(<Frame />, container);

  await waitFor(() => expect(container.querySelector('a')?.getAttribute('aria-label')).toBe('Cart, 1 item'));
});

test('without a server page, a store answers as in the browser at once', () => {
  const container = serverPage('');
  render((<Probe />) as unknown as ComponentChild, container);
  expect(container.textContent).toBe('browser');
});
