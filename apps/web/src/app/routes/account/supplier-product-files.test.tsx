import type { Listing, ListingFiles } from '@bulk/domain/listings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const pageLoad = { timeout: 10_000 };
const ravi = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });

const listing: Listing = {
  id: 7,
  status: 'draft',
  pausedBy: null,
  rejectionReason: null,
  fields: {
    name: 'Toor Dal, unpolished',
    category: 'Pulses',
    shortDescription: 'Sun-dried toor dal from Latur.',
    fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
    hsn: '0713',
    unit: 'kg',
    moq: 100,
    stepQty: 50,
    pricePaise: 42_000,
    slabs: [],
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
};

const photo = (id: number) => ({
  id,
  variants: [400, 800, 1200].map((width) => ({ width, url: `/api/listing-photos/${id}-${width}.webp` })),
});

function filesApi(initial: ListingFiles): { responder: Responder; files: () => ListingFiles } {
  let files = initial;
  const responder: Responder = (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/supplier/products/7') return jsonResponse(listing);
    if (url === '/api/supplier/products/7/files') return jsonResponse(files);
    if (url === '/api/supplier/products/7/photos' && method === 'POST') {
      const sent = (init?.body as FormData).get('photo') as File;
      if (sent.name === 'damaged.jpg') {
        const message = 'The photo could not be read: the file is damaged.';
        return jsonResponse(
          { code: 'UNSUPPORTED_MEDIA_TYPE', message, issues: [{ field: 'photo', message }] },
          415,
        );
      }
      files = { ...files, photos: [...files.photos, photo(files.photos.length + 10)] };
      return jsonResponse(files, 201);
    }
    if (url === '/api/supplier/products/7/photos/order' && method === 'PUT') {
      const { photoIds } = JSON.parse(String(init?.body)) as { photoIds: number[] };
      files = { ...files, photos: photoIds.map((id) => files.photos.find((each) => each.id === id)!) };
      return jsonResponse(files);
    }
    const removal = /^\/api\/supplier\/products\/7\/photos\/(\d+)$/.exec(url);
    if (removal && method === 'DELETE') {
      files = { ...files, photos: files.photos.filter(({ id }) => id !== Number(removal[1])) };
      return jsonResponse(files);
    }
    return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
  };
  return { responder, files: () => files };
}

const jpeg = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

test('the photo manager adds photos one by one, names each refused file, and reorders and removes by keyboard-reachable buttons', async () => {
  const api = filesApi({ photos: [photo(1)], documents: [] });
  rememberUser(ravi);
  const fetchMock = mockFetch(memberApi({ user: ravi, fallback: api.responder }));
  renderRoute('/dashboard/products/7');

  const manager = await screen.findByRole('region', { name: 'Photos and documents' }, pageLoad);
  const list = within(manager).getByRole('list', { name: 'Photos, the cover first' });
  const cover = within(list).getByRole('img', { name: 'Photo 1' });
  expect(cover.getAttribute('width')).toBe('160');
  expect(cover.getAttribute('height')).toBe('160');
  expect(within(manager).getByText('Cover')).toBeDefined();

  const input = within(manager).getByLabelText('Add photos') as HTMLInputElement;
  expect(input.multiple).toBe(true);
  expect(input.accept).toBe('image/jpeg,image/png,image/webp');
  const text = new File(['not a photo'], 'notes.txt', { type: 'text/plain' });
  const huge = jpeg('huge.jpg', 10 * 1024 * 1024 + 1);
  fireEvent.change(input, { target: { files: [jpeg('front.jpg'), text, huge, jpeg('damaged.jpg')] } });

  await within(manager).findByText('Files added: 1.');
  expect(within(list).getAllByRole('img')).toHaveLength(2);
  const problems = within(manager).getByRole('list', { name: 'Files not added' });
  const reasons = within(problems)
    .getAllByRole('alert')
    .map((item) => item.textContent);
  expect(reasons).toEqual([
    expect.stringContaining('notes.txt: The photo must be a JPEG, PNG or WebP image.'),
    expect.stringContaining('huge.jpg: The file is larger than 10 MB.'),
    expect.stringContaining('damaged.jpg: The photo could not be read: the file is damaged.'),
  ]);
  // Only the two real photos went to the server, one request each.
  const posts = fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/photos') && init?.method === 'POST',
  );
  expect(posts).toHaveLength(2);
  fireEvent.click(within(problems).getByRole('button', { name: 'Dismiss: notes.txt' }));
  expect(within(problems).getAllByRole('alert')).toHaveLength(2);

  fireEvent.click(within(list).getByRole('button', { name: 'Make cover: Photo 2' }));
  await within(manager).findByText('The cover photo has been changed.');
  expect(api.files().photos.map(({ id }) => id)).toEqual([11, 1]);
  const earlier = within(list).getByRole('button', { name: 'Move earlier: Photo 1' });
  expect(earlier.getAttribute('aria-disabled')).toBe('true');

  fireEvent.click(within(list).getByRole('button', { name: 'Remove: Photo 2' }));
  await within(manager).findByText('The photo has been removed.');
  await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
  expect(api.files().photos.map(({ id }) => id)).toEqual([11]);
});

test('documents are listed with their size, and an archived listing shows its files without controls', async () => {
  const api = filesApi({
    photos: [],
    documents: [{ id: 3, name: 'FSSAI licence.pdf', sizeBytes: 52_000, url: '/api/listing-documents/3' }],
  });
  rememberUser(ravi);
  mockFetch(
    memberApi({
      user: ravi,
      fallback: (url, init) =>
        url === '/api/supplier/products/7'
          ? jsonResponse({ ...listing, status: 'archived' })
          : api.responder(url, init),
    }),
  );
  renderRoute('/dashboard/products/7');

  const manager = await screen.findByRole('region', { name: 'Photos and documents' }, pageLoad);
  const documents = within(manager).getByRole('list', { name: 'Your documents' });
  expect(within(documents).getByRole('link', { name: 'FSSAI licence.pdf' }).getAttribute('href')).toBe(
    '/api/supplier/products/7/documents/3',
  );
  expect(within(documents).getByText('(51 KB)')).toBeDefined();
  expect(within(manager).getByText(/No photos yet/)).toBeDefined();
  expect(within(manager).queryByLabelText('Add photos')).toBeNull();
  expect(within(manager).queryByRole('button', { name: /Remove/ })).toBeNull();
});
