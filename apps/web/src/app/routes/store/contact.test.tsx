import { UPLOAD_MAX_BYTES } from '@bulk/domain/engagement';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { company } from '#src/config/company';
import { env } from '#src/config/env';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast, shownToasts } from '#src/testing/toast';

const filled = {
  Email: 'asha@example.in',
  Phone: '+91 98123 45678',
  Subject: 'Late delivery',
  Message: 'My order of corn flour has not arrived.',
};

function ticketsApi(answer: Responder) {
  return (url: string, init?: RequestInit) =>
    url === '/api/tickets'
      ? answer(url, init)
      : jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
}

async function ticketForm() {
  renderRoute('/contact');
  const section = await screen.findByRole('region', { name: 'Raise a Ticket' });
  return within(within(section).getByRole('form', { name: 'Raise a Ticket' }));
}

function fillTicket(form: Awaited<ReturnType<typeof ticketForm>>) {
  for (const [label, value] of Object.entries(filled)) {
    fireEvent.change(form.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
  fireEvent.change(form.getByLabelText(/^Issue type/), { target: { value: 'order' } });
}

function attach(form: Awaited<ReturnType<typeof ticketForm>>, file: File) {
  fireEvent.change(form.getByLabelText('Attachment (optional)'), { target: { files: [file] } });
}

function ticketCalls(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/tickets');
}

test('the contact page shows the address, phone and email from the company config', async () => {
  mockFetch(ticketsApi(() => jsonResponse({}, 500)));
  renderRoute('/contact');

  const details = within(await screen.findByRole('region', { name: 'Get in Touch' }));
  expect(details.getByText(/Indore, Madhya Pradesh 452001/)).toBeDefined();
  const phone = details.getByRole('link', { name: /^\+\d/ });
  expect(phone.getAttribute('href')).toBe(`tel:+${env.chatNumber}`);
  expect(details.getByRole('link', { name: company.email }).getAttribute('href')).toBe(
    `mailto:${company.email}`,
  );
});

test('a ticket is sent as a form with its attachment, the id is shown and the form starts again', async () => {
  const fetchMock = mockFetch(
    ticketsApi(() => jsonResponse({ success: true, ticketId: 'TKT-0A1B2C3D4E' }, 201)),
  );
  const form = await ticketForm();

  fillTicket(form);
  attach(form, new File(['%PDF-1.4 test'], 'invoice.pdf', { type: 'application/pdf' }));
  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));

  await expectToast('Ticket Raised Successfully!', 'Your ticket id is TKT-0A1B2C3D4E.');
  const [call] = ticketCalls(fetchMock);
  expect(call?.[1]?.method).toBe('POST');
  const body = call?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  const sent = body as FormData;
  expect({
    email: sent.get('email'),
    phone: sent.get('phone'),
    issueType: sent.get('issueType'),
    subject: sent.get('subject'),
    message: sent.get('message'),
  }).toEqual({
    ...Object.fromEntries(Object.entries(filled).map(([k, v]) => [k.toLowerCase(), v])),
    issueType: 'order',
  });
  expect((sent.get('attachment') as File).name).toBe('invoice.pdf');

  for (const label of Object.keys(filled)) {
    expect((form.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe('');
  }
  expect((form.getByLabelText(/^Issue type/) as HTMLSelectElement).value).toBe('');
  expect((form.getByLabelText('Attachment (optional)') as HTMLInputElement).value).toBe('');
});

test('a ticket without an attachment sends no file, and the button says Submitting... meanwhile', async () => {
  let answer: (response: Response) => void = () => {};
  const notFound = () => jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
  // Only the ticket waits for its answer: the frame's own calls may still start once the form is shown.
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    input === '/api/tickets'
      ? new Promise<Response>((resolve) => {
          answer = resolve;
        })
      : Promise.resolve(notFound()),
  );
  mockFetch(notFound);
  const form = await ticketForm();
  vi.stubGlobal('fetch', fetchMock);

  fillTicket(form);
  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));

  const busy = await form.findByRole('button', { name: 'Submitting...' });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  // The form shows Submitting... while it still validates; the request follows.
  await waitFor(() => expect(ticketCalls(fetchMock)).toHaveLength(1));
  expect((ticketCalls(fetchMock)[0]?.[1]?.body as FormData).has('attachment')).toBe(false);

  answer(jsonResponse({ success: true, ticketId: 'TKT-FFFFFFFFFF' }, 201));
  await expectToast('Ticket Raised Successfully!', 'Your ticket id is TKT-FFFFFFFFFF.');
});

