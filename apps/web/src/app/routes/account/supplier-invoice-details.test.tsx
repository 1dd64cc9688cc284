import type { SellerInvoiceDetails, SellerInvoiceDetailsResponse } from '@bulk/domain/shipments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const pageLoad = { timeout: 5000 };
const details: SellerInvoiceDetails = {
  legalName: 'Shree Agro Foods Private Limited',
  gstin: '23AAACW0764A1ZX',
  address: '12 Industrial Area, Dewas Road',
  state: 'Madhya Pradesh',
  pin: '452001',
};

/** The supplier's invoice-details API: `onGet` answers the GET, `onPut` the PUT with the body sent. */
function supplierApi({
  onGet,
  onPut = (body) => jsonResponse({ details: body, orderable: true }),
}: {
  onGet: SellerInvoiceDetailsResponse;
  onPut?: (body: unknown) => Response;
}) {
  const user = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });
  rememberUser(user);
  const sent: unknown[] = [];
  mockFetch(
    memberApi({
      user,
      fallback: (url, init) => {
        if (url !== '/api/supplier/invoice-details') {
          return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
        }
        if (init?.method === 'PUT') {
          const body: unknown = JSON.parse(String(init.body));
          sent.push(body);
          return onPut(body);
        }
        return jsonResponse(onGet);
      },
    }),
  );
  return { sent };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const stateField = () => screen.getByRole('combobox', { name: /^State/ }) as HTMLSelectElement;

function fill(values: SellerInvoiceDetails) {
  fireEvent.change(field(/^Legal name/), { target: { value: values.legalName } });
  fireEvent.change(field(/^GSTIN/), { target: { value: values.gstin } });
  fireEvent.change(field(/^Registered address/), { target: { value: values.address } });
  fireEvent.change(stateField(), { target: { value: values.state } });
  fireEvent.change(field(/^PIN code/), { target: { value: values.pin } });
}

test('without details on file the page says ordering waits for them; saving them opens ordering', async () => {
  const { sent } = supplierApi({ onGet: { details: null, orderable: false } });
  renderRoute('/dashboard/invoice-details');

  const status = await screen.findByText(/^Buyers cannot order your products yet/, undefined, pageLoad);
  expect(status.getAttribute('role')).toBe('status');
  // All 36 states and union territories, after the empty choice.
  expect(within(stateField()).getAllByRole('option')).toHaveLength(37);

  // A GSTIN of another state is refused before anything is sent, under its field.
  fill({ ...details, state: 'Gujarat', pin: '380001' });
  fireEvent.click(screen.getByRole('button', { name: 'Save invoice details' }));
  await waitFor(() => expect(field(/^GSTIN/).getAttribute('aria-invalid')).toBe('true'));
  expect(sent).toEqual([]);

  fill(details);
  fireEvent.click(screen.getByRole('button', { name: 'Save invoice details' }));
  await expectToast('Invoice Details Saved', 'Your next invoices carry these details.');
  expect(sent).toEqual([details]);
  expect(
    await screen.findByText('Your invoice details are on file: buyers can order your products.'),
  ).toBeDefined();
});

test("the server's field errors show under the fields they name", async () => {
  supplierApi({
    onGet: { details: null, orderable: false },
    onPut: () =>
      jsonResponse(
        {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          issues: [{ field: 'pin', message: 'This PIN code is not in the chosen state.' }],
        },
        400,
      ),
  });
  renderRoute('/dashboard/invoice-details');
  await screen.findByRole('button', { name: 'Save invoice details' }, pageLoad);

  fill(details);
  fireEvent.click(screen.getByRole('button', { name: 'Save invoice details' }));

  const pin = field(/^PIN code/);
  await waitFor(() => expect(pin.getAttribute('aria-invalid')).toBe('true'));
  const describedBy = pin.getAttribute('aria-describedby') ?? '';
  expect(document.getElementById(describedBy.split(' ').at(-1)!)?.textContent).toBe(
    'This PIN code is not in the chosen state.',
  );
});

test('details on file fill the form; a membership not running says ordering waits for it', async () => {
  supplierApi({ onGet: { details, orderable: false } });
  renderRoute('/dashboard/invoice-details');

  await screen.findByText(
    /^Your invoice details are on file\. Buyers can order your products while/,
    undefined,
    pageLoad,
  );
  expect(field(/^Legal name/).value).toBe(details.legalName);
  expect(field(/^GSTIN/).value).toBe(details.gstin);
  expect(field(/^Registered address/).value).toBe(details.address);
  expect(stateField().value).toBe('Madhya Pradesh');
  expect(field(/^PIN code/).value).toBe('452001');
});

test('the supplier dashboard links to the invoice details', async () => {
  supplierApi({ onGet: { details: null, orderable: false } });
  const { router } = renderRoute('/dashboard/supplier');

  const sections = await screen.findByRole('navigation', { name: /sections/i }, pageLoad);
  fireEvent.click(within(sections).getByRole('link', { name: /^Invoice details/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoice-details'));
});
