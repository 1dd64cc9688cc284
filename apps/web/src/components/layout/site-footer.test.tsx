import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BANK_DETAIL_ON_REQUEST, company } from '#src/config/company';
import { catalogueApi } from '#src/testing/catalogue-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

async function renderFooter() {
  mockFetch(catalogueApi([]));
  renderRoute('/');
  return within(await screen.findByRole('contentinfo'));
}

test('the footer keeps the eleven quick links', async () => {
  const footer = await renderFooter();

  const quickLinks = within(footer.getByRole('navigation', { name: 'Quick Links' }));
  expect(quickLinks.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/about',
    '/contact',
    '/register-supplier',
    '/certificates',
    '/privacy-policy',
    '/terms-and-conditions',
    '/payment-terms',
    '/refund-cancellation-policy',
    '/shipping-policy',
    '/supplier-policy',
    '/job-seeker-policy',
  ]);
});

test('the tagline and five social links, each named and opening safely in a new tab', async () => {
  const footer = await renderFooter();

  expect(footer.getByText(company.tagline)).toBeDefined();
  const social = within(footer.getByRole('list', { name: 'Follow us' })).getAllByRole('link');
  expect(social.map((link) => link.getAttribute('aria-label'))).toEqual(
    ['Facebook', 'Instagram', 'LinkedIn', 'YouTube', 'X'].map(
      (network) => `Bulk Trade India on ${network} (opens in a new tab)`,
    ),
  );
  const hosts = social.map((link) => new URL(link.getAttribute('href') ?? '').hostname);
  expect(hosts).toEqual([
    'www.facebook.com',
    'www.instagram.com',
    'www.linkedin.com',
    'www.youtube.com',
    'x.com',
  ]);
  for (const link of social) {
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  }
});

test('Our Business Members links seven directory listings, each a local wordmark with a name', async () => {
  const footer = await renderFooter();

  const members = within(footer.getByRole('region', { name: 'Our Business Members' })).getAllByRole('link');
  expect(members.map((link) => link.getAttribute('aria-label'))).toEqual(
    [
      'IndiaMART',
      'TradeIndia',
      'ExportersIndia',
      'Justdial',
      'Alibaba',
      'GlobalLinker',
      'Udyam Registration',
    ].map((name) => `${name} (opens in a new tab)`),
  );
  for (const link of members) {
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  }
});

test('the registered office, bank details and copyright line', async () => {
  const footer = await renderFooter();

  expect(footer.getByText(/Indore, Madhya Pradesh, India/)).toBeDefined();
  const bank = within(footer.getByRole('region', { name: 'Bank Details' }));
  const terms = bank.getAllByRole('term').map((term) => term.textContent);
  expect(terms).toEqual(['Bank', 'Account name', 'Account number', 'IFSC', 'Branch']);
  // This build sets no VITE_BANK_* variable: the account holder is the company, the rest on request.
  const details = bank.getAllByRole('definition').map((detail) => detail.textContent);
  expect(details).toEqual([
    BANK_DETAIL_ON_REQUEST,
    company.legalName,
    BANK_DETAIL_ON_REQUEST,
    BANK_DETAIL_ON_REQUEST,
    BANK_DETAIL_ON_REQUEST,
  ]);
  expect(
    footer.getByText(`© ${new Date().getFullYear()} Bulk Trade India Private Limited. All rights reserved.`),
  ).toBeDefined();
});
