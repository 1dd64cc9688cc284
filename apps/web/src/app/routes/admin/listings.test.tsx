import type { AdminListing } from '@bulk/domain/listings';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildAdmin, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { rememberUser } from '#src/testing/auth-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const toorDal: AdminListing = {
  id: 7,
  status: 'submitted',
  pausedBy: null,
  rejectionReason: null,
  fields: {
    name: 'Toor Dal, unpolished',
    category: 'Pulses',
    shortDescription: 'Sun-dried toor dal from Latur.',
    fullDescription: 'Unpolished toor dal in 30 kg sacks.',
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
    specifications: [],
    sku: '',
  },
  pendingChange: null,
  gstRateBps: 500,
  productId: null,
  lowStock: false,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  review: 'new',
  seller: { id: 12, businessName: 'Latur Pulses', email: 'sales@laturpulses.in' },
};
const almonds: AdminListing = {
  ...toorDal,
  id: 8,
  status: 'live',
  productId: 31,
  fields: { ...toorDal.fields, name: 'California Almonds', category: 'Dry Fruits', hsn: '0802' },
  pendingChange: { pricePaise: 41_000 },
  review: 'change',
};

test('the listings page shows new listings and changes, with the count in the menu; a rejection needs a reason', async () => {
  rememberUser(buildAdmin());
  const fetchMock = mockFetch(fakeAdminApi({ listings: [toorDal, almonds] }));
  renderRoute('/admin/listings');

  const queue = await screen.findByRole('list', { name: 'Listings waiting for review' }, { timeout: 10_000 });
  const menu = within(screen.getByRole('navigation', { name: 'Admin' }));
  expect((await menu.findByRole('link', { name: /^Listings/ })).textContent).toBe(
    'Listings2 waiting for review',
  );
  const [first, second] = within(queue).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(within(first).getByText('New listing')).toBeDefined();
  expect(within(first).getByText(/Latur Pulses/)).toBeDefined();
  expect(within(second).getByText('Change to a published listing')).toBeDefined();
  expect(within(second).getByText('Price: ₹420.00/kg → ₹410.00/kg')).toBeDefined();

  fireEvent.click(within(first).getByRole('button', { name: 'Reject Toor Dal, unpolished' }));
  fireEvent.click(within(first).getByRole('button', { name: 'Send rejection' }));
  const reason = within(first).getByRole('textbox', { name: 'Reason (mailed to the supplier)' });
  expect(await within(first).findByText('Please give the reason for the rejection.')).toBeDefined();
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(reason, { target: { value: 'The HSN code is for wheat flour.' } });
  fireEvent.click(within(first).getByRole('button', { name: 'Send rejection' }));
  await expectToast('Listing Rejected', 'The supplier of Toor Dal, unpolished has been told by email.');
  const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/listings/7/reject');
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'The HSN code is for wheat flour.' });

  fireEvent.click(await screen.findByRole('button', { name: 'Approve California Almonds' }));
  await expectToast('Listing Approved', 'The supplier of California Almonds has been told by email.');
  expect(await screen.findByText('No listings are waiting for review.')).toBeDefined();
});
