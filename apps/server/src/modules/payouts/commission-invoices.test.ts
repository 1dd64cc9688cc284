import type { SellerInvoiceDetails } from '@bulk/domain/shipments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { supplierProfiles } from '#src/db/schema/index';
import { findJobs } from '#src/modules/jobs/jobs.repo';
import { asBearer } from '#src/testing/accounts';
import { extractPdfText } from '#src/testing/pdf-text';
import { settle } from '#src/testing/payouts';
import { paidSupplierShipment, supplierWithLiveProduct } from '#src/testing/shipments';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import {
  COMMISSION_INVOICE_JOB,
  issueCommissionInvoices,
  nextCommissionInvoiceRun,
} from './commission-invoices.service';

/** A supplier registered in the company's state: its commission is invoiced with CGST and SGST. */
const madhyaPradeshDetails: SellerInvoiceDetails = {
  legalName: 'Shree Agro Foods Private Limited',
  gstin: '23AAACW0764A1ZX',
  address: '12 Industrial Area, Dewas Road',
  state: 'Madhya Pradesh',
  pin: '452001',
};

let ctx: TestApp;
let now = new Date('2026-11-10T10:00:00+05:30');
const ist = (local: string) => new Date(`${local}+05:30`);

beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
  await ctx.app.ready();
});
afterAll(() => ctx.close());

async function deliveredAndSettled(
  seller: { user: { id: number }; productId: number },
  at: Date,
  quantity = 500,
) {
  const { shipmentId } = await paidSupplierShipment(
    ctx,
    { userId: seller.user.id, productId: seller.productId },
    { status: 'delivered', quantity, at },
  );
  return (await settle(ctx, shipmentId, at))!;
}

const invoices = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/supplier/commission-invoices',
      headers: asBearer(token),
    })
  ).json() as {
    invoices: {
      month: string;
      invoiceNumber: string;
      shipmentCount: number;
      taxablePaise: number;
      totalPaise: number;
    }[];
  };

