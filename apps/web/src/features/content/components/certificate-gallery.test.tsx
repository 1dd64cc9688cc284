import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { renderRoute } from '#src/testing/render-route';
import { isPdf, publicFileExists } from '../testing/public-files';

// The nine certificates of the company's reference data, in order.
const certificateNames = [
  'Certificate of Incorporation',
  'Importer-Exporter Code (IEC)',
  'GMP Certificate of Compliance',
  'HACCP Certificate of Compliance',
  'ISO 22000:2018 Certificate',
  'Organic Certificate of Compliance',
  'UDYAM Registration Certificate',
  'FSSAI Registration Certificate',
  'Trademark Registration Certificate',
];

beforeAll(() => {
  // jsdom has no modal dialogs: these stand in for the browser's showModal and close, including the
  // 'close' event that close() fires.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

async function renderCertificates() {
  renderRoute('/certificates');
  const list = await screen.findByRole('list', { name: 'Certificates' });
  return within(list).getAllByRole('listitem');
}

test('shows the nine certificates as cards with their name and type', async () => {
  const cards = await renderCertificates();

  expect(cards).toHaveLength(9);
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
    certificateNames,
  );
  const incorporation = within(cards[0] as HTMLElement);
  expect(incorporation.getByText('Government Registration')).toBeDefined();
  expect(incorporation.getByRole('button', { name: 'View Certificate of Incorporation' })).toBeDefined();
});

test('every Download link points at a PDF the site serves, and every preview at an image', async () => {
  const cards = await renderCertificates();

  for (const [index, card] of cards.entries()) {
    const name = certificateNames[index] ?? '';
    const download = within(card).getByRole('link', { name: `Download ${name} (PDF)` });
    const href = download.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/documents\/certificates\/[a-z0-9-]+\.pdf$/);
    expect(download.hasAttribute('download')).toBe(true);
    expect(isPdf(href)).toBe(true);

    const image = card.querySelector('img');
    expect(publicFileExists(image?.getAttribute('src') ?? '')).toBe(true);
    expect(image?.getAttribute('loading')).toBe('lazy');
  }
});

test('View opens a dialog named after the certificate; Escape closes it and returns focus', async () => {
  await renderCertificates();
  const view = screen.getByRole('button', { name: 'View GMP Certificate of Compliance' });
  view.focus();

  fireEvent.click(view);

  const dialog = screen.getByRole('dialog', { name: 'GMP Certificate of Compliance' });
  const image = within(dialog).getByRole('img', {
    name: 'Specimen copy of the GMP Certificate of Compliance held by Bulk Trade India Private Limited',
  });
  expect(image.getAttribute('src')).toBe('/images/certificates/gmp-certificate-of-compliance.svg');
  expect(publicFileExists(image.getAttribute('src') ?? '')).toBe(true);
  expect(within(dialog).getByText('Specimen copy — the original is available on request.')).toBeDefined();
  const download = within(dialog).getByRole('link', {
    name: 'Download the GMP Certificate of Compliance (PDF)',
  });
  expect(download.getAttribute('href')).toBe('/documents/certificates/gmp-certificate-of-compliance.pdf');

  fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close' }), { key: 'Escape' });

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(view);
});

test('the Close button closes the dialog and returns focus to its View button', async () => {
  await renderCertificates();
  const view = screen.getByRole('button', { name: 'View Trademark Registration Certificate' });

  fireEvent.click(view);
  const dialog = screen.getByRole('dialog', { name: 'Trademark Registration Certificate' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(view);
});
