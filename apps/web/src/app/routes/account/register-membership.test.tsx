import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { changeLanguage } from '#src/i18n/language-store';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);

function visitorApi() {
  return mockFetch((url) =>
    url === '/api/auth/me'
      ? jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please log in.' }, 401)
      : jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404),
  );
}

type Scope = ReturnType<typeof within>;

/** The registration form of the page, once its lazily loaded route has rendered. */
async function findForm(name: string): Promise<Scope> {
  return within(await screen.findByRole('form', { name }, { timeout: 4000 }));
}

const type = (form: Scope, label: RegExp | string, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } });

function attach(form: Scope, label: RegExp | string, file: File) {
  const input = form.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

async function fillJobseeker(): Promise<Scope> {
  const form = await findForm('Job seeker registration');
  type(form, /^Full name/, 'Neha Sharma');
  type(form, /^Email/, 'neha@example.in');
  type(form, /^Phone/, '9123456780');
  type(form, /^Password/, 'seeker-pass-1');
  type(form, /^Confirm password/, 'seeker-pass-1');
  attach(form, /^Signed Job Seeker Policy/, new File([PDF], 'policy.pdf', { type: 'application/pdf' }));
  fireEvent.click(form.getByLabelText(/I accept the/));
  return form;
}

const submitJobseeker = () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₹49 & Register' }));
const paymentCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(
    ([url]) => String(url).includes('create-order') || String(url).includes('payments'),
  );

test('an empty job seeker form says Please fill all required fields, and no payment starts', async () => {
  const fetchMock = visitorApi();
  renderRoute('/register-job');
  await findForm('Job seeker registration');
  submitJobseeker();
  await expectToast('Error', 'Please fill all required fields');
  expect(paymentCalls(fetchMock)).toEqual([]);
});

test('passwords that differ, and a missing consent, are refused with the specification messages', async () => {
  const fetchMock = visitorApi();
  renderRoute('/register-job');
  const form = await fillJobseeker();
  type(form, /^Confirm password/, 'other-pass-1');
  submitJobseeker();
  await expectToast('Error', 'Passwords do not match');

  type(form, /^Confirm password/, 'seeker-pass-1');
  fireEvent.click(form.getByLabelText(/I accept the/));
  submitJobseeker();
  await expectToast('Error', 'Please accept the Job Seeker Policy and Terms.');
  expect(paymentCalls(fetchMock)).toEqual([]);
});

test('a file that is not a PDF, JPEG or PNG by content is refused before any payment', async () => {
  const fetchMock = visitorApi();
  renderRoute('/register-job');
  const form = await fillJobseeker();
  // An executable renamed to .pdf: its name and declared type lie, its first bytes do not.
  attach(
    form,
    /^Resume/,
    new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'resume.pdf', { type: 'application/pdf' }),
  );
  submitJobseeker();
  await expectToast('Error', 'Must be a PDF, JPEG or PNG file.');
  await waitFor(() => expect(form.getByLabelText(/^Resume/).getAttribute('aria-invalid')).toBe('true'));
  expect(paymentCalls(fetchMock)).toEqual([]);
});

test('the supplier form needs the policy consent, a category and the documents', async () => {
  const fetchMock = visitorApi();
  renderRoute('/register-supplier');
  const form = await findForm('Supplier registration');
  type(form, /^Business name/, 'Malwa Agro Traders');
  type(form, /^Contact person/, 'Ravi Patel');
  type(form, /^Email/, 'ravi@example.in');
  type(form, /^Mobile number/, '98765 43210');
  type(form, /^Password/, 'supplier-pass-1');
  type(form, /^Confirm password/, 'supplier-pass-1');
  type(form, /^Business address/, 'Indore, Madhya Pradesh');
  fireEvent.click(form.getByLabelText('Pulses'));
  attach(form, /^GST certificate/, new File([PDF], 'gst.pdf'));
  attach(form, /^Signed Supplier Policy/, new File([PDF], 'policy.pdf'));
  fireEvent.click(form.getByRole('button', { name: 'Pay ₹99 & Register' }));
  await expectToast('Error', 'Please accept the Supplier Policy and Terms.');

  fireEvent.click(form.getByLabelText(/I accept the/));
  fireEvent.click(form.getByLabelText('Pulses'));
  fireEvent.click(form.getByRole('button', { name: 'Pay ₹99 & Register' }));
  await expectToast('Error', 'Please choose at least one category.');
  expect(paymentCalls(fetchMock)).toEqual([]);
  expect(form.getByRole('link', { name: /Supplier Policy document/ }).getAttribute('href')).toBe(
    '/documents/supplier-policy.pdf',
  );
});

test('in Hindi the job seeker form, its gender choices and its refusal are in Hindi', async () => {
  const fetchMock = visitorApi();
  await changeLanguage('hi');
  renderRoute('/register-job');
  const form = await findForm('नौकरी चाहने वालों का पंजीकरण');
  expect(form.getByLabelText(/^पूरा नाम/)).toBeDefined();
  expect(form.getByLabelText(/^हस्ताक्षरित नौकरी चाहने वालों की नीति/)).toBeDefined();
  const gender = form.getByLabelText('लिंग') as HTMLSelectElement;
  expect([...gender.options].map((option) => [option.value, option.text])).toEqual([
    ['', 'लिंग चुनें'],
    ['male', 'पुरुष'],
    ['female', 'महिला'],
    ['other', 'अन्य'],
  ]);
  fireEvent.click(form.getByRole('button', { name: '₹49 चुकाएँ और पंजीकरण करें' }));
  await expectToast('त्रुटि', 'कृपया सभी ज़रूरी फ़ील्ड भरें');
  expect(paymentCalls(fetchMock)).toEqual([]);
});

