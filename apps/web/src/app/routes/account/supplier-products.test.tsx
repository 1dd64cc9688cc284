import type { Listing } from '@bulk/domain/listings';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const pageLoad = { timeout: 10_000 };
const ravi = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });

const fields: Listing['fields'] = {
  name: 'Toor Dal, unpolished',
  category: 'Pulses',
  shortDescription: 'Sun-dried toor dal from Latur.',
  fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
  hsn: '0713',
  unit: 'kg',
  moq: 100,
  stepQty: 50,
  pricePaise: 42_000,
  slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
  stock: 5000,
  lowStockThreshold: 500,
  weightGrams: 1000,
  packagingSizes: ['30 kg sack'],
  dispatchDays: 3,
  pickupState: 'Maharashtra',
  pickupPin: '413512',
  specifications: [{ name: 'Moisture', value: 'below 10%' }],
  sku: 'TD-30',
};

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 7,
    status: 'draft',
    pausedBy: null,
    rejectionReason: null,
    fields,
    pendingChange: null,
    gstRateBps: 500,
    productId: null,
    lowStock: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

function supplierApi(routes: Responder): Responder {
  rememberUser(ravi);
  return memberApi({ user: ravi, fallback: routes });
}

test('the products page lists the supplier’s listings with their status, the reason of a rejection, and actions', async () => {
  const listings = [
    listing({ id: 9, status: 'rejected', rejectionReason: 'The HSN code is for wheat flour.' }),
    listing({ id: 8, status: 'live', productId: 31, pendingChange: { pricePaise: 41_000 } }),
  ];
  const fetchMock = mockFetch(
    supplierApi((url, init) => {
      if (url === '/api/supplier/products') return jsonResponse({ listings });
      if (url === '/api/supplier/products/9/submit' && init?.method === 'POST') {
        return jsonResponse(listing({ id: 9, status: 'submitted' }));
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  renderRoute('/dashboard/products');

  const list = await screen.findByRole('list', { name: 'Your listings' }, pageLoad);
  const [rejected, live] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(within(rejected).getByTestId('listing-status').textContent).toBe('Not approved');
  expect(within(rejected).getByText('Not approved: The HSN code is for wheat flour.')).toBeDefined();
  expect(within(live).getByTestId('listing-status').textContent).toBe('On sale');
  expect(within(live).getByText(/waiting for review; the listing stays on sale/)).toBeDefined();
  expect(within(live).getByRole('button', { name: 'Pause: Toor Dal, unpolished' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Add Product' }).getAttribute('href')).toBe(
    '/dashboard/products/new',
  );

  fireEvent.click(within(rejected).getByRole('button', { name: 'Send for review: Toor Dal, unpolished' }));
  await expectToast('Listing Updated', 'Toor Dal, unpolished has been sent for review.');
  expect(fetchMock.mock.calls.some(([url]) => url === '/api/supplier/products/9/submit')).toBe(true);
});

test('the listing form says what is wrong before sending, and shows the server’s refusal under its field', async () => {
  const fetchMock = mockFetch(
    supplierApi((url, init) => {
      if (url === '/api/supplier/products' && init?.method === 'POST') {
        return jsonResponse(
          {
            code: 'VALIDATION_FAILED',
            message: 'slabs.0.pricePaise: Each slab must be cheaper than the price before it.',
            issues: [
              { field: 'slabs.0.pricePaise', message: 'Each slab must be cheaper than the price before it.' },
            ],
          },
          400,
        );
      }
      if (url === '/api/account/profile') {
        const none = { phone: null, company: null, gstin: null, address: null, city: 'Latur' };
        return jsonResponse({
          name: 'Ravi Patel',
          email: ravi.email,
          ...none,
          state: 'Maharashtra',
          zip: '413512',
        });
      }
      return jsonResponse({ listings: [] });
    }),
  );
  renderRoute('/dashboard/products/new');

  const save = await screen.findByRole('button', { name: 'Save' }, pageLoad);
  fireEvent.click(save);
  expect((await screen.findAllByText('Please fill in this field.')).length).toBeGreaterThan(0);
  const name = screen.getByRole('textbox', { name: /^Product name/ });
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
  type(/^Product name/, 'Toor Dal, unpolished');
  fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: 'Pulses' } });
  type(/^Short description/, 'Sun-dried toor dal from Latur.');
  type(/^Full description/, 'Unpolished toor dal in 30 kg sacks.');
  type(/^HSN code/, '0713');
  expect(screen.getByText('GST 5%, from the HSN code.')).toBeDefined();
  type(/^Price per unit/, '420');
  type(/^Minimum order quantity/, '100');
  type(/^Step/, '50');
  type(/^Slab 1: from quantity/, '520');
  type(/^Slab 1: price per unit/, '380');
  // The pickup place starts from the supplier's own address.
  expect((screen.getByRole('combobox', { name: /^Pickup state/ }) as HTMLSelectElement).value).toBe(
    'Maharashtra',
  );
  expect((screen.getByRole('textbox', { name: /^Pickup PIN code/ }) as HTMLInputElement).value).toBe(
    '413512',
  );
  fireEvent.click(save);
  expect(
    await screen.findByText('A slab must start at 100 plus a multiple of the step of 50.'),
  ).toBeDefined();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

  type(/^Slab 1: from quantity/, '500');
  fireEvent.click(save);
  expect(await screen.findByText('Each slab must be cheaper than the price before it.')).toBeDefined();
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
    name: 'Toor Dal, unpolished',
    pricePaise: 42_000,
    moq: 100,
    stepQty: 50,
    slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
    pickupPin: '413512',
  });
  expect(screen.getByRole('textbox', { name: /^Slab 1: price per unit/ }).getAttribute('aria-invalid')).toBe(
    'true',
  );
});

test('an upload is checked first: the bad rows are listed with their reasons, then the good ones are imported', async () => {
  const rows = [
    { row: 2, sku: 'TD-1', name: 'Toor Dal', action: 'create', listingId: null, reviewed: false, errors: [] },
    {
      row: 3,
      sku: 'TD-2',
      name: 'Toor Dal',
      action: 'invalid',
      listingId: null,
      reviewed: false,
      errors: [
        {
          column: 'Price (Rs)',
          field: 'pricePaise',
          message: 'Write the amount in rupees, like 420 or 420.50.',
        },
      ],
    },
    { row: 4, sku: 'TD-3', name: 'Chana Dal', action: 'update', listingId: 7, reviewed: true, errors: [] },
    {
      row: 5,
      sku: 'TD-4',
      name: 'Moong Dal',
      action: 'invalid',
      listingId: null,
      reviewed: false,
      errors: [{ column: 'Pickup PIN', field: 'pickupPin', message: 'Please enter a 6-digit PIN code.' }],
    },
  ];
  const preview = {
    committed: false,
    digest: 'abc123',
    counts: { create: 1, update: 1, unchanged: 0, invalid: 2 },
    rows,
  };
  const sent: FormData[] = [];
  mockFetch(
    supplierApi((url, init) => {
      if (url === '/api/supplier/products/import' && init?.method === 'POST') {
        const form = init.body as FormData;
        sent.push(form);
        return jsonResponse(form.get('confirm') === 'true' ? { ...preview, committed: true } : preview);
      }
      return jsonResponse({ listings: [listing()] });
    }),
  );
  renderRoute('/dashboard/products');

  expect((await screen.findByRole('link', { name: 'Download Excel' }, pageLoad)).getAttribute('href')).toBe(
    '/api/supplier/products/export?format=xlsx',
  );
  expect(screen.getByRole('link', { name: 'Template (CSV)' }).getAttribute('href')).toBe(
    '/api/supplier/products/import/template?format=csv',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText('Please choose a CSV or Excel file.')).toBeDefined();

  const file = new File(['SKU,Product name\n'], 'listings.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV or Excel file'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));

  // Shown above the table, and announced once by the section's status line.
  const counts = await screen.findAllByText('1 new, 1 to update, 0 unchanged, 2 with problems.');
  expect(counts.map((element) => element.getAttribute('role'))).toEqual(['status', null]);
  const problems = screen.getByRole('list', { name: 'Rows with problems, not imported: 2' });
  expect(
    within(problems)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Row 3, Price (Rs): Write the amount in rupees, like 420 or 420.50.',
    'Row 5, Pickup PIN: Please enter a 6-digit PIN code.',
  ]);
  const table = screen.getByRole('table', { name: 'Every row of the file' });
  expect(within(table).getByRole('row', { name: /TD-3/ }).textContent).toContain(
    'Update; the price change waits for review',
  );
  expect(sent[0]!.get('confirm')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Import the good rows (2)' }));
  await expectToast('Import Finished', '1 listings added as drafts and 1 updated; 2 rows left out.');
  expect(sent[1]!.get('confirm')).toBe('true');
  expect(sent[1]!.get('digest')).toBe('abc123');
  expect(sent[1]!.get('file')).toBeInstanceOf(File);
  expect(screen.queryByRole('table', { name: 'Every row of the file' })).toBeNull();
});

test('a file the server cannot read is refused under the file field, in the chosen words', async () => {
  const message = 'Send a CSV or XLSX file (an Excel workbook), such as the template.';
  mockFetch(
    supplierApi((url) => {
      if (url === '/api/supplier/products/import') {
        const body = {
          code: 'VALIDATION_FAILED',
          message: `file: ${message}`,
          issues: [{ field: 'file', message }],
        };
        return jsonResponse(body, 400);
      }
      return jsonResponse({ listings: [] });
    }),
  );
  renderRoute('/dashboard/products');

  const input = await screen.findByLabelText('CSV or Excel file', {}, pageLoad);
  fireEvent.change(input, { target: { files: [new File(['%PDF'], 'listings.csv')] } });
  fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
  expect(await screen.findByText(message)).toBeDefined();
  expect(input.getAttribute('aria-invalid')).toBe('true');
});
