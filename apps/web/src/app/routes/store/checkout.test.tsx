import type { Profile } from '@bulk/domain/account';
import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { CheckoutOptions } from '#src/features/checkout/checkout-script';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { formatMoney } from '@bulk/domain/currency';
import { splitCart } from '@bulk/domain/shipments';
import { buildProduct, buildSeller, catalogueApi } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const asha = buildSessionUser();
const catalogue = catalogueApi([buildProduct()]);
const profile: Profile = {
  name: 'Asha Patil',
  email: asha.email,
  phone: '9876543210',
  company: 'Patil Traders',
  gstin: '27AAPFU0939F1ZV',
  address: '12 Market Yard',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};

const storeApi: Responder = (url) => {
  if (url === '/api/account/profile') return jsonResponse(profile);
  if (url === '/api/payments/config') {
    return jsonResponse({
      gateway: 'sandbox',
      key: 'key',
      scriptUrl: '/sandbox.js',
      originZone: 'NORTH1',
      advanceOrderMinimumPaise: 5_000_000,
      advanceLoadingDelayHours: 24,
    });
  }
  return catalogue(url);
};

const valueOf = (name: RegExp) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

test("a signed-in buyer's checkout starts from the profile's business details and billing address", async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 2, quantity: 500 }]));
  rememberUser(asha);
  mockFetch(memberApi({ user: asha, fallback: storeApi }));
  renderRoute('/checkout');

  const save = await screen.findByRole('checkbox', {
    name: 'Save these details to my profile for next time',
  });
  await screen.findByDisplayValue('27AAPFU0939F1ZV');
  expect(valueOf(/^Full name/)).toBe('Asha Patil');
  expect(valueOf(/^City/)).toBe('Pune');
  expect(valueOf(/^PIN code/)).toBe('411001');
  expect(valueOf(/^Company or trade name/)).toBe('Patil Traders');
  expect(valueOf(/^Mobile number/)).toBe('9876543210');
  expect((screen.getByRole('combobox', { name: /^State/ }) as HTMLSelectElement).value).toBe('Maharashtra');
  expect(
    (screen.getByRole('checkbox', { name: 'Bill to the shipping address' }) as HTMLInputElement).checked,
  ).toBe(true);
  expect((save as HTMLInputElement).checked).toBe(true);
});

test('a guest fills the business details herself and is not offered to save them', async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 2, quantity: 500 }]));
  mockFetch(memberApi({ user: null, fallback: storeApi }));
  renderRoute('/checkout');

  await screen.findByRole('textbox', { name: /^GSTIN/ });
  expect(valueOf(/^GSTIN/)).toBe('');
  expect(valueOf(/^Full name/)).toBe('');
  expect(
    screen.queryByRole('checkbox', { name: 'Save these details to my profile for next time' }),
  ).toBeNull();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'Razorpay');
});

test('closing the payment window says the payment was cancelled, keeps the cart and says how to pay later', async () => {
  // The buyer closes the provider's window as soon as it opens.
  window.Razorpay = class {
    constructor(private readonly options: CheckoutOptions) {}
    on() {}
    open() {
      this.options.modal.ondismiss();
    }
    close() {}
  };
  const cart = JSON.stringify([{ productId: 2, quantity: 500 }]);
  window.localStorage.setItem(CART_STORAGE_KEY, cart);
  rememberUser(asha);
  mockFetch(
    memberApi({
      user: asha,
      fallback: (url, init) =>
        url === '/api/create-order'
          ? jsonResponse({
              id: 'order_sandbox_1',
              amount: 5_495_500,
              currency: 'INR',
              orderId: 'ord_0000000000000000000001',
              checkout: {
                gateway: 'sandbox',
                key: 'key',
                scriptUrl: '/sandbox.js',
                name: 'Bulk Trade',
                description: 'Order',
              },
            })
          : storeApi(url, init),
    }),
  );
  renderRoute('/checkout');

  await screen.findByDisplayValue('27AAPFU0939F1ZV');
  fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the Terms & Conditions/ }));
  fireEvent.click(screen.getByRole('button', { name: /^Pay ₹/ }));

  await expectToast(
    'Payment Cancelled',
    "Nothing was charged and your cart is as it was, so you can check out again. The unpaid order also stays in your account's orders, where it can be paid once this payment attempt has expired.",
  );
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBe(cart);
});

