import { createOrderResponseSchema } from '@bulk/domain/checkout';
import { listingSchema } from '@bulk/domain/listings';
import { memberProfileSchema } from '@bulk/domain/memberships';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { membershipPurchases, outboxMessages, supplierProfiles } from '#src/db/schema/index';
import { asBearer, createUser, signIn, uniqueEmail } from '#src/testing/accounts';
import { createDraftListing } from '#src/testing/listings';
import { registerSupplier } from '#src/testing/members';
import { extractPdfText } from '#src/testing/pdf-text';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { hmacHex } from '#src/modules/payments/signature';

// The app's clock is the test's: the membership's year passes when the test moves it.
const DAY = 86_400_000;
let now = new Date('2027-01-10T06:00:00Z');
const later = (days: number) => {
  now = new Date(now.getTime() + days * DAY);
};

let ctx: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
  admin = asBearer(await signIn(ctx, (await createUser(ctx, 'admin')).email));
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: object = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });
const runJobs = () => ctx.app.services.jobs.runDue();

/** A registered supplier, approved by an admin at the clock's now: its year starts then. */
async function approvedSupplier() {
  const email = uniqueEmail('renewing');
  const { token, user } = await registerSupplier(ctx, email);
  const approved = await call('POST', `/api/admin/suppliers/${user.id}/approve`, admin);
  expect(approved.statusCode, approved.body).toBe(200);
  return { email, id: user.id, token, auth: asBearer(token) };
}

async function liveListing(supplier: { token: string; auth: object }) {
  const id = await createDraftListing(ctx, supplier.token);
  expect((await call('POST', `/api/supplier/products/${id}/submit`, supplier.auth)).statusCode).toBe(200);
  const approved = await call('POST', `/api/admin/listings/${id}/approve`, admin);
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, productId: approved.json().productId as number };
}

const listingState = async (supplier: { auth: object }, id: number) => {
  const listing = listingSchema.parse(
    (await call('GET', `/api/supplier/products/${id}`, supplier.auth)).json(),
  );
  return { status: listing.status, pausedBy: listing.pausedBy };
};
const onSale = async (productId: number) =>
  (await call('GET', `/api/products/${productId}`)).statusCode === 200;
const profileOf = async (supplier: { auth: object }) => {
  const me = memberProfileSchema.parse((await call('GET', '/api/members/me', supplier.auth)).json());
  if (me.kind !== 'supplier') throw new Error('expected a supplier');
  return me;
};
const validUntilOf = async (id: number) =>
  (await db().select().from(supplierProfiles).where(eq(supplierProfiles.userId, id)))[0]!.validUntil!;
const mailsTo = async (email: string, kind: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email), eq(outboxMessages.kind, kind)))
    .orderBy(outboxMessages.id);

/** Pays a renewal through the sandbox; answers the checkout's fields for verify-payment. */
async function payRenewal(supplier: { auth: object }) {
  const order = await call('POST', '/api/create-order', supplier.auth, { productType: 'supplierRenewal' });
  expect(order.statusCode, order.body).toBe(200);
  const created = createOrderResponseSchema.parse(order.json());
  expect(created.amount).toBe(9900);
  const paid = await call(
    'POST',
    '/api/payments/sandbox/pay',
    {},
    { order_id: created.id, outcome: 'success' },
  );
  return {
    created,
    fields: paid.json() as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  };
}

async function renew(supplier: { auth: object }) {
  const { created, fields } = await payRenewal(supplier);
  const verified = await call('POST', '/api/verify-payment', {}, fields);
  expect(verified.statusCode, verified.body).toBe(200);
  return { created, fields, verified: verified.json() as { orderId: string; invoiceUrl: string } };
}

