import { eq } from 'drizzle-orm';
import type { Role } from '@bulk/domain/auth';
import { memberDocuments, membershipPurchases, users } from '#src/db/schema/index';
import { TEST_PASSWORD, uniqueEmail } from './accounts';
import type { TestApp } from './test-app';

// Registering paid members as the browser does (create the fee's order, pay it in the sandbox, verify,
// then save the form with its files), for tests of what admins and members do afterwards.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function paidFee(ctx: TestApp, kind: 'supplier' | 'jobseeker', email: string) {
  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
  const order = await post('/api/create-order', { productType: kind, email, amount: 1 });
  if (order.statusCode !== 200) throw new Error(`create-order: ${order.body}`);
  const paid = await post('/api/payments/sandbox/pay', { order_id: order.json().id, outcome: 'success' });
  const fields = paid.json() as { razorpay_order_id: string; razorpay_payment_id: string };
  const verify = await post('/api/verify-payment', { ...fields, userData: { type: kind, email } });
  if (verify.statusCode !== 200) throw new Error(`verify-payment: ${verify.body}`);
  return fields;
}

/** A multipart body as a browser's FormData sends it, ready for `inject`. */
export async function multipartBody(
  fields: Record<string, string | string[]>,
  files: Record<string, [Buffer, string]>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, [content, fileName]] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(content)]), fileName);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export interface RegistrationRequest {
  url: string;
  payload: Buffer;
  headers: Record<string, string>;
}

/** Pays the fee of a new `kind` member in the sandbox and returns the valid registration form to post. */
export async function registrationRequest(
  ctx: TestApp,
  kind: 'supplier' | 'jobseeker',
  email: string,
  {
    businessName = 'Malwa Agro Traders',
    password = kind === 'supplier' ? 'supplier-pass-1' : 'seeker-pass-1',
    documentName,
  }: {
    businessName?: string | undefined;
    password?: string;
    /** The file name of the first document (the GST certificate, or the résumé). */
    documentName?: string;
  } = {},
): Promise<RegistrationRequest> {
  const paid = await paidFee(ctx, kind, email);
  const proof = { orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id };
  if (kind === 'supplier') {
    return {
      url: '/api/save-supplier',
      ...(await multipartBody(
        {
          type: 'supplier',
          businessName,
          contactPerson: 'Ravi Patel',
          email,
          mobile: '9876543210',
          password,
          confirmPassword: password,
          categories: ['Pulses'],
          address: '14 Sanwer Road, Indore, Madhya Pradesh 452015',
          agree: 'true',
          amount: '99',
          ...proof,
        },
        { gst: [PDF, documentName ?? 'gst.pdf'], signedPolicy: [PDF, 'policy.pdf'] },
      )),
    };
  }
  return {
    url: '/api/save-jobseeker',
    ...(await multipartBody(
      {
        type: 'jobseeker',
        fullName: 'Neha Sharma',
        email,
        mobile: '9123456780',
        password,
        confirmPassword: password,
        gender: 'female',
        dob: '1998-04-12',
        qualification: 'B.Com',
        experience: '2 years',
        cityState: 'Bhopal, Madhya Pradesh',
        agree: 'true',
        amount: '49',
        ...proof,
      },
      {
        resume: [PDF, documentName ?? 'resume.pdf'],
        idProof: [PNG, 'id.png'],
        signedPolicy: [PDF, 'policy.pdf'],
      },
    )),
  };
}

async function save(ctx: TestApp, request: RegistrationRequest) {
  const res = await ctx.app.inject({ method: 'POST', ...request });
  if (res.statusCode !== 201) throw new Error(`${request.url}: ${res.body}`);
  const { token, user } = res.json() as { token: string; user: { email: string; status: string } };
  // The response names the account by email; tests also need its id.
  const [account] = await ctx.database.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, user.email.toLowerCase()));
  return { token, user: { ...user, id: account!.id } };
}

/** A supplier who paid Rs 99 and is waiting for an admin; returns its session token and user. */
export async function registerSupplier(ctx: TestApp, email: string, businessName?: string) {
  return save(ctx, await registrationRequest(ctx, 'supplier', email, { businessName }));
}

/** A job seeker who paid Rs 49; returns its session token and user. */
export async function registerJobseeker(ctx: TestApp, email: string) {
  return save(ctx, await registrationRequest(ctx, 'jobseeker', email));
}

/**
 * A freshly registered supplier or job seeker (password TEST_PASSWORD, like every test user) with what only
 * its owner and admins may fetch: one of its documents and its fee's membership (whose invoice it is).
 */
export async function registeredMember(ctx: TestApp, kind: 'supplier' | 'jobseeker') {
  const request = await registrationRequest(ctx, kind, uniqueEmail(kind), { password: TEST_PASSWORD });
  const { token, user } = await save(ctx, request);
  const { db } = ctx.database.handle;
  const [document] = await db.select().from(memberDocuments).where(eq(memberDocuments.userId, user.id));
  const [purchase] = await db
    .select()
    .from(membershipPurchases)
    .where(eq(membershipPurchases.userId, user.id));
  if (!document || !purchase) throw new Error(`${kind} ${user.email} has no document or membership`);
  return {
    token,
    user: { id: user.id, email: user.email, role: kind as Role },
    member: { documentId: document.id, membershipId: purchase.id },
  };
}
