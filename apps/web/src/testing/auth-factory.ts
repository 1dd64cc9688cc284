import type { CustomerStats, SessionUser } from '@bulk/domain/auth';
import type { OrderSummary } from '@bulk/domain/checkout';
import type { OrderShipment } from '@bulk/domain/shipments';
import { USER_STORAGE_KEY } from '#src/features/auth/auth-storage';
import { jsonResponse, type Responder } from './fetch-mock';

/** A signed-in user as `GET /api/auth/me` answers it; `overrides` change any field. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { name: 'Asha Verma', email: 'asha@example.in', role: 'customer', status: 'active', ...overrides };
}

/** Makes the browser remember `user`, as after a login: the app then confirms it with `GET /api/auth/me`. */
export function rememberUser(user: SessionUser): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function unauthenticated(message = 'Please log in.'): Response {
  return jsonResponse({ code: 'UNAUTHENTICATED', message }, 401);
}

/** A valid order as `GET /api/orders` lists it; `overrides` change any field. */
export function buildOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'ord_0000000000000000000001',
    number: 'BT-24-000001',
    status: 'paid',
    paymentPlan: 'full',
    createdAt: '2025-03-05T10:30:00.000Z',
    paidAt: '2025-03-05T10:32:00.000Z',
    invoiceNumber: 'INV/2024-25/0001',
    invoiceUrl: '/api/orders/ord_0000000000000000000001/invoice',
    shipping: {
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      address: '12 Mandi Road',
      city: 'Indore',
      state: 'Madhya Pradesh',
      zip: '452001',
    },
    lines: [
      {
        productId: 2,
        name: 'A Grade Quality Corn Flour',
        unit: 'kg',
        unitPricePaise: 9_000,
        quantity: 500,
        lineTotalPaise: 4_500_000,
        gstRateBps: null,
        gstPaise: null,
      },
    ],
    subtotalPaise: 4_500_000,
    shippingPaise: 770_500,
    // An order placed before tax per line (ADR 011): one rate, on the goods only.
    gstByRate: [{ rateBps: 500, taxablePaise: 4_500_000, gstPaise: 225_000 }],
    gstPaise: 225_000,
    cgstPaise: 112_500,
    sgstPaise: 112_500,
    igstPaise: 0,
    totalPaise: 5_495_500,
    paymentId: 'pay_sandbox_1',
    paymentFailure: null,
    shipments: [],
    ...overrides,
  };
}

type MemberApi = {
  /** Who `GET /api/auth/me` says is signed in; null answers 401. */
  user: SessionUser | null;
  stats?: CustomerStats | (() => Response);
  orders?: OrderSummary[];
  /** The product ids on the customer's wishlist, most recent first (`GET /api/wishlist`). */
  wishlist?: number[];
  /** Whether the account's email address is verified (`GET /api/auth/email-verification`); yes by default. */
  emailVerified?: boolean;
  /** The answer to `POST /api/auth/resend-verification`; a 404 body when left out. */
  resendVerification?: () => Response;
  /** Every other request (the catalogue, say); a 404 body when left out. */
  fallback?: Responder;
};

/** A `mockFetch` responder for the member API: who is signed in, the customer's stats, orders and wishlist. */
export function memberApi({
  user,
  stats,
  orders,
  wishlist,
  emailVerified,
  resendVerification,
  fallback,
}: MemberApi): Responder {
  return (url, init) => {
    if (url === '/api/auth/me') return user ? jsonResponse({ user }) : unauthenticated();
    if (url === '/api/auth/email-verification') return jsonResponse({ verified: emailVerified ?? true });
    if (url === '/api/auth/resend-verification' && resendVerification) return resendVerification();
    if (url === '/api/auth/logout') return jsonResponse({ success: true });
    if (url.startsWith('/api/customer/orders/stats/')) {
      if (typeof stats === 'function') return stats();
      return jsonResponse(stats ?? { active: 0, cancelled: 0, delivered: 0, support: 0 });
    }
    if (url === '/api/orders') return jsonResponse({ orders: orders ?? [] });
    if (url === '/api/wishlist' && (init?.method ?? 'GET') === 'GET') {
      const addedAt = '2025-03-05T10:30:00.000Z';
      return jsonResponse({ items: (wishlist ?? []).map((productId) => ({ productId, addedAt })) });
    }
    if (fallback) return fallback(url, init);
    return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
  };
}

/** One part of an order as the order API shows it (the company's, placed, not invoiced); `overrides` change any field. */
export function buildOrderShipment(
  overrides: Partial<OrderShipment> & Pick<OrderShipment, 'id' | 'position'>,
): OrderShipment {
  return {
    seller: null,
    status: 'placed',
    originZone: 'CENTRAL',
    subtotalPaise: 4_500_000,
    shippingPaise: 250_000,
    gstPaise: 237_500,
    cgstPaise: 118_750,
    sgstPaise: 118_750,
    igstPaise: 0,
    totalPaise: 4_987_500,
    invoiceNumber: null,
    invoiceUrl: null,
    dispatch: null,
    creditNoteNumber: null,
    creditNoteUrl: null,
    lines: [],
    events: [],
    ...overrides,
  };
}