test('a cart at the advance minimum may pay 50% now: both amounts and the terms show before paying', async () => {
  window.Razorpay = class {
    constructor(private readonly options: CheckoutOptions) {}
    on() {}
    open() {
      this.options.modal.ondismiss();
    }
    close() {}
  };
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 2, quantity: 500 }]));
  rememberUser(asha);
  let requested: unknown;
  mockFetch(
    memberApi({
      user: asha,
      fallback: (url, init) => {
        if (url !== '/api/create-order') return storeApi(url, init);
        requested = JSON.parse(String(init?.body));
        return jsonResponse({
          id: 'order_sandbox_2',
          amount: 2_718_188,
          currency: 'INR',
          orderId: 'ord_0000000000000000000002',
          checkout: {
            gateway: 'sandbox',
            key: 'key',
            scriptUrl: '/sandbox.js',
            name: 'Bulk Trade',
            description: 'Order',
          },
        });
      },
    }),
  );
  const { router } = renderRoute('/checkout');

  await screen.findByDisplayValue('27AAPFU0939F1ZV');
  const full = screen.getByRole('radio', { name: /^Pay the full ₹/ });
  expect((full as HTMLInputElement).checked).toBe(true);
  expect(screen.queryByText('Terms of the advance')).toBeNull();

  fireEvent.click(screen.getByRole('radio', { name: 'Pay 50% advance now, balance on the bill copy' }));
  // 500 kg of corn flour to Maharashtra, Rs 54,363.75: the odd paisa of the half goes to the advance.
  screen.getByRole('radio', { name: 'Pay the full ₹54,363.75 now' });
  expect(screen.getByText('Advance now (online, bank transfer or UPI)').nextElementSibling?.textContent).toBe(
    '₹27,181.88',
  );
  expect(screen.getByText('Balance on the bill copy').nextElementSibling?.textContent).toBe('₹27,181.87');
  screen.getByText('Loading begins no sooner than 24 hours after the advance is received.');
  screen.getByText(
    'You may cancel until loading begins and the advance is refunded; no cancellation after loading.',
  );

  fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the Terms & Conditions/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay ₹27,181.88' }));

  // The order exists once its window opens: closing it leads to the order's page, to pay by bank or UPI.
  await expectToast(
    'Payment Cancelled',
    'You can pay later from this page, online or by bank transfer or UPI.',
  );
  await expect.poll(() => router.state.location.pathname).toBe('/orders/ord_0000000000000000000002');
  expect(requested).toMatchObject({ productType: 'order', paymentPlan: 'advance' });
  expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([]);
});

test('a cart under the advance minimum is paid in full, with no choice offered', async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ productId: 2, quantity: 500 }]));
  rememberUser(asha);
  mockFetch(
    memberApi({
      user: asha,
      fallback: (url, init) =>
        url === '/api/payments/config'
          ? jsonResponse({
              gateway: 'sandbox',
              key: 'key',
              scriptUrl: '/sandbox.js',
              originZone: 'NORTH1',
              advanceOrderMinimumPaise: 10_000_000,
              advanceLoadingDelayHours: 24,
            })
          : storeApi(url, init),
    }),
  );
  renderRoute('/checkout');
  await screen.findByDisplayValue('27AAPFU0939F1ZV');
  screen.getByRole('button', { name: 'Pay ₹54,363.75' });
  expect(screen.queryByRole('radio', { name: 'Pay 50% advance now, balance on the bill copy' })).toBeNull();
});

test('a cart from the company and a supplier shows a shipment for each, slab prices, one total and no advance', async () => {
  const cornFlour = buildProduct();
  // A Gujarat supplier's toor dal: 380 rupees a kg from 500 kg instead of 420.
  const toorDal = buildProduct({
    id: 90,
    name: 'Toor Dal, unpolished',
    pricePaise: 42_000,
    moq: 100,
    stepQty: 50,
    hsn: '0713',
    seller: buildSeller({ businessName: 'Kutch Pulses', slug: 'kutch-pulses', state: 'Gujarat' }),
    slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
    pickupState: 'Gujarat',
  });
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([
      { productId: 90, quantity: 500 },
      { productId: 2, quantity: 500 },
    ]),
  );
  rememberUser(asha);
  const products = catalogueApi([cornFlour, toorDal]);
  mockFetch(
    memberApi({
      user: asha,
      fallback: (url, init) => (url.startsWith('/api/products') ? products(url) : storeApi(url, init)),
    }),
  );
  renderRoute('/checkout');
  await screen.findByDisplayValue('27AAPFU0939F1ZV');

  // What the page must show: the domain's split of the cart for Maharashtra, the company's part first.
  const split = splitCart({
    lines: [
      {
        pricePaise: 38_000,
        quantity: 500,
        weightGrams: 1_000,
        hsn: '0713',
        sellerId: 41,
        pickupState: 'Gujarat',
        sellerState: 'Gujarat',
      },
      { pricePaise: 9_000, quantity: 500, weightGrams: 1_000, hsn: '1102', sellerId: null },
    ],
    state: 'Maharashtra',
    companyOriginZone: 'NORTH1',
    at: new Date(),
  })!;
  const money = (paise: number) => formatMoney(paise, 'INR');
  const company = within(screen.getByRole('region', { name: 'Shipment 1 of 2: sold by Bulk Trade India' }));
  company.getByText('500 kg x A Grade Quality Corn Flour');
  expect(company.getByText('Shipment total').nextElementSibling?.textContent).toBe(
    money(split.parts[0]!.totals.totalPaise),
  );
  const supplier = within(screen.getByRole('region', { name: 'Shipment 2 of 2: sold by Kutch Pulses' }));
  expect(supplier.getByText('Goods').nextElementSibling?.textContent).toBe('₹1,90,000.00');
  expect(supplier.getByText('GST (IGST)').nextElementSibling?.textContent).toBe(
    money(split.parts[1]!.totals.gstPaise),
  );
  expect(screen.getByTestId('order-total').textContent).toBe(money(split.totalPaise));
  // Above the advance minimum, but a supplier's goods are in the cart: paid in full, and the page says why.
  expect(split.totalPaise).toBeGreaterThan(5_000_000);
  expect(screen.queryByRole('radio', { name: 'Pay 50% advance now, balance on the bill copy' })).toBeNull();
  screen.getByText(/^Paying 50% in advance is open to orders of our own products alone/);
  screen.getByRole('button', { name: `Pay ${money(split.totalPaise)}` });
});
