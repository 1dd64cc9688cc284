import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { addToCart, fillShipping } from './checkout-steps';
import { checkA11yOf, expect, test, toasts, uniqueEmail } from './fixtures';
import { adminHeaders, adminSignIn, registerSupplier } from './member-steps';
import { pdfText } from './pdf-text';

// Issue 20's proof in the browser: a buyer pays once for a cart of the company's corn flour, a Maharashtra
// supplier's toor dal and a Gujarat supplier's chana dal; each supplier fulfils its own shipment in its
// own browser; the buyer follows the three shipments and downloads their three invoices; an admin pays
// a supplier what it earned, and the supplier sees it paid. The suppliers' registration, approval and
// listings are made through the API, as member-steps.ts makes them and the other specs prove each step.

const cornFlour = 'A Grade Quality Corn Flour';
/** The store's name and, on its invoices, its legal name and GSTIN (the e2e server's defaults). */
const company = {
  name: 'Bulk Trade India',
  legalName: 'Bulk Trade India Private Limited',
  gstin: '23AAACB1234C1Z5',
};

/** A browser of its own for another person, on the test's kind of device, failing on console errors. */
async function personPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

type Supplier = {
  email: string;
  business: string;
  product: string;
  invoiceDetails: { legalName: string; gstin: string; address: string; state: string; pin: string };
};

