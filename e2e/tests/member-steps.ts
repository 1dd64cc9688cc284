import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect } from './fixtures';

// Steps shared by the browser tests of members: a paid registration made through the API, as the
// registration page makes it, for tests about what comes after; and an admin's sign-in.

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Pays a membership fee in the sandbox as the registration page does; returns the payment fields. */
async function payFee(request: APIRequestContext, kind: 'supplier' | 'jobseeker', email: string) {
  const order = await request.post('/api/create-order', { data: { productType: kind, email, amount: 1 } });
  expect(order.status()).toBe(200);
  const paid = await request.post('/api/payments/sandbox/pay', {
    data: { order_id: ((await order.json()) as { id: string }).id, outcome: 'success' },
  });
  const fields = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string };
  const verify = await request.post('/api/verify-payment', {
    data: { ...fields, userData: { type: kind, email } },
  });
  expect(verify.status()).toBe(200);
  return fields;
}

function form(fields: Record<string, string | string[]>, files: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) body.append(name, item);
  }
  for (const [name, fileName] of Object.entries(files)) {
    body.append(name, new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), fileName);
  }
  return body;
}

export async function registerSupplier(request: APIRequestContext, email: string, businessName: string) {
  const paid = await payFee(request, 'supplier', email);
  const saved = await request.post('/api/save-supplier', {
    multipart: form(
      {
        type: 'supplier',
        businessName,
        contactPerson: 'Ravi Patel',
        email,
        mobile: '9876543210',
        password: 'supplier-pass-1',
        confirmPassword: 'supplier-pass-1',
        categories: ['Pulses'],
        address: '14 Sanwer Road, Indore, Madhya Pradesh 452015',
        agree: 'true',
        amount: '99',
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
      },
      { gst: 'gst.pdf', signedPolicy: 'policy.pdf' },
    ),
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

export async function registerJobseeker(request: APIRequestContext, email: string, fullName: string) {
  const paid = await payFee(request, 'jobseeker', email);
  const saved = await request.post('/api/save-jobseeker', {
    multipart: form(
      {
        type: 'jobseeker',
        fullName,
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
      },
      { resume: 'resume.pdf', idProof: 'id.pdf', signedPolicy: 'policy.pdf' },
    ),
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** The first admin's bearer headers for the admin API, for the steps a test makes through it. */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

export async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
