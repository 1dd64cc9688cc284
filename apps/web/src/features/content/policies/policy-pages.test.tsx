import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '#src/testing/render-route';
import { isPdf, publicFileExists } from '../testing/public-files';

// Each policy page with the terms of the specification's section 9 (and section 1) it must state.
const policyPages = [
  {
    path: '/payment-terms',
    title: 'Payment Terms',
    terms: [
      '50% advance',
      'Loading begins 24 hours after the advance',
      'remaining 50% is paid on receipt of the bill copy',
      'Online shopping is paid 100%',
      'bank transfer or UPI only',
      'Late fees apply',
      'KYC is required before recharges of Rs 49 or 99 or purchases',
    ],
  },
  {
    path: '/shipping-policy',
    title: 'Shipping Policy',
    terms: [
      'usually 3-5 days, and up to 15-20 days',
      'usually 7-10 days, and up to 30-45 days',
      'charged by zone from the origin',
      'shipping partner',
    ],
  },
  {
    path: '/refund-cancellation-policy',
    title: 'Refund & Cancellation Policy',
    terms: [
      'You can cancel an order only before loading begins.',
      'There is no cancellation after loading.',
      'There are no refunds after payment, and no refunds after delivery.',
      '24 hours',
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    terms: [
      'When you place an order we collect',
      'KYC documents can be viewed only by authorised employees of the company',
      'cookie',
      'local storage',
      'Cart',
      'We use no third-party trackers',
    ],
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms & Conditions',
    terms: ['A Grade Quality', 'minimum order quantity', '24-48 hours', 'Rs 99', 'Rs 49', 'laws of India'],
  },
  {
    path: '/supplier-policy',
    title: 'Supplier Policy',
    terms: [
      'Rs 99 for one year',
      'approved by an admin',
      'verified and activated within 24-48 hours',
      'Once approved, you can list products',
      'GST registration certificate',
      'KYC is required before the Rs 99 recharge',
    ],
  },
  {
    path: '/job-seeker-policy',
    title: 'Job Seeker Policy',
    terms: [
      'one-time fee of Rs 49',
      'verified and activated within 24-48 hours',
      'your resume',
      'an identity proof',
      'KYC is required before the Rs 49 recharge',
    ],
  },
] as const;

test.each(policyPages)('$path states its key terms', async ({ path, title, terms }) => {
  renderRoute(path);

  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
  const main = screen.getByRole('main');
  for (const term of terms) expect(main.textContent).toContain(term);
  expect(main.textContent).toMatch(/Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/);
});

test.each(policyPages)(
  '$path lists its sections and links to the other policies',
  async ({ path, title }) => {
    renderRoute(path);

    await screen.findByRole('heading', { level: 1, name: title });
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const sectionHeadings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => !['Policy document', 'Related policies'].includes(heading.textContent ?? ''));
    const contentLinks = within(contents).getAllByRole('link');
    expect(contentLinks.map((link) => link.textContent)).toEqual(sectionHeadings.map((h) => h.textContent));
    expect(contentLinks.map((link) => link.getAttribute('href'))).toEqual(
      sectionHeadings.map((h) => `#${h.id}`),
    );

    const related = within(screen.getByRole('navigation', { name: 'Related policies' })).getAllByRole('link');
    expect(related).toHaveLength(7);
    expect(related.map((link) => link.getAttribute('href'))).not.toContain(path);
  },
);

test.each([
  ['/supplier-policy', 'Supplier Policy', '/documents/supplier-policy.pdf', 'Become a Verified Supplier'],
  ['/job-seeker-policy', 'Job Seeker Policy', '/documents/job-seeker-policy.pdf', 'Register as a Job Seeker'],
] as const)(
  '%s shows the policy document and downloads its PDF',
  async (path, title, pdfUrl, registration) => {
    renderRoute(path);

    const card = await screen.findByRole('region', { name: 'Policy document' });
    const preview = within(card).getByRole('img', { name: `First page of the ${title} document` });
    const previewUrl = preview.getAttribute('src') ?? '';
    expect(publicFileExists(previewUrl)).toBe(true);
    expect(preview.getAttribute('width')).toBe('595');
    expect(preview.getAttribute('height')).toBe('842');

    const download = within(card).getByRole('link', { name: `Download the ${title} (PDF)` });
    expect(download.getAttribute('href')).toBe(pdfUrl);
    expect(download.hasAttribute('download')).toBe(true);
    expect(isPdf(pdfUrl)).toBe(true);

    expect(within(card).getByRole('link', { name: registration })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Declaration' })).toBeDefined();
    expect(
      screen.getByText(/^Below it are the blanks to fill in: name, .*signature and date\.$/),
    ).toBeDefined();
  },
);

test('the shipping policy shows the freight rate of every zone from the origin', async () => {
  renderRoute('/shipping-policy');

  const table = await screen.findByRole('table', { name: 'Freight per kg from the origin zone, NORTH1' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'NORTH1',
    'NORTH2',
    'EAST1',
    'EAST2',
    'WEST1',
    'WEST2',
    'CENTRAL',
    'SOUTH1',
    'SOUTH2',
    'SPL1',
    'SPL2',
  ]);
  const north1 = within(rows[0] as HTMLElement).getAllByRole('cell');
  expect(north1.map((cell) => cell.textContent)).toEqual(['Chandigarh, Delhi, Haryana, Punjab', '₹8.68']);
  // Every state and union territory is in a zone: the north-east ships with Assam.
  expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe(
    'Arunachal Pradesh, Assam, Manipur, Meghalaya, Mizoram, Nagaland, Sikkim, Tripura, West Bengal',
  );
  expect(screen.queryByText(/not in any zone/)).toBeNull();
  expect(within(rows[10] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('₹43.81');
  expect(
    screen.getByText(/500 kg delivered to Madhya Pradesh, in zone CENTRAL, costs/).textContent,
  ).toContain('₹7,705.00');
});
