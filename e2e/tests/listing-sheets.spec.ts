import { expect, test, toasts, uniqueEmail } from './fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a CSV upload with two bad rows shows both and imports the rest', async ({ page, checkA11y }) => {
  test.slow();
  // A supplier registered as the browser does it (fee paid in the sandbox), signed in by its registration.
  const email = uniqueEmail('sheets');
  const api = page.request;
  const order = await api.post('/api/create-order', { data: { productType: 'supplier', email, amount: 1 } });
  expect(order.status(), await order.text()).toBe(200);
  const paid = await api.post('/api/payments/sandbox/pay', {
    data: { order_id: ((await order.json()) as { id: string }).id, outcome: 'success' },
  });
  const proof = (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string };
  const verified = await api.post('/api/verify-payment', {
    data: { ...proof, userData: { type: 'supplier', email } },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const form = new FormData();
  const fields: Record<string, string> = {
    type: 'supplier',
    businessName: 'Latur Pulses Co.',
    contactPerson: 'Ravi Patel',
    email,
    mobile: '9876543210',
    password: 'supplier-pass-1',
    confirmPassword: 'supplier-pass-1',
    categories: 'Pulses',
    address: '14 Station Road, Latur, Maharashtra 413512',
    agree: 'true',
    amount: '99',
    orderId: proof.razorpay_order_id,
    paymentId: proof.razorpay_payment_id,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('gst', new Blob([PDF], { type: 'application/pdf' }), 'gst.pdf');
  form.append('signedPolicy', new Blob([PDF], { type: 'application/pdf' }), 'policy.pdf');
  const saved = await api.post('/api/save-supplier', { multipart: form });
  expect(saved.status(), await saved.text()).toBe(201);

  // The supplier starts from the template: its example row, copied four times, two of them spoilt.
  await page.goto('/dashboard/products');
  const sheets = page.getByRole('region', { name: 'Bulk upload and Excel' });
  const templateLink = sheets.getByRole('link', { name: 'Template (CSV)' });
  const template = await api.get((await templateLink.getAttribute('href'))!);
  const [header, example] = (await template.text()).replace(/^\uFEFF/, '').split('\r\n') as [string, string];
  expect(example).toContain(',420,');
  const csv = [
    header,
    example.replace('TD-30', 'TD-1'),
    example.replace('TD-30', 'TD-2').replace(',420,', ',four hundred,'),
    example.replace('TD-30', 'TD-3').replace('Toor Dal, unpolished', 'Chana Dal'),
    example.replace('TD-30', 'TD-4').replace(',413512,', ',110001,'),
  ].join('\r\n');

  await sheets.getByLabel('CSV or Excel file').setInputFiles({
    name: 'listings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await sheets.getByRole('button', { name: 'Check file' }).click();
  await expect(sheets.getByRole('status')).toHaveText('2 new, 0 to update, 0 unchanged, 2 with problems.');
  const problems = sheets.getByRole('list', { name: 'Rows with problems, not imported: 2' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'Row 3, Price (Rs): Write the amount in rupees, like 420 or 420.50.',
    /^Row 5, Pickup PIN: /,
  ]);
  await checkA11y();
  // Nothing is saved before the supplier confirms.
  await expect(page.getByRole('list', { name: 'Your listings' })).toHaveCount(0);

  await sheets.getByRole('button', { name: 'Import the good rows (2)' }).click();
  await expect(
    toasts(page).getByText('2 listings added as drafts and 0 updated; 2 rows left out.'),
  ).toBeVisible();
  const yours = page.getByRole('list', { name: 'Your listings' });
  await expect(yours.getByRole('heading')).toHaveText(['Chana Dal', 'Toor Dal, unpolished']);

  // 'Download Excel' gives the supplier's listings as a workbook.
  const download = page.waitForEvent('download');
  await sheets.getByRole('link', { name: 'Download Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^listings-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