const invoicePdf = (token: string, month: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/supplier/commission-invoices/${month}`,
    headers: asBearer(token),
  });

test('the run is queued for 01:00 in India on the next 1st', async () => {
  expect(nextCommissionInvoiceRun(ist('2026-11-10T10:00:00'))).toEqual(ist('2026-12-01T01:00:00'));
  expect(nextCommissionInvoiceRun(ist('2026-12-01T00:30:00'))).toEqual(ist('2026-12-01T01:00:00'));
  expect(nextCommissionInvoiceRun(ist('2026-12-01T01:00:00'))).toEqual(ist('2027-01-01T01:00:00'));
  const queued = (await findJobs(ctx.database.handle.db, COMMISSION_INVOICE_JOB)).filter(
    (job) => !job.doneAt,
  );
  expect(queued.map((job) => job.runAt)).toEqual([ist('2026-12-01T01:00:00')]);
});

test("on the 1st each supplier's last month is invoiced once, numbered in the company's series, GST by its state", async () => {
  const maharashtra = await supplierWithLiveProduct(ctx);
  const local = await supplierWithLiveProduct(ctx);
  await ctx.database.handle.db
    .update(supplierProfiles)
    .set({ invoiceDetails: madhyaPradeshDetails })
    .where(eq(supplierProfiles.userId, local.user.id));
  const quiet = await supplierWithLiveProduct(ctx);

  const first = await deliveredAndSettled(maharashtra, ist('2026-11-03T12:00:00'), 500);
  const second = await deliveredAndSettled(maharashtra, ist('2026-11-30T23:59:00'), 777);
  const localSettled = await deliveredAndSettled(local, ist('2026-11-15T12:00:00'), 600);
  // Delivered after midnight on the 1st: next month's invoice.
  const december = await deliveredAndSettled(maharashtra, ist('2026-12-01T00:10:00'), 500);

  // Nothing before the 1st.
  now = ist('2026-12-01T00:59:59');
  await ctx.app.services.jobs.runDue();
  expect((await invoices(maharashtra.token)).invoices).toEqual([]);
  now = ist('2026-12-01T01:00:00');
  await ctx.app.services.jobs.runDue();

  const issued = await invoices(maharashtra.token);
  expect(issued.invoices).toEqual([
    {
      month: '2026-11',
      invoiceNumber: 'CM/26-27/000001',
      issuedAt: now.toISOString(),
      shipmentCount: 2,
      taxablePaise: first.commissionPaise + second.commissionPaise,
      gstPaise: expect.any(Number),
      totalPaise:
        first.commissionPaise + first.commissionGstPaise + second.commissionPaise + second.commissionGstPaise,
    },
  ]);
  expect((await invoices(local.token)).invoices.map((invoice) => invoice.invoiceNumber)).toEqual([
    'CM/26-27/000002',
  ]);
  expect((await invoices(quiet.token)).invoices).toEqual([]);

  const igst = await extractPdfText((await invoicePdf(maharashtra.token, '2026-11')).rawPayload);
  const text = igst.pages.join(' ');
  expect(text).toContain('CM/26-27/000001');
  expect(text).toContain('998599');
  expect(text).toContain('Latur Pulses Private Limited');
  expect(text).toContain('27AAACW0764A1ZP');
  expect(text).toContain('Marketplace commission, November 2026 (2 deliveries)');
  expect(text).toContain('IGST 18%');
  expect(text).not.toContain('CGST');

  const localPdf = await invoicePdf(local.token, '2026-11');
  expect(localPdf.headers['content-type']).toBe('application/pdf');
  expect(localPdf.headers['content-disposition']).toContain('commission-invoice-CM-26-27-000002.pdf');
  const cgst = (await extractPdfText(localPdf.rawPayload)).pages.join(' ');
  expect(cgst).toContain('CGST 9%');
  expect(cgst).toContain('SGST 9%');
  expect(cgst).toContain('23AAACW0764A1ZX');
  const rupees = (paise: number) =>
    `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  expect(cgst).toContain(rupees(localSettled.commissionPaise + localSettled.commissionGstPaise));

  // A month without commission, and another supplier's month, are not found.
  expect((await invoicePdf(maharashtra.token, '2026-10')).statusCode).toBe(404);
  expect((await invoicePdf(quiet.token, '2026-11')).statusCode).toBe(404);
  expect((await invoicePdf(quiet.token, '2026-13')).statusCode).toBe(400);

  // The job runs again by mistake: nothing new. The next run waits for January.
  const { db } = ctx.database.handle;
  await db.transaction((tx) => issueCommissionInvoices(tx, now));
  expect((await invoices(maharashtra.token)).invoices).toHaveLength(1);
  const waiting = (await findJobs(db, COMMISSION_INVOICE_JOB)).filter((job) => !job.doneAt);
  expect(waiting.map((job) => job.runAt)).toContainEqual(ist('2027-01-01T01:00:00'));

  // December's delivery is invoiced in January.
  now = ist('2027-01-01T01:00:00');
  await ctx.app.services.jobs.runDue();
  const january = await invoices(maharashtra.token);
  expect(
    january.invoices.map((invoice) => [invoice.month, invoice.invoiceNumber, invoice.taxablePaise]),
  ).toEqual([
    ['2026-12', 'CM/26-27/000003', december.commissionPaise],
    ['2026-11', 'CM/26-27/000001', first.commissionPaise + second.commissionPaise],
  ]);
});

test('the numbers start again with the financial year', async () => {
  const seller = await supplierWithLiveProduct(ctx);
  await deliveredAndSettled(seller, ist('2027-03-31T23:00:00'));
  // The server was down on the 1sts of February and March: the first run after catches up.
  now = ist('2027-04-01T01:00:00');
  await ctx.app.services.jobs.runDue();
  expect(
    (await invoices(seller.token)).invoices.map((invoice) => [invoice.month, invoice.invoiceNumber]),
  ).toEqual([['2027-03', 'CM/27-28/000001']]);
});