/** Registers and pays as `page`'s browser (which signs it in), is approved, and gets `listing` on sale. */
async function approvedSupplierWithListing(
  page: Page,
  admin: APIRequestContext,
  supplier: Supplier,
  listing: { pricePaise: number; moq: number; stepQty: number; pickupState: string; pickupPin: string },
): Promise<number> {
  await registerSupplier(page.request, supplier.email, supplier.business);
  const headers = await adminHeaders(admin);
  const suppliers = (await (await admin.get('/api/admin/suppliers', { headers })).json()) as {
    userId: number;
    email: string;
  }[];
  const { userId } = suppliers.find((record) => record.email === supplier.email)!;
  const approved = await admin.post(`/api/admin/suppliers/${userId}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  const created = await page.request.post('/api/supplier/products', {
    data: {
      name: supplier.product,
      category: 'Pulses',
      shortDescription: 'Machine-cleaned dal, sorted and packed at the mill.',
      fullDescription: 'Unpolished dal from this season, machine-cleaned and packed in 30 kg sacks.',
      hsn: '0713',
      unit: 'kg',
      slabs: [],
      stock: 5000,
      lowStockThreshold: 500,
      weightGrams: 1000,
      packagingSizes: ['30 kg sack'],
      dispatchDays: 2,
      specifications: [],
      sku: '',
      ...listing,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: listingId } = (await created.json()) as { id: number };
  const submitted = await page.request.post(`/api/supplier/products/${listingId}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  const listed = await admin.post(`/api/admin/listings/${listingId}/approve`, { headers });
  expect(listed.status(), await listed.text()).toBe(200);
  return ((await listed.json()) as { productId: number }).productId;
}

/** The supplier's invoice details page: what is missing, the form, and that its products can be ordered. */
async function giveInvoiceDetails(page: Page, details: Supplier['invoiceDetails']) {
  await page.goto('/dashboard/invoice-details');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(/Buyers cannot order your products yet/);
  const form = main.getByRole('form', { name: 'Details on your invoices' });
  await form.getByRole('textbox', { name: /^Legal name/ }).fill(details.legalName);
  await form.getByRole('textbox', { name: /^GSTIN/ }).fill(details.gstin);
  await form.getByRole('textbox', { name: /^Registered address/ }).fill(details.address);
  await form.getByRole('combobox', { name: /^State/ }).selectOption(details.state);
  await form.getByRole('textbox', { name: /^PIN code/ }).fill(details.pin);
  await form.getByRole('button', { name: 'Save invoice details' }).click();
  await expect(toasts(page).getByText('Invoice Details Saved', { exact: true })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(
    'Your invoice details are on file: buyers can order your products.',
  );
  await checkPage(page);
}

/** Takes the order's shipment one step on /dashboard/orders with the button of that step. */
async function takeStep(page: Page, shipment: Locator, button: string, status: string) {
  await shipment.getByRole('button', { name: button, exact: true }).click();
  await expect(toasts(page).getByText('Shipment updated', { exact: true })).toBeVisible();
  await expect(shipment.getByTestId('shipment-status')).toHaveText(status);
}

/** Accepts, loads and dispatches the order's shipment with its transport's details. */
async function acceptLoadAndDispatch(
  page: Page,
  orderNumber: string,
  transport: { transporter: string; docket: string; vehicle: string; ewayBill?: string },
) {
  await page.goto('/dashboard/orders');
  const shipment = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(shipment.getByTestId('shipment-status')).toHaveText('New');
  // The ship-to of the order, with the phone given at checkout; never the buyer's email.
  await expect(shipment).toContainText('12 Mandi Road');
  await expect(shipment).toContainText('9876543210');
  await expect(shipment).not.toContainText('asha@example.in');
  await takeStep(page, shipment, 'Accept', 'Accepted');
  await takeStep(page, shipment, 'Start loading', 'Loading');
  await shipment.getByRole('button', { name: 'Dispatch', exact: true }).click();
  const form = shipment.getByRole('form', { name: `Dispatch order ${orderNumber}` });
  await form.getByRole('textbox', { name: /^Transporter/ }).fill(transport.transporter);
  await form.getByRole('textbox', { name: /^Docket or LR number/ }).fill(transport.docket);
  await form.getByRole('textbox', { name: /^Vehicle number/ }).fill(transport.vehicle);
  if (transport.ewayBill) {
    // Over ₹50,000 with tax the goods travel with an e-way bill: the form asks for it first.
    await form.getByRole('button', { name: 'Confirm dispatch' }).click();
    await expect(form).toContainText('Enter the e-way bill number: it is required');
    await form.getByRole('textbox', { name: /^E-way bill number/ }).fill(transport.ewayBill);
  } else {
    await expect(form).toContainText('No e-way bill is needed');
  }
  await form.getByRole('button', { name: 'Confirm dispatch' }).click();
  await expect(toasts(page).getByText('Shipment updated', { exact: true })).toBeVisible();
  await expect(shipment.getByTestId('shipment-status')).toHaveText('Dispatched');
  await expect(shipment).toContainText(transport.docket);
  return shipment;
}

/** Downloads a shipment's invoice from the buyer's order page; answers the PDF's text. */
async function downloadInvoice(page: Page, shipment: Locator) {
  const link = shipment.getByRole('link', { name: /^Download invoice / });
  const number = ((await link.textContent()) ?? '').replace('Download invoice ', '');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { number, text: await pdfText((await download.path())!) };
}

/**
 * The page's accessibility audit, and that it is no wider than the screen: a phone's page that is wider
 * zooms out and scrolls sideways (the document's width against its viewport's, which the page cannot widen).
 */
async function checkPage(page: Page) {
  await checkA11yOf(page);
  const { width, viewport } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(width, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(viewport);
}

/** Today in India, as the payout form's date field takes it. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test('a buyer pays once for the company’s and two suppliers’ goods; each supplier dispatches its shipment, the buyer downloads three invoices, and an admin’s payout shows as paid', async ({
  page,
  browser,
  request,
  baseURL,
  viewport,
  userAgent,
  deviceScaleFactor,
  isMobile,
  hasTouch,
}) => {
  // Four people, two suppliers' fulfilment, three PDFs and a payout: a long flow.
  test.setTimeout(240_000);
  // The other people's browsers: the test's device, and its origin for their API requests.
  const options = {
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
  };
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const latur: Supplier = {
    email: uniqueEmail('latur'),
    business: `Latur Dal Mill ${run}`,
    product: `Toor Dal Latur ${run}`,
    invoiceDetails: {
      legalName: `Latur Dal Mill ${run} Private Limited`,
      gstin: '27AAACW0764A1ZP',
      address: '14 MIDC Area, Latur',
      state: 'Maharashtra',
      pin: '413512',
    },
  };
  const rajkot: Supplier = {
    email: uniqueEmail('rajkot'),
    business: `Rajkot Pulses ${run}`,
    product: `Chana Dal Rajkot ${run}`,
    invoiceDetails: {
      legalName: `Rajkot Pulses ${run} LLP`,
      gstin: '24AABCK1234L1ZS',
      address: '7 Aji GIDC, Rajkot',
      state: 'Gujarat',
      pin: '360003',
    },
  };

  // The two suppliers, each in a browser of its own: registered, approved, each with a live listing.
  const laturSeller = await personPage(browser, options);
  const rajkotSeller = await personPage(browser, options);
  const toorDalId = await approvedSupplierWithListing(laturSeller.page, request, latur, {
    pricePaise: 12_000,
    moq: 100,
    stepQty: 50,
    pickupState: 'Maharashtra',
    pickupPin: '413512',
  });
  const chanaDalId = await approvedSupplierWithListing(rajkotSeller.page, request, rajkot, {
    pricePaise: 9_500,
    moq: 500,
    stepQty: 100,
    pickupState: 'Gujarat',
    pickupPin: '360003',
  });
  // Rajkot's invoice details through the API, Latur's on its page.
  const rajkotDetails = await rajkotSeller.page.request.put('/api/supplier/invoice-details', {
    data: rajkot.invoiceDetails,
  });
  expect(rajkotDetails.status(), await rajkotDetails.text()).toBe(200);
  await giveInvoiceDetails(laturSeller.page, latur.invoiceDetails);

  // The buyer signs in and fills the cart: each product at its minimum.
  const buyer = { name: 'Asha Verma', email: uniqueEmail('buyer'), password: 'a long buyer password' };
  const registered = await request.post('/api/auth/register', { data: buyer });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/login');
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(buyer.email);
  await page.getByLabel(/^Password/).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/customer$/);
  await addToCart(page, 2);
  await addToCart(page, toorDalId);
  await addToCart(page, chanaDalId);

  // The cart groups the lines by seller, the company's first, then in the order they were added.
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main).toContainText('Your cart comes from 3 sellers');
  const groups = main.getByRole('list', { name: 'Cart items' }).getByRole('region', { name: /^Sold by / });
  await expect(groups).toHaveCount(3);
  const groupNames = [company.name, latur.business, rajkot.business];
  for (const [index, name] of groupNames.entries()) {
    await expect(groups.nth(index)).toHaveAccessibleName(`Sold by ${name}`);
  }
  await expect(groups.nth(0)).toContainText(cornFlour);
  await expect(groups.nth(0)).toContainText(`Subtotal from ${company.name}₹45,000.00`);
  await expect(groups.nth(1)).toContainText(latur.product);
  await expect(groups.nth(1)).toContainText(`Subtotal from ${latur.business}₹12,000.00`);
  await expect(groups.nth(2)).toContainText(rajkot.product);
  await expect(groups.nth(2)).toContainText(`Subtotal from ${rajkot.business}₹47,500.00`);
  await checkPage(page);

  // Checkout shows three shipments to Pune (Maharashtra, zone WEST1), each priced as an order of its own,
  // worked out by hand. The company's 500 kg corn flour at ₹90 = ₹45,000; from NORTH1 at ₹13.55 a kg =
  // ₹6,775 of freight; 5% IGST (Madhya Pradesh to Maharashtra) of ₹51,775 = ₹2,588.75; ₹54,363.75.
  // Latur's 100 kg toor dal at ₹120 = ₹12,000; WEST1 to WEST1 at ₹8.82 a kg = ₹882; 5% of ₹12,882 =
  // ₹644.10 as CGST + SGST (the seller's own state); ₹13,526.10. Rajkot's 500 kg chana dal at ₹95 =
  // ₹47,500; WEST2 to WEST1 at ₹10.24 a kg = ₹5,120; 5% IGST of ₹52,620 = ₹2,631; ₹55,251. Paid once:
  // ₹1,23,140.85.
  await main.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page, 'Maharashtra');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Your order ships in 3 parts');
  const expectedShipments = [
    {
      seller: company.name,
      from: null,
      goods: '₹45,000.00',
      freight: '₹6,775.00',
      gst: 'GST (IGST)₹2,588.75',
      total: '₹54,363.75',
    },
    {
      seller: latur.business,
      from: 'Maharashtra',
      goods: '₹12,000.00',
      freight: '₹882.00',
      gst: 'GST (CGST + SGST)₹644.10',
      total: '₹13,526.10',
    },
    {
      seller: rajkot.business,
      from: 'Gujarat',
      goods: '₹47,500.00',
      freight: '₹5,120.00',
      gst: 'GST (IGST)₹2,631.00',
      total: '₹55,251.00',
    },
  ];
  for (const [index, expected] of expectedShipments.entries()) {
    const shipment = summary.getByRole('region', {
      name: `Shipment ${index + 1} of 3: sold by ${expected.seller}`,
    });
    if (expected.from) await expect(shipment).toContainText(`Ships from ${expected.from}`);
    await expect(shipment).toContainText(`Goods${expected.goods}`);
    await expect(shipment).toContainText(`Shipping${expected.freight}`);
    await expect(shipment).toContainText(expected.gst);
    await expect(shipment).toContainText(`Shipment total${expected.total}`);
  }
  await expect(page.getByTestId('order-total')).toHaveText('₹1,23,140.85');
  await checkPage(page);

  // One payment in the sandbox for all three.
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Pay ₹1,23,140.85', exact: true }).click();
  const sandbox = page.getByRole('dialog', { name: /sandbox/ });
  await expect(sandbox).toContainText('₹1,23,140.85');
  await sandbox.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=payment$/);
  const paymentSummary = page.getByRole('region', { name: 'Payment Summary' });
  const orderNumberCell = paymentSummary
    .locator('dt', { hasText: 'Order number' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(orderNumberCell).toHaveText(/^BT-\d{2}-\d{6}$/);
  const orderNumber = (await orderNumberCell.textContent())!;
  await expect(page.getByRole('region', { name: 'Shipments' })).toContainText(
    'Your order ships as 3 shipments',
  );

  // Each supplier, in its own browser, fulfils its own shipment. Latur's is under ₹50,000 with tax and
  // goes without an e-way bill; Rajkot's is over and needs one.
  const laturShipment = await acceptLoadAndDispatch(laturSeller.page, orderNumber, {
    transporter: 'Deccan Roadways',
    docket: `LR-${run}`,
    vehicle: 'MH 24 AB 1234',
  });
  await expect(laturShipment).toContainText(latur.product);
  await expect(laturShipment).not.toContainText(rajkot.product);
  await checkPage(laturSeller.page);
  await takeStep(laturSeller.page, laturShipment, 'Mark delivered', 'Delivered');
  const rajkotShipment = await acceptLoadAndDispatch(rajkotSeller.page, orderNumber, {
    transporter: 'Saurashtra Carriers',
    docket: `DKT-${run}`,
    vehicle: 'GJ03BX4455',
    ewayBill: '361000123456',
  });
  await expect(rajkotShipment).toContainText(rajkot.product);
  await expect(rajkotShipment).not.toContainText(latur.product);

  // The buyer's order page: three shipments, where each is, how each travels, three invoices.
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments).toContainText('Your order ships as 3 shipments');
  const shipmentCard = (position: number, seller: string) =>
    shipments.getByRole('article', { name: `Shipment ${position} of 3: sold by ${seller}` });
  const progress = (position: number) =>
    shipments.getByRole('list', { name: `Progress of shipment ${position}` });
  const ours = shipmentCard(1, company.name);
  const laturPart = shipmentCard(2, latur.business);
  const rajkotPart = shipmentCard(3, rajkot.business);
  await expect(progress(1).locator('[aria-current="step"]')).toContainText('Placed');
  await expect(progress(2).locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(progress(2)).toContainText('Dispatched (done)');
  await expect(progress(3).locator('[aria-current="step"]')).toContainText('Dispatched');
  await expect(progress(3)).toContainText('Loading (done)');
  await expect(ours).not.toContainText('Dispatch details');
  await expect(ours).toContainText(`Shipment total₹54,363.75`);
  for (const [part, details] of [
    [laturPart, ['Deccan Roadways', `LR-${run}`, 'MH24AB1234']],
    [rajkotPart, ['Saurashtra Carriers', `DKT-${run}`, 'GJ03BX4455', '361000123456']],
  ] as const) {
    await expect(part.getByRole('heading', { name: 'Dispatch details' })).toBeVisible();
    for (const detail of details) await expect(part).toContainText(detail);
  }
  await expect(laturPart).toContainText('CGST₹322.05');
  await expect(laturPart).toContainText('SGST₹322.05');
  await expect(laturPart).toContainText('Shipment total₹13,526.10');
  await expect(rajkotPart).toContainText('IGST₹2,631.00');
  await expect(rajkotPart).toContainText('Shipment total₹55,251.00');
  await checkPage(page);

  // Each invoice is in its seller's name and GSTIN, in its own series, taxed as the checkout showed.
  const ourInvoice = await downloadInvoice(page, ours);
  const laturInvoice = await downloadInvoice(page, laturPart);
  const rajkotInvoice = await downloadInvoice(page, rajkotPart);
  expect(new Set([ourInvoice.number, laturInvoice.number, rajkotInvoice.number]).size).toBe(3);
  for (const expected of [
    company.legalName,
    `GSTIN: ${company.gstin}`,
    ourInvoice.number,
    orderNumber,
    'Place of supply Maharashtra (27)',
    cornFlour,
    'IGST 5% on Rs. 51,775.00 Rs. 2,588.75',
  ]) {
    expect(ourInvoice.text).toContain(expected);
  }
  for (const expected of [
    latur.invoiceDetails.legalName,
    `GSTIN: ${latur.invoiceDetails.gstin}`,
    latur.invoiceDetails.address,
    laturInvoice.number,
    orderNumber,
    latur.product,
    'CGST 2.5% on Rs. 12,882.00 Rs. 322.05',
    'SGST 2.5% on Rs. 12,882.00 Rs. 322.05',
  ]) {
    expect(laturInvoice.text).toContain(expected);
  }
  for (const expected of [
    rajkot.invoiceDetails.legalName,
    `GSTIN: ${rajkot.invoiceDetails.gstin}`,
    rajkot.invoiceDetails.address,
    rajkotInvoice.number,
    orderNumber,
    rajkot.product,
    'IGST 5% on Rs. 52,620.00 Rs. 2,631.00',
  ]) {
    expect(rajkotInvoice.text).toContain(expected);
  }
  // Each invoice bills its own goods alone.
  expect(laturInvoice.text).not.toContain(company.gstin);
  expect(laturInvoice.text).not.toContain(cornFlour);
  expect(laturInvoice.text).not.toMatch(/IGST/);
  expect(rajkotInvoice.text).not.toContain(latur.product);
  expect(rajkotInvoice.text).not.toMatch(/CGST|SGST/);
  expect(ourInvoice.text).not.toContain(latur.product);

  // Rajkot's goods arrive too.
  await takeStep(rajkotSeller.page, rajkotShipment, 'Mark delivered', 'Delivered');

  // An admin pays Latur what it earned: ₹13,526.10 less 5% commission (₹676.305, rounded half up to
  // ₹676.31) and 18% GST on it (₹121.74) = ₹12,728.05.
  const admin = await personPage(browser, options);
  await adminSignIn(admin.page);
  await admin.page.goto('/admin/payouts');
  const balances = admin.page.getByRole('table', { name: 'Balances per supplier, most pending first' });
  const laturBalance = balances.getByRole('row').filter({ hasText: latur.business });
  // The row's cells: the supplier, earned, paid, pending, and the action.
  const laturPending = laturBalance.getByRole('cell').nth(3);
  await expect(laturPending).toHaveText('₹12,728.05');
  await expect(balances.getByRole('row').filter({ hasText: rajkot.business })).toBeVisible();
  await checkPage(admin.page);
  await laturBalance.getByRole('button', { name: `Pay ${latur.business}` }).click();
  const payoutForm = admin.page.getByRole('form', { name: 'Record a payout' });
  await expect(payoutForm.getByRole('combobox', { name: /^Supplier/ })).toHaveValue(/^\d+$/);
  await expect(payoutForm.getByRole('textbox', { name: /^Amount/ })).toHaveValue('12728.05');
  const utr = `UTIB${Date.now()}`;
  await payoutForm.getByRole('textbox', { name: /^UTR/ }).fill(utr);
  await payoutForm.getByLabel(/^Paid on/).fill(indiaToday());
  await payoutForm.getByRole('button', { name: 'Record payout' }).click();
  await expect(toasts(admin.page).getByText('Payout Recorded', { exact: true })).toBeVisible();
  await expect(
    admin.page
      .getByRole('table', { name: 'Payouts recorded, newest first' })
      .getByRole('row')
      .filter({ hasText: utr }),
  ).toContainText(latur.business);
  await expect(laturPending).toHaveText('₹0.00');
  await expect(laturBalance.getByRole('button', { name: `Pay ${latur.business}` })).toHaveCount(0);

  // Latur sees it paid, nothing pending.
  await laturSeller.page.goto('/dashboard/payouts');
  const ledger = laturSeller.page.getByRole('main');
  const figure = (label: string) =>
    ledger.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Earned')).toHaveText('₹12,728.05');
  await expect(figure('Paid')).toHaveText('₹12,728.05');
  await expect(figure('Pending')).toHaveText('₹0.00');
  await expect(
    ledger
      .getByRole('table', { name: 'Delivered shipments, newest first' })
      .getByRole('row')
      .filter({ hasText: orderNumber }),
  ).toContainText('₹676.31');
  await expect(
    ledger
      .getByRole('table', { name: 'Payouts received, newest first' })
      .getByRole('row')
      .filter({ hasText: utr }),
  ).toContainText('₹12,728.05');
  await checkPage(laturSeller.page);

  for (const person of [laturSeller, rajkotSeller, admin]) {
    expect(person.errors, 'console errors in another person’s browser').toEqual([]);
    await person.page.context().close();
  }
});
