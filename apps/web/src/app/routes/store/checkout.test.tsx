import type { Profile } from '@bulk/domain/account';
import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { CheckoutOptions } from '#src/features/checkout/checkout-script';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { buildProduct, catalogueApi } from '#src/testing/catalogue-factory';
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
    return jsonResponse({ gateway: 'sandbox', key: 'key', scriptUrl: '/sandbox.js', originZone: 'NORTH1' });
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