test('in Hindi the supplier form shows its labels and field errors in Hindi', async () => {
  visitorApi();
  await changeLanguage('hi');
  renderRoute('/register-supplier');
  const form = await findForm('आपूर्तिकर्ता पंजीकरण');
  expect(form.getByRole('link', { name: 'आपूर्तिकर्ता नीति दस्तावेज़ (PDF)' }).getAttribute('href')).toBe(
    '/documents/supplier-policy.pdf',
  );
  fireEvent.click(form.getByRole('button', { name: '₹99 चुकाएँ और पंजीकरण करें' }));
  await expectToast('त्रुटि', 'कृपया अपने व्यवसाय का नाम दर्ज करें।');
  expect(await form.findByText('कृपया कम से कम एक श्रेणी चुनें।')).toBeDefined();
  expect(form.getByLabelText(/^व्यवसाय का नाम/).getAttribute('aria-invalid')).toBe('true');
  type(form, /^व्यवसाय का नाम/, 'क'.repeat(151));
  expect(await form.findByText('अधिकतम 150 अक्षर।')).toBeDefined();
});

/** The gateway's browser API as its script defines it: here the payer pays at once. */
function stubCheckout() {
  const opened: string[] = [];
  class Checkout {
    constructor(
      private readonly options: {
        order_id: string;
        handler: (response: Record<string, string>) => void;
      },
    ) {}
    on() {}
    open() {
      opened.push(this.options.order_id);
      this.options.handler({
        razorpay_order_id: this.options.order_id,
        razorpay_payment_id: 'pay_sandbox_1',
        razorpay_signature: 'signature_1',
      });
    }
  }
  vi.stubGlobal('Razorpay', Checkout);
  return opened;
}

test('a paid job seeker whose save fails submits again and is registered with the same payment', async () => {
  const opened = stubCheckout();
  let saves = 0;
  const sent: FormData[] = [];
  const fetchMock = mockFetch((url, init) => {
    switch (url) {
      case '/api/auth/me':
        return saves > 1
          ? jsonResponse({
              user: { name: 'Neha Sharma', email: 'neha@example.in', role: 'jobseeker', status: 'active' },
            })
          : jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please log in.' }, 401);
      case '/api/payments/config':
        return jsonResponse({
          gateway: 'sandbox',
          key: 'key',
          scriptUrl: '/checkout.js',
          originZone: 'NORTH1',
          advanceOrderMinimumPaise: 5_000_000,
          advanceLoadingDelayHours: 24,
        });
      case '/api/create-order':
        expect(JSON.parse(String(init?.body))).toEqual({
          productType: 'jobseeker',
          email: 'neha@example.in',
        });
        return jsonResponse({
          id: 'order_sandbox_1',
          amount: 4900,
          currency: 'INR',
          orderId: 'mem_0000000000000000000001',
          checkout: {
            gateway: 'sandbox',
            key: 'key',
            scriptUrl: '/checkout.js',
            name: 'Store',
            description: 'Fee',
          },
        });
      case '/api/verify-payment':
        return jsonResponse({
          success: true,
          orderId: 'mem_0000000000000000000001',
          invoiceUrl: '/api/members/invoices/mem_0000000000000000000001',
        });
      case '/api/save-jobseeker':
        saves += 1;
        sent.push(init?.body as FormData);
        return saves === 1
          ? jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'The service is busy.' }, 503)
          : jsonResponse(
              {
                success: true,
                message: 'Payment received & job seeker registered.',
                token: 'token',
                user: { name: 'Neha Sharma', email: 'neha@example.in', role: 'jobseeker', status: 'active' },
                invoiceUrl: '/api/members/invoices/mem_0000000000000000000001',
              },
              201,
            );
      default:
        return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }
  });
  const { router } = renderRoute('/register-job');
  const form = await fillJobseeker();
  submitJobseeker();

  expect(await form.findByRole('alert')).toHaveProperty(
    'textContent',
    expect.stringContaining('you will not be charged twice') as string,
  );
  submitJobseeker();
  await waitFor(() => expect(router.state.location.search).toBe('?type=jobseeker&amount=49'));
  expect(router.state.location.pathname).toBe('/thank-you');

  expect(opened).toEqual(['order_sandbox_1']);
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-order')).toHaveLength(1);
  for (const body of sent) {
    expect(body.get('orderId')).toBe('order_sandbox_1');
    expect(body.get('paymentId')).toBe('pay_sandbox_1');
    expect(body.get('mobile')).toBe('9123456780');
    expect((body.get('signedPolicy') as File).name).toBe('policy.pdf');
  }
  expect(window.localStorage.getItem('reticulation-jobseeker-payment')).toBeNull();
});
