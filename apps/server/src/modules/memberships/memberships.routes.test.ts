import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrderResponseSchema } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import {
  adminJobseekerListSchema,
  adminSupplierListSchema,
  memberProfileSchema,
  registrationResponseSchema,
} from '@bulk/domain/memberships';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, membershipPurchases, outboxMessages, payments, users } from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { extractPdfText } from '#src/testing/pdf-text';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let dataDir: string;
let adminToken: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bulk-members-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
  const admin = await setAdminPassword(ctx.database.handle.db, 'chief@store.test');
  adminToken = (await post('/api/admin/login', admin)).json().token;
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const uploadedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads'));
  } catch {
    return [];
  }
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

// Real small files: a one-page PDF, a 1x1 PNG, a JPEG header; and a Windows executable's first bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

type Files = Record<string, { content: Buffer; name: string } | undefined>;

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string | string[] | undefined>, files: Files) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, new Blob([new Uint8Array(file.content)]), file.name);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function sendForm(url: string, fields: Record<string, string | string[] | undefined>, files: Files) {
  const body = await multipart(fields, files);
  return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

async function createMembershipOrder(productType: 'supplier' | 'jobseeker', email: string, extra = {}) {
  const res = await post('/api/create-order', { productType, email, amount: 1, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return createOrderResponseSchema.parse(res.json());
}

async function payInSandbox(gatewayOrderId: string) {
  const res = await post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
  expect(res.statusCode).toBe(200);
  return res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** Create the order, pay it and verify it as the browser does; returns the payment fields. */
async function paidMembership(kind: 'supplier' | 'jobseeker', email: string) {
  const order = await createMembershipOrder(kind, email);
  const paid = await payInSandbox(order.id);
  const verify = await post('/api/verify-payment', { ...paid, userData: { type: kind, email } });
  expect(verify.statusCode, verify.body).toBe(200);
  return { order, paid };
}

const supplierFields = (email: string, paid: { razorpay_order_id: string; razorpay_payment_id: string }) => ({
  type: 'supplier',
  businessName: 'Malwa Agro Traders',
  contactPerson: 'Ravi Patel',
  email,
  mobile: '98765 43210',
  password: 'supplier-pass-1',
  confirmPassword: 'supplier-pass-1',
  categories: ['Pulses', 'Indian Spices'],
  address: '14 Sanwer Road, Indore, Madhya Pradesh 452015',
  agree: 'true',
  amount: '99',
  orderId: paid.razorpay_order_id,
  paymentId: paid.razorpay_payment_id,
});
const supplierFiles = (): Files => ({
  gst: { content: PDF, name: 'gst-certificate.pdf' },
  logo: { content: PNG, name: 'logo.png' },
  signedPolicy: { content: PDF, name: 'supplier-policy-signed.pdf' },
});

const jobseekerFields = (
  email: string,
  paid: { razorpay_order_id: string; razorpay_payment_id: string },
) => ({
  type: 'jobseeker',
  fullName: 'Neha Sharma',
  email,
  mobile: '9123456780',
  password: 'seeker-pass-1',
  confirmPassword: 'seeker-pass-1',
  gender: 'female',
  dob: '1998-04-12',
  qualification: 'B.Com',
  experience: '2 years',
  cityState: 'Bhopal, Madhya Pradesh',
  agree: 'true',
  amount: '49',
  orderId: paid.razorpay_order_id,
  paymentId: paid.razorpay_payment_id,
});
const jobseekerFiles = (): Files => ({
  resume: { content: PDF, name: 'resume.pdf' },
  idProof: { content: PNG, name: 'aadhaar.png' },
  signedPolicy: { content: PDF, name: 'job-seeker-policy-signed.pdf' },
});

const accountCount = async (email: string) =>
  (await db().select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

describe('supplier registration', () => {
  test('pays Rs 99 whatever the browser says, then saves a pending supplier with its files and a year of membership', async () => {
    const email = 'ravi@malwa-agro.in';
    const order = await createMembershipOrder('supplier', email, { amount: 1 });
    expect(order.amount).toBe(9900);
    const paid = await payInSandbox(order.id);
    const verify = await post('/api/verify-payment', { ...paid, userData: { type: 'supplier', amount: 99 } });
    expect(verify.json()).toMatchObject({ success: true, orderId: order.orderId });
    const before = uploadedFiles().length;

    const res = await sendForm('/api/save-supplier', supplierFields(email, paid), supplierFiles());
    expect(res.statusCode, res.body).toBe(201);
    const saved = registrationResponseSchema.parse(res.json());
    expect(saved).toMatchObject({
      message: 'Payment received & supplier registered.',
      user: { email, role: 'supplier', status: 'pending', name: 'Ravi Patel' },
    });
    expect(uploadedFiles().length - before).toBe(3);

    const me = memberProfileSchema.parse((await get('/api/members/me', saved.token)).json());
    if (me.kind !== 'supplier') throw new Error('expected a supplier');
    expect(me).toMatchObject({
      status: 'pending',
      mobile: '9876543210',
      categories: ['Pulses', 'Indian Spices'],
    });
    expect(me.documents.map((d) => [d.kind, d.contentType]).sort()).toEqual([
      ['gst', 'application/pdf'],
      ['logo', 'image/png'],
      ['signedPolicy', 'application/pdf'],
    ]);
    const [payment] = me.payments;
    expect(payment).toMatchObject({ amountPaise: 9900, paymentId: paid.razorpay_payment_id });
    // The year starts at the admin's approval, not at the payment.
    expect(me.validUntil).toBeNull();
    expect(me.membership).toMatchObject({ phase: 'awaitingApproval', daysLeft: null, renewalOpen: false });

    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, email))
      .orderBy(outboxMessages.id);
    expect(mails.map((m) => m.kind)).toEqual(['registration_received', 'email_verification']);
    expect(mails[0]!.text).toContain('verified and activated within 24-48 hours');

    const stats = await get('/api/supplier/stats', saved.token);
    expect(stats.json()).toEqual({ salesToday: 0, newOrders: 0, lowStock: 0, pendingPayments: 0 });
    // The session cookie signs the new supplier in too.
    expect(res.cookies.find((c) => c.name === 'session')?.httpOnly).toBe(true);
  });

  test.each([
    ['businessName', 'Please enter your business name.'],
    ['contactPerson', 'Please enter the contact person.'],
    ['email', 'Please enter a valid email address.'],
    ['mobile', 'Please enter a 10-digit Indian mobile number.'],
    ['password', 'Use at least 8 characters.'],
    ['address', 'Please enter your business address.'],
    ['categories', 'Please choose at least one category.'],
    ['agree', 'Please accept the Supplier Policy and Terms.'],
  ])('refuses a form without %s, and writes nothing', async (field, message) => {
    const email = `missing-${field.toLowerCase()}@supplier.in`;
    const { paid } = await paidMembership('supplier', email);
    const fields: Record<string, string | string[] | undefined> = { ...supplierFields(email, paid) };
    fields[field] = field === 'categories' ? undefined : '';
    const files = uploadedFiles().length;
    const res = await sendForm('/api/save-supplier', fields, supplierFiles());
    expect(res.statusCode, res.body).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.issues).toContainEqual({ field, message });
    expect(await accountCount(email)).toBe(0);
    expect(uploadedFiles().length).toBe(files);
  });

  test('refuses mismatched passwords, an unknown category, a 9-digit mobile and missing or bad files', async () => {
    const email = 'checks@supplier.in';
    const { paid } = await paidMembership('supplier', email);
    const base = supplierFields(email, paid);
    const cases: [Record<string, unknown>, Files, number, string][] = [
      [{ confirmPassword: 'other-pass-1' }, supplierFiles(), 400, 'Passwords do not match.'],
      [
        { categories: ['Pulses', 'Electronics'] },
        supplierFiles(),
        400,
        'Please choose categories from the list.',
      ],
      [{ mobile: '987654321' }, supplierFiles(), 400, 'Please enter a 10-digit Indian mobile number.'],
      [{}, { ...supplierFiles(), gst: undefined }, 400, 'Please fill all required fields: gst is missing.'],
      [
        {},
        { ...supplierFiles(), signedPolicy: undefined },
        400,
        'Please fill all required fields: signedPolicy is missing.',
      ],
      // A PNG named .pdf is fine (its content is a PNG); an executable named .pdf is not.
      [
        {},
        { ...supplierFiles(), gst: { content: EXE, name: 'gst.pdf' } },
        415,
        'gst: Must be a PDF, JPEG or PNG file.',
      ],
      [
        {},
        { ...supplierFiles(), signedPolicy: { content: Buffer.from('just text'), name: 'p.pdf' } },
        415,
        'signedPolicy: Must be a PDF, JPEG or PNG file.',
      ],
      [{ website: 'x' }, supplierFiles(), 400, 'Is not a recognised field.'],
    ];
    const files = uploadedFiles().length;
    for (const [change, fileSet, status, message] of cases) {
      const res = await sendForm('/api/save-supplier', { ...base, ...change } as never, fileSet);
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await accountCount(email)).toBe(0);
    expect(uploadedFiles().length).toBe(files);
    // The same payment still completes it once the form is right; a PNG named .pdf is accepted as a PNG.
    const ok = await sendForm('/api/save-supplier', base, {
      ...supplierFiles(),
      gst: { content: PNG, name: 'gst.pdf' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  test('refuses an oversized file (over 5 MB) with 413 and stores nothing', async () => {
    const email = 'big@supplier.in';
    const { paid } = await paidMembership('supplier', email);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const files = uploadedFiles().length;
    const res = await sendForm('/api/save-supplier', supplierFields(email, paid), {
      ...supplierFiles(),
      gst: { content: big, name: 'gst.pdf' },
    });
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    expect(await accountCount(email)).toBe(0);
    expect(uploadedFiles().length).toBe(files);
  });
});

describe('payments of membership fees', () => {
  test('an email already registered is refused before payment to its signed-in owner; a stranger learns nothing and the owner is told', async () => {
    const email = 'taken@supplier.in';
    const { paid } = await paidMembership('supplier', email);
    const saved = await sendForm('/api/save-supplier', supplierFields(email, paid), supplierFiles());
    expect(saved.statusCode).toBe(201);
    const owner = { authorization: `Bearer ${saved.json().token as string}` };
    const purchases = (await db().select({ n: count() }).from(membershipPurchases))[0]!.n;
    for (const productType of ['supplier', 'jobseeker']) {
      const res = await post('/api/create-order', { productType, email: 'TAKEN@supplier.in' }, owner);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('An account with this email already exists. Please log in.');
    }
    expect((await db().select({ n: count() }).from(membershipPurchases))[0]!.n).toBe(purchases);

    // From the outside a taken email is answered as a free one; its owner gets an email instead.
    const attemptMails = async () =>
      (await db().select().from(outboxMessages).where(eq(outboxMessages.to, email))).filter(
        (mail) => mail.kind === 'registration_attempt',
      );
    expect(await attemptMails()).toHaveLength(0);
    const free = await post('/api/create-order', { productType: 'jobseeker', email: 'free@seeker.in' });
    const taken = await post('/api/create-order', { productType: 'jobseeker', email: 'TAKEN@supplier.in' });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(taken.json()).toMatchObject({ amount: free.json().amount, currency: 'INR' });
    const mails = await attemptMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('a job seeker registration');
    expect(mails[0]!.text).toContain('do not pay');
    // However often a stranger tries, the owner is told at most REGISTRATIONS_PER_EMAIL (3) times an hour.
    for (let n = 0; n < 4; n++) {
      const again = await post('/api/create-order', { productType: 'supplier', email });
      expect(again.statusCode).toBe(200);
    }
    expect(await attemptMails()).toHaveLength(3);
  });

  test('a replayed payment creates no second account and no second payment', async () => {
    const email = 'replay@seeker.in';
    const { paid } = await paidMembership('jobseeker', email);
    const first = await sendForm('/api/save-jobseeker', jobseekerFields(email, paid), jobseekerFiles());
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/verify-payment', paid);
    expect(again.statusCode).toBe(200);
    for (const otherEmail of [email, 'someone-else@seeker.in']) {
      const replay = await sendForm(
        '/api/save-jobseeker',
        jobseekerFields(otherEmail, paid),
        jobseekerFiles(),
      );
      expect(replay.statusCode).toBe(409);
      expect(replay.json().message).toBe('This registration is already complete. Please log in.');
    }
    expect(await accountCount(email)).toBe(1);
    expect(await accountCount('someone-else@seeker.in')).toBe(0);
    const rows = await db()
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.gatewayPaymentId, paid.razorpay_payment_id));
    expect(rows[0]!.n).toBe(1);
  });

  test('a payment for a different fee, an unpaid order, a wrong payment id or another email is refused', async () => {
    const email = 'fees@seeker.in';
    const supplier = await paidMembership('supplier', email);
    const wrongFee = await sendForm(
      '/api/save-jobseeker',
      jobseekerFields(email, supplier.paid),
      jobseekerFiles(),
    );
    expect(wrongFee.statusCode).toBe(422);
    expect(wrongFee.json().message).toBe(
      'This payment was for a supplier membership, not a job seeker registration.',
    );

    const unpaid = await createMembershipOrder('jobseeker', email);
    const notPaid = await sendForm(
      '/api/save-jobseeker',
      jobseekerFields(email, { razorpay_order_id: unpaid.id, razorpay_payment_id: 'pay_invented' }),
      jobseekerFiles(),
    );
    expect(notPaid.statusCode).toBe(422);
    expect(notPaid.json().message).toBe('Could not verify payment.');

    const { paid } = await paidMembership('jobseeker', email);
    const wrongId = await sendForm(
      '/api/save-jobseeker',
      { ...jobseekerFields(email, paid), paymentId: 'pay_someoneelse' },
      jobseekerFiles(),
    );
    expect(wrongId.statusCode).toBe(422);
    const otherEmail = await sendForm(
      '/api/save-jobseeker',
      jobseekerFields('other@seeker.in', paid),
      jobseekerFiles(),
    );
    expect(otherEmail.statusCode).toBe(409);
    expect(otherEmail.json().message).toBe('This payment was made for another email address.');

    // A webhook claiming another amount records nothing.
    const order = await createMembershipOrder('jobseeker', 'webhook@seeker.in');
    const forged = await post('/api/verify-payment', {
      razorpay_order_id: order.id,
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'bad',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('Could not verify payment.');
    expect(await accountCount(email)).toBe(0);
  });

  test('a crash between payment and save leaves nothing half-written, and a retry with the same payment completes it', async () => {
    const email = 'crash@seeker.in';
    const order = await createMembershipOrder('jobseeker', email);
    const paid = await payInSandbox(order.id);
    // The browser's verify call never arrived (crashed): the save carries the signature instead.
    await db().execute(sql`
      CREATE FUNCTION fail_jobseeker_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`);
    await db().execute(sql`
      CREATE TRIGGER crash BEFORE INSERT ON jobseeker_profiles
      FOR EACH ROW EXECUTE FUNCTION fail_jobseeker_insert()`);
    const files = uploadedFiles().length;
    const fields = { ...jobseekerFields(email, paid), signature: paid.razorpay_signature };
    const crashed = await sendForm('/api/save-jobseeker', fields, jobseekerFiles());
    expect(crashed.statusCode).toBe(500);
    expect(await accountCount(email)).toBe(0);
    expect(uploadedFiles().length).toBe(files);
    const [purchase] = await db()
      .select()
      .from(membershipPurchases)
      .where(eq(membershipPurchases.gatewayOrderId, order.id));
    expect(purchase).toMatchObject({ status: 'paid', userId: null });

    await db().execute(sql`DROP TRIGGER crash ON jobseeker_profiles`);
    await db().execute(sql`DROP FUNCTION fail_jobseeker_insert()`);
    const retried = await sendForm('/api/save-jobseeker', jobseekerFields(email, paid), jobseekerFiles());
    expect(retried.statusCode, retried.body).toBe(201);
    expect(uploadedFiles().length).toBe(files + 3);
    expect(await accountCount(email)).toBe(1);
    const paymentRows = await db()
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.membershipId, purchase!.id));
    expect(paymentRows[0]!.n).toBe(1);
  });
});

describe('job seeker registration', () => {
  test('pays Rs 49 and saves the profile; stats count the profile and documents', async () => {
    const email = 'neha@seeker.in';
    const order = await createMembershipOrder('jobseeker', email, { amount: 99 });
    expect(order.amount).toBe(4900);
    const paid = await payInSandbox(order.id);
    await post('/api/verify-payment', paid);
    const res = await sendForm('/api/save-jobseeker', jobseekerFields(email, paid), jobseekerFiles());
    expect(res.statusCode, res.body).toBe(201);
    const saved = registrationResponseSchema.parse(res.json());
    expect(saved.user).toMatchObject({ role: 'jobseeker', status: 'active', name: 'Neha Sharma' });
    const stats = await get('/api/jobseeker/stats', saved.token);
    // The mobile, resume, ID proof and signed policy of the job board profile's 10 parts (the rest is
    // filled on the profile page).
    expect(stats.json()).toEqual({ jobsApplied: 0, lastApplication: '-', profileCompletion: 40 });
  });

  test('profile completion counts only what was given', async () => {
    const email = 'minimal@seeker.in';
    const { paid } = await paidMembership('jobseeker', email);
    const fields = {
      ...jobseekerFields(email, paid),
      gender: undefined,
      dob: undefined,
      qualification: undefined,
      experience: undefined,
      cityState: undefined,
    };
    const res = await sendForm('/api/save-jobseeker', fields, {
      signedPolicy: { content: PDF, name: 'p.pdf' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const stats = await get('/api/jobseeker/stats', res.json().token);
    // The mobile and the signed policy: 2 of the profile's 10 parts.
    expect(stats.json().profileCompletion).toBe(20);
  });

  test.each([
    ['fullName', 'Please fill all required fields'],
    ['email', 'Please fill all required fields'],
    ['mobile', 'Please fill all required fields'],
    ['password', 'Please fill all required fields'],
    ['confirmPassword', 'Please fill all required fields'],
  ])('a missing %s is refused with the form message', async (field, message) => {
    const email = `no-${field.toLowerCase()}@seeker.in`;
    const { paid } = await paidMembership('jobseeker', email);
    const res = await sendForm(
      '/api/save-jobseeker',
      { ...jobseekerFields(email, paid), [field]: undefined },
      jobseekerFiles(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await accountCount(email)).toBe(0);
  });

  test('refuses mismatched passwords, no consent, no signed policy, a bad date or gender', async () => {
    const email = 'bad@seeker.in';
    const { paid } = await paidMembership('jobseeker', email);
    const base = jobseekerFields(email, paid);
    const cases: [Record<string, unknown>, Files, string][] = [
      [{ confirmPassword: 'different-1' }, jobseekerFiles(), 'Passwords do not match'],
      [{ agree: undefined }, jobseekerFiles(), 'Please accept the Job Seeker Policy and Terms.'],
      [
        {},
        { ...jobseekerFiles(), signedPolicy: undefined },
        'Please fill all required fields: signedPolicy is missing.',
      ],
      [{ dob: '12/04/1998' }, jobseekerFiles(), 'Use the format yyyy-MM-dd.'],
      [{ dob: '1998-02-30' }, jobseekerFiles(), 'Is not a real date.'],
      [{ gender: 'x' }, jobseekerFiles(), 'Please choose male, female or other.'],
    ];
    for (const [change, fileSet, message] of cases) {
      const res = await sendForm('/api/save-jobseeker', { ...base, ...change } as never, fileSet);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await accountCount(email)).toBe(0);
  });
});

describe('documents, stats and the admin API', () => {
  let supplierToken: string;
  let supplierId: number;
  let seekerToken: string;
  let documentId: string;
  beforeAll(async () => {
    const supplier = await paidMembership('supplier', 'admin-view@supplier.in');
    const res = await sendForm(
      '/api/save-supplier',
      supplierFields('admin-view@supplier.in', supplier.paid),
      supplierFiles(),
    );
    supplierToken = res.json().token;
    const me = memberProfileSchema.parse((await get('/api/members/me', supplierToken)).json());
    // Documents saved together share their time, so pick the PDF by kind rather than by position.
    documentId = me.documents.find((document) => document.kind === 'gst')!.id;
    supplierId = (await db().select().from(users).where(eq(users.email, 'admin-view@supplier.in')))[0]!.id;
    const seeker = await paidMembership('jobseeker', 'admin-view@seeker.in');
    seekerToken = (
      await sendForm(
        '/api/save-jobseeker',
        jobseekerFields('admin-view@seeker.in', seeker.paid),
        jobseekerFiles(),
      )
    ).json().token;
  });

  test('a document is served to its owner and admins, and is a 404 for anyone else', async () => {
    const owner = await get(`/api/members/documents/${documentId}`, supplierToken);
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(owner.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/members/documents/${documentId}`, adminToken)).statusCode).toBe(200);
    expect((await get(`/api/members/documents/${documentId}`, seekerToken)).statusCode).toBe(404);
    expect((await get(`/api/members/documents/${documentId}`)).statusCode).toBe(404);
    expect((await get('/api/members/documents/doc_0000000000000000000000', adminToken)).statusCode).toBe(404);
    expect((await get('/api/members/documents/..%2F..%2Fetc', adminToken)).statusCode).toBe(400);
  });

  test('stats need the right role', async () => {
    expect((await get('/api/supplier/stats')).statusCode).toBe(401);
    expect((await get('/api/supplier/stats', seekerToken)).statusCode).toBe(403);
    expect((await get('/api/jobseeker/stats', supplierToken)).statusCode).toBe(403);
  });

  test('admins list suppliers and job seekers as the specification names their fields', async () => {
    const suppliers = adminSupplierListSchema.parse((await get('/api/admin/suppliers', adminToken)).json());
    const record = suppliers.find((s) => s.email === 'admin-view@supplier.in');
    expect(record).toMatchObject({
      id: supplierId,
      businessname: 'Malwa Agro Traders',
      contactperson: 'Ravi Patel',
      amount: 99,
      status: 'pending',
      categories: ['Pulses', 'Indian Spices'],
    });
    expect(record!.documents).toHaveLength(3);
    const seekers = adminJobseekerListSchema.parse((await get('/api/admin/jobseekers', adminToken)).json());
    expect(seekers.find((s) => s.email === 'admin-view@seeker.in')).toMatchObject({
      fullname: 'Neha Sharma',
      gender: 'female',
      dob: '1998-04-12',
      amount: 49,
    });
    for (const url of ['/api/admin/suppliers', '/api/admin/jobseekers']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, supplierToken)).statusCode).toBe(403);
    }
  });

  test('an admin rejects with a reason, then approves; each is mailed and audited', async () => {
    const noReason = await post(
      `/api/admin/suppliers/${supplierId}/reject`,
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(
      `/api/admin/suppliers/${supplierId}/reject`,
      { reason: 'The GST certificate is unreadable.' },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The GST certificate is unreadable.',
    });
    const me = memberProfileSchema.parse((await get('/api/members/me', supplierToken)).json());
    expect(me).toMatchObject({ status: 'rejected', rejectionReason: 'The GST certificate is unreadable.' });

    const approved = await post(
      `/api/admin/suppliers/${supplierId}/approve`,
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', rejectionReason: null });

    const mails = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'admin-view@supplier.in'))
      // In the order they were queued: a row that changed since may come back in another place.
      .orderBy(outboxMessages.id);
    expect(mails.map((m) => m.kind)).toEqual([
      'registration_received',
      'email_verification',
      'supplier_rejected',
      'supplier_approved',
    ]);
    expect(mails[2]!.text).toContain('The GST certificate is unreadable.');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${supplierId}`));
    expect(audits.map((a) => a.action)).toEqual(['supplier.reject', 'supplier.approve']);

    const seekerId = (await db().select().from(users).where(eq(users.email, 'admin-view@seeker.in')))[0]!.id;
    const notSupplier = await post(
      `/api/admin/suppliers/${seekerId}/approve`,
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(notSupplier.statusCode).toBe(404);
    const asSupplier = await post(
      `/api/admin/suppliers/${supplierId}/approve`,
      {},
      { authorization: `Bearer ${supplierToken}` },
    );
    expect(asSupplier.statusCode).toBe(403);
  });

  test('the membership fee has a GST invoice for its member and admins only', async () => {
    const me = memberProfileSchema.parse((await get('/api/members/me', supplierToken)).json());
    const url = me.payments[0]!.invoiceUrl;
    const res = await get(url, supplierToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(res.rawPayload)).pages.join(' ');
    // An Indore address: Madhya Pradesh, so CGST + SGST at 9% each on 83.90, total 99.
    for (const expected of [
      'Tax Invoice',
      me.payments[0]!.invoiceNumber,
      'Verified supplier membership, 1 year',
      '998599',
      'SAC',
      'Bill to',
      'Place of supply Madhya Pradesh (23)',
      // Rule 46 per line: SAC, quantity, unit, rate, taxable value, GST rate and tax.
      'Verified supplier membership, 1 year 998599 1 nos Rs. 83.90 Rs. 83.90 18% Rs. 15.10',
      'CGST 9% on Rs. 83.90 Rs. 7.55',
      'SGST 9% on Rs. 83.90 Rs. 7.55',
      'Rs. 99.00',
      'Amount in words: Rupees Ninety-Nine Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await get(url, adminToken)).statusCode).toBe(200);
    expect((await get(url, seekerToken)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
  });

  test("a job seeker's Rs 49 invoice rounds off the paisa", async () => {
    const me = memberProfileSchema.parse((await get('/api/members/me', seekerToken)).json());
    const res = await get(me.payments[0]!.invoiceUrl, seekerToken);
    const text = (await extractPdfText(res.rawPayload)).pages.join(' ');
    for (const expected of ['998519', 'Rs. 41.53', 'Round off', '- Rs. 0.01', 'Rs. 49.00']) {
      expect(text).toContain(expected);
    }
  });
});