describe('the membership year', () => {
  test('starts at the approval; a pending supplier sees no end and cannot renew', async () => {
    const email = uniqueEmail('pending');
    const { token, user } = await registerSupplier(ctx, email);
    const pending = { auth: asBearer(token) };
    expect((await profileOf(pending)).validUntil).toBeNull();
    const refused = await call('POST', '/api/create-order', pending.auth, { productType: 'supplierRenewal' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('starts when an admin approves your account');

    later(10);
    expect((await call('POST', `/api/admin/suppliers/${user.id}/approve`, admin)).statusCode).toBe(200);
    const me = await profileOf(pending);
    const end = new Date(me.validUntil!);
    expect(end.getUTCFullYear() - now.getUTCFullYear()).toBe(1);
    expect(end.toISOString().slice(5)).toBe(now.toISOString().slice(5));
    expect(me.membership).toMatchObject({ phase: 'running', renewalOpen: false });
    expect(me.membership.daysLeft).toBeGreaterThanOrEqual(365);

    // A revised decision keeps the year already running.
    await call('POST', `/api/admin/suppliers/${user.id}/reject`, admin, {
      reason: 'Blurred GST certificate.',
    });
    later(1);
    await call('POST', `/api/admin/suppliers/${user.id}/approve`, admin);
    expect((await validUntilOf(user.id)).toISOString()).toBe(end.toISOString());
  });

  test('renewal before 30 days ahead of the end is refused with the date it opens', async () => {
    const supplier = await approvedSupplier();
    later(300);
    const early = await call('POST', '/api/create-order', supplier.auth, { productType: 'supplierRenewal' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Renewal opens on \d{4}-\d{2}-\d{2}/);
    const visitor = await call('POST', '/api/create-order', {}, { productType: 'supplierRenewal' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('reminders', () => {
  test('go out 30, 7 and 1 days before the end, each exactly once', async () => {
    const supplier = await approvedSupplier();
    const end = await validUntilOf(supplier.id);
    const reminders = async () =>
      (await mailsTo(supplier.email, 'membership_reminder')).map((m) => m.subject);

    now = new Date(end.getTime() - 30 * DAY - 60_000);
    await runJobs();
    expect(await reminders()).toEqual([]);
    now = new Date(end.getTime() - 30 * DAY);
    await runJobs();
    await runJobs();
    expect(await reminders()).toEqual(['Bulk Trade India: your supplier membership ends in 30 days']);

    now = new Date(end.getTime() - 7 * DAY);
    await runJobs();
    now = new Date(end.getTime() - 1 * DAY);
    await runJobs();
    await runJobs();
    expect(await reminders()).toEqual([
      'Bulk Trade India: your supplier membership ends in 30 days',
      'Bulk Trade India: your supplier membership ends in 7 days',
      'Bulk Trade India: your supplier membership ends in 1 day',
    ]);
    const [first] = await mailsTo(supplier.email, 'membership_reminder');
    expect(first!.text).toContain('/dashboard/supplier');
  });

  test('a reminder whose end has moved (a renewal) sends nothing', async () => {
    const supplier = await approvedSupplier();
    const end = await validUntilOf(supplier.id);
    now = new Date(end.getTime() - 20 * DAY);
    await runJobs();
    await renew(supplier);
    // The old year's 7- and 1-day reminders are due now, but its end has moved.
    now = new Date(end.getTime() - 1 * DAY);
    await runJobs();
    expect((await mailsTo(supplier.email, 'membership_reminder')).map((m) => m.subject)).toEqual([
      'Bulk Trade India: your supplier membership ends in 30 days',
    ]);
  });
});

describe('grace and lapse', () => {
  test('grace keeps listings on sale but refuses submitting; they pause at day 15, not before', async () => {
    const supplier = await approvedSupplier();
    const live = await liveListing(supplier);
    const draft = await createDraftListing(ctx, supplier.token, 'DRAFT-1');
    const end = await validUntilOf(supplier.id);

    now = new Date(end.getTime() + DAY);
    await runJobs();
    expect(await onSale(live.productId)).toBe(true);
    const me = await profileOf(supplier);
    expect(me.membership).toMatchObject({ phase: 'grace', daysLeft: 0, renewalOpen: true });
    const submit = await call('POST', `/api/supplier/products/${draft}/submit`, supplier.auth);
    expect(submit.statusCode).toBe(403);
    expect(submit.json().message).toContain('membership has ended');
    const reviewed = await call('PATCH', `/api/supplier/products/${live.id}`, supplier.auth, {
      pricePaise: 41_000,
    });
    expect(reviewed.statusCode).toBe(403);

    now = new Date(end.getTime() + 15 * DAY - 60_000);
    await runJobs();
    expect(await listingState(supplier, live.id)).toEqual({ status: 'live', pausedBy: null });
    expect(await onSale(live.productId)).toBe(true);

    now = new Date(end.getTime() + 15 * DAY);
    await runJobs();
    expect(await listingState(supplier, live.id)).toEqual({ status: 'paused', pausedBy: 'membership' });
    expect(await onSale(live.productId)).toBe(false);
    expect((await profileOf(supplier)).membership.phase).toBe('lapsed');
    const [lapsed] = await mailsTo(supplier.email, 'membership_lapsed');
    expect(lapsed!.text).toContain('1 listing has been paused');
    // A listing paused for the membership is not the supplier's to resume.
    expect((await call('POST', `/api/supplier/products/${live.id}/resume`, supplier.auth)).statusCode).toBe(
      403,
    );
  });
});

describe('renewal', () => {
  test('before the end extends a year from the end, with its GST invoice', async () => {
    const supplier = await approvedSupplier();
    const end = await validUntilOf(supplier.id);
    now = new Date(end.getTime() - 10 * DAY);
    expect((await profileOf(supplier)).membership).toMatchObject({ renewalOpen: true, daysLeft: 10 });
    const { verified } = await renew(supplier);

    const renewedEnd = await validUntilOf(supplier.id);
    expect(renewedEnd.getUTCFullYear() - end.getUTCFullYear()).toBe(1);
    expect(renewedEnd.toISOString().slice(5)).toBe(end.toISOString().slice(5));
    const invoice = await call('GET', verified.invoiceUrl, supplier.auth);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(invoice.rawPayload)).pages.join(' ');
    // The supplier's Indore address: Madhya Pradesh, CGST + SGST, as on the first fee's invoice.
    for (const expected of [
      'Verified supplier membership, 1 year 998599 1 nos Rs. 83.90 Rs. 83.90 18% Rs. 15.10',
      'Place of supply Madhya Pradesh (23)',
      'Rs. 99.00',
    ]) {
      expect(text).toContain(expected);
    }
    const me = await profileOf(supplier);
    expect(me.payments).toHaveLength(2);
    expect(await mailsTo(supplier.email, 'membership_renewed')).toHaveLength(1);
    // The admin's supplier list still shows the supplier once, with its registration.
    const list = (await call('GET', '/api/admin/suppliers', admin)).json() as { userId: number }[];
    expect(list.filter((row) => row.userId === supplier.id)).toHaveLength(1);
  });

  test('after the lapse extends a year from today and brings back only the listings it paused', async () => {
    const supplier = await approvedSupplier();
    const back = await liveListing(supplier);
    const byStock = await liveListing(supplier);
    const bySupplier = await liveListing(supplier);
    expect(
      (await call('PATCH', `/api/supplier/products/${byStock.id}`, supplier.auth, { stock: 0 })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/supplier/products/${bySupplier.id}/pause`, supplier.auth)).statusCode,
    ).toBe(200);
    const end = await validUntilOf(supplier.id);
    now = new Date(end.getTime() + 40 * DAY);
    await runJobs();
    expect(await listingState(supplier, back.id)).toEqual({ status: 'paused', pausedBy: 'membership' });
    expect(await listingState(supplier, byStock.id)).toEqual({ status: 'paused', pausedBy: 'stock' });
    // New stock after the lapse does not bring a listing back before the renewal.
    expect(
      (await call('PATCH', `/api/supplier/products/${byStock.id}`, supplier.auth, { stock: 900 })).statusCode,
    ).toBe(200);
    expect(await listingState(supplier, byStock.id)).toEqual({ status: 'paused', pausedBy: 'membership' });
    await call('PATCH', `/api/supplier/products/${byStock.id}`, supplier.auth, { stock: 0 });

    await renew(supplier);
    const renewedEnd = await validUntilOf(supplier.id);
    expect(renewedEnd.getUTCFullYear() - now.getUTCFullYear()).toBe(1);
    expect(renewedEnd.toISOString().slice(5)).toBe(now.toISOString().slice(5));
    expect(await listingState(supplier, back.id)).toEqual({ status: 'live', pausedBy: null });
    expect(await onSale(back.productId)).toBe(true);
    expect(await listingState(supplier, bySupplier.id)).toEqual({ status: 'paused', pausedBy: 'supplier' });
    expect(await onSale(bySupplier.productId)).toBe(false);
    // Paused for the membership and then out of stock: it returns paused for stock, not on sale.
    expect(await listingState(supplier, byStock.id)).toEqual({ status: 'paused', pausedBy: 'stock' });
    expect((await profileOf(supplier)).membership.phase).toBe('running');
    // The old year's lapse is stale: nothing pauses again.
    later(1);
    await runJobs();
    expect(await listingState(supplier, back.id)).toEqual({ status: 'live', pausedBy: null });
  });

  test('a repeated verify and the webhook extend the year once', async () => {
    const supplier = await approvedSupplier();
    const end = await validUntilOf(supplier.id);
    now = new Date(end.getTime() - 5 * DAY);
    const { created, fields } = await payRenewal(supplier);
    for (let i = 0; i < 2; i++) {
      const verified = await call('POST', '/api/verify-payment', {}, fields);
      expect(verified.statusCode, verified.body).toBe(200);
    }
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: fields.razorpay_payment_id,
            order_id: created.id,
            amount: created.amount,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex('sandbox_webhook_secret', body),
      },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const renewedEnd = await validUntilOf(supplier.id);
    expect(renewedEnd.getUTCFullYear() - end.getUTCFullYear()).toBe(1);
    expect(await mailsTo(supplier.email, 'membership_renewed')).toHaveLength(1);
    const purchases = await db()
      .select()
      .from(membershipPurchases)
      .where(eq(membershipPurchases.gatewayOrderId, created.id));
    expect(purchases).toMatchObject([{ purpose: 'renewal', status: 'completed', userId: supplier.id }]);
  });
});