test('required fields are checked before anything is sent', async () => {
  const fetchMock = mockFetch(
    ticketsApi(() => jsonResponse({ success: true, ticketId: 'TKT-0A1B2C3D4E' }, 201)),
  );
  const form = await ticketForm();

  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));

  expect(await form.findByText('Please enter a valid email address.')).toBeDefined();
  expect(form.getByText('Please choose an issue type.')).toBeDefined();
  expect(form.getByText('Please enter a subject.')).toBeDefined();
  expect(form.getByText('Please enter a message.')).toBeDefined();
  expect(form.getByLabelText(/^Issue type/).getAttribute('aria-invalid')).toBe('true');
  expect(ticketCalls(fetchMock)).toHaveLength(0);
});

test("a 400 shows the server's messages under their fields and keeps what was typed", async () => {
  mockFetch(
    ticketsApi(() =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Please check the highlighted fields.',
          issues: [
            { field: 'phone', message: 'Please enter a phone number of 10 to 15 digits.' },
            { field: 'subject', message: 'At most 150 characters.' },
          ],
        },
        400,
      ),
    ),
  );
  const form = await ticketForm();

  fillTicket(form);
  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));

  const phoneError = await form.findByText('Please enter a phone number of 10 to 15 digits.');
  const phone = form.getByLabelText(/^Phone/);
  expect(phone.getAttribute('aria-invalid')).toBe('true');
  expect(phone.getAttribute('aria-describedby')).toContain(phoneError.id);
  expect(form.getByText('At most 150 characters.')).toBeDefined();
  await waitFor(() => expect(document.activeElement).toBe(phone));
  for (const [label, value] of Object.entries(filled)) {
    expect((form.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe(value);
  }
  expect((form.getByLabelText(/^Issue type/) as HTMLSelectElement).value).toBe('order');
  expect(shownToasts()).toHaveLength(0);
});

test('an attachment over 5 MB is refused in the browser with a clear message', async () => {
  const fetchMock = mockFetch(
    ticketsApi(() => jsonResponse({ success: true, ticketId: 'TKT-0A1B2C3D4E' }, 201)),
  );
  const form = await ticketForm();
  const big = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: UPLOAD_MAX_BYTES + 1 });

  fillTicket(form);
  attach(form, big);

  const message = 'The attachment is larger than 5 MB. Please choose a file of 5 MB or less.';
  expect(form.getByText(message)).toBeDefined();
  const input = form.getByLabelText('Attachment (optional)');
  expect(input.getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));
  await waitFor(() => expect(document.activeElement).toBe(input));
  expect(ticketCalls(fetchMock)).toHaveLength(0);
  expect(shownToasts()).toHaveLength(0);
});

test('a file that is not a PDF, JPEG or PNG is refused in the browser', async () => {
  mockFetch(ticketsApi(() => jsonResponse({ success: true, ticketId: 'TKT-0A1B2C3D4E' }, 201)));
  const form = await ticketForm();

  attach(form, new File(['hello'], 'notes.txt', { type: 'text/plain' }));

  expect(form.getByText('The attachment must be a PDF, JPEG or PNG file.')).toBeDefined();
});

test.each([
  { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'request file too large' },
  { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The attachment must be a PDF, JPEG or PNG file.' },
])("a $status shows the server's message on the attachment", async ({ status, code, message }) => {
  mockFetch(ticketsApi(() => jsonResponse({ code, message }, status)));
  const form = await ticketForm();

  fillTicket(form);
  attach(form, new File(['%PDF-1.4'], 'renamed.pdf', { type: 'application/pdf' }));
  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));

  const error = await form.findByText(message);
  const input = form.getByLabelText('Attachment (optional)');
  expect(input.getAttribute('aria-describedby')).toContain(error.id);
  expect((form.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(filled.Subject);
});

test('a server failure says the ticket was not raised and keeps the form', async () => {
  mockFetch(
    ticketsApi(() =>
      jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
    ),
  );
  const form = await ticketForm();

  fillTicket(form);
  fireEvent.click(form.getByRole('button', { name: 'Submit Ticket' }));

  await expectToast('Ticket Not Raised', 'Something went wrong. Please try again.');
  expect((form.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(filled.Message);
});
