import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast, shownToasts } from '#src/testing/toast';

function newsletterApi(answer: () => Response) {
  const catalogue = catalogueApi([]);
  return (url: string) => (url === '/api/newsletter' ? answer() : catalogue(url));
}

async function newsletter() {
  const footer = within(await screen.findByRole('contentinfo'));
  return within(await footer.findByRole('region', { name: 'Newsletter' }));
}

function newsletterCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/newsletter');
}

test('subscribing posts the email and says Subscribed!', async () => {
  const fetchMock = mockFetch(newsletterApi(() => jsonResponse({ success: true, alreadySubscribed: false })));
  renderRoute('/');
  const form = await newsletter();

  fireEvent.change(form.getByLabelText('Email address'), { target: { value: ' Asha@Example.in ' } });
  fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));

  await expectToast(
    'Subscribed!',
    'Thank you! Our news, offers and new arrivals will reach asha@example.in.',
  );
  const [call] = newsletterCalls(fetchMock);
  expect(call?.[1]?.method).toBe('POST');
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'asha@example.in' });
  expect((form.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
});

test('an address already on the list is welcomed with Subscribed! too', async () => {
  mockFetch(newsletterApi(() => jsonResponse({ success: true, alreadySubscribed: true })));
  renderRoute('/');
  const form = await newsletter();

  fireEvent.change(form.getByLabelText('Email address'), { target: { value: 'asha@example.in' } });
  fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));

  await expectToast('Subscribed!', 'asha@example.in is already on our list. Thank you for staying with us!');
});

test('an invalid email is refused next to the field, and nothing is sent', async () => {
  const fetchMock = mockFetch(newsletterApi(() => jsonResponse({ success: true, alreadySubscribed: false })));
  renderRoute('/');
  const form = await newsletter();

  const email = form.getByLabelText('Email address');
  fireEvent.change(email, { target: { value: 'asha@' } });
  fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));

  expect(await form.findByText('Please enter a valid email address.')).toBeDefined();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toBe(
    form.getByText('Please enter a valid email address.').id,
  );
  expect(newsletterCalls(fetchMock)).toHaveLength(0);
  expect(shownToasts()).toHaveLength(0);
});

test("the server's refusal of an email shows its message next to the field", async () => {
  mockFetch(
    newsletterApi(() =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'email: That address cannot receive mail.',
          issues: [{ field: 'email', message: 'That address cannot receive mail.' }],
        },
        400,
      ),
    ),
  );
  renderRoute('/');
  const form = await newsletter();

  fireEvent.change(form.getByLabelText('Email address'), { target: { value: 'asha@example.in' } });
  fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));

  expect(await form.findByText('That address cannot receive mail.')).toBeDefined();
  expect((form.getByLabelText('Email address') as HTMLInputElement).value).toBe('asha@example.in');
});

test('the button is disabled while the sign-up is on its way', async () => {
  mockFetch(catalogueApi([]));
  let answer: (response: Response) => void = () => {};
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/newsletter'
      ? new Promise<Response>((resolve) => {
          answer = resolve;
        })
      : realFetch(input, init),
  );
  renderRoute('/');
  const form = await newsletter();

  fireEvent.change(form.getByLabelText('Email address'), { target: { value: 'asha@example.in' } });
  fireEvent.click(form.getByRole('button', { name: 'Subscribe' }));

  const busy = await form.findByRole('button', { name: 'Subscribing...' });
  expect((busy as HTMLButtonElement).disabled).toBe(true);

  answer(jsonResponse({ success: true, alreadySubscribed: false }));
  await expectToast('Subscribed!');
  expect((form.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false);
});
