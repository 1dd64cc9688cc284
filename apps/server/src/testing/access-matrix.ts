import { roles, type Role } from '@bulk/domain/auth';
import { orderSummarySchema } from '@bulk/domain/checkout';
import { indiaDate } from '@bulk/domain/job-board';
import { listingSheetExample } from '@bulk/domain/listings';
import { eq } from 'drizzle-orm';
import { users } from '#src/db/schema/index';
import { freshAdvanceInstalment } from './advance-orders';
import { createUser, TEST_PASSWORD, uniqueEmail, type TestUser } from './accounts';
import { freshApplication, freshOpening, openingInput } from './job-board';
import {
  registerJobseeker,
  registerSupplier,
  registrationRequest,
  type RegistrationRequest,
} from './members';
import type { TestApp } from './test-app';
import {
  fileForm,
  freshListing,
  freshListingFiles,
  listingImportForm,
  listingsCsv,
  submittedListing,
  supplierWithToken,
  testPdf,
  testPhoto,
  toorDalListing,
} from './listings';
import { freshCommissionInvoice, freshPayoutRequest, PULSES_SLUG } from './payouts';
import { maharashtraSellerDetails, paidSupplierShipment } from './shipments';
import { raiseTicketWithAttachment } from './tickets';

/**
 * Who may call each API endpoint. The authorization matrix test lists every route the app registers and
 * fails on any route missing here (or listed here but gone), so a new endpoint must be classified:
 *
 * - `anyone`: no session needed (a visitor gets the same answer as a member);
 * - `signedIn`: any signed-in user; a visitor gets 401;
 * - `only(...roles)`: those roles; a visitor gets 401, any other role 403;
 * - `own(...)`: a resource of the caller's own (an id or email in the path): the owner succeeds, anyone
 *   else's answers 404 exactly like a missing one (with `adminSeesAll`, an admin may read anyone's).
 * - `memberFile(...)`: a member's document or fee invoice: its owner and admins succeed; everyone else,
 *   visitors and ended sessions included, gets 404, so that its existence stays hidden.
 *
 * Each rule may carry a `sample` request that an allowed caller makes successfully (2xx/3xx); without one
 * the route is called with its bare path and no body, which must then succeed for allowed callers.
 * `anyAnswer` is for public routes whose success needs a secret (a signature, a reset token): there only
 * "not refused" (no 401/403) is checked.
 */
export type Access =
  | { kind: 'anyone'; anyAnswer?: boolean }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'own'; roles: readonly Role[]; adminSeesAll: boolean }
  | { kind: 'memberFile'; roles: readonly MemberRole[] };
export type MemberRole = 'supplier' | 'jobseeker';

/** What a sample request may use: the caller (a customer's for the visitor) and another user's data. */
export interface SampleContext {
  self: Fixture;
  other: Fixture;
  /** A new paid order of the other user, for calls that change an order. */
  freshOrder: () => Promise<string>;
  /** A new support ticket with an attachment. */
  freshTicket: () => Promise<string>;
  /** A new customer's id, for changes a shared fixture must not undergo (deactivation). */
  freshUser: (state: 'active' | 'deactivated') => Promise<number>;
  /** A new paid supplier waiting for an admin's decision; returns its user id. */
  freshSupplier: () => Promise<number>;
  /** Pays a new member's fee and returns the valid registration form that completes it. */
  freshRegistration: (kind: MemberRole) => Promise<RegistrationRequest>;
  /** A guest's advance order's advance, its UTR waiting for an admin or its bank refund due; its id. */
  freshAdvanceInstalment: (stage: 'submitted' | 'refund_pending') => Promise<number>;
  /** A new listing of the user, in the state given; returns its id. */
  freshListing: (sellerId: number, state: 'draft' | 'live' | 'paused') => Promise<number>;
  /** A new approved supplier's listing waiting for review; returns its id. */
  freshSubmittedListing: () => Promise<number>;
  /** A new draft listing of the user with a photo and a document. */
  freshListingFiles: (sellerId: number) => ReturnType<typeof freshListingFiles>;
  /** A new job opening of the employer (the company for an admin), live or waiting for review. */
  freshOpening: (employer: TestUser | 'company', status?: 'live' | 'submitted') => Promise<number>;
  /** A new application with a resume that `self` may read: its own, or one sent to its opening. */
  freshApplication: (self: TestUser) => Promise<number>;
  /** A new paid job seeker waiting for verification; returns its user id. */
  freshJobseeker: () => Promise<number>;
  /** A new approved supplier's opening waiting for review; returns its id. */
  freshSubmittedOpening: () => Promise<number>;
  /** A new supplier with money pending, and a valid payout request to it. */
  freshPayoutRequest: () => ReturnType<typeof freshPayoutRequest>;
  /** A commission invoice of the user for a month of its own; returns the month. */
  freshCommissionInvoice: (sellerId: number) => Promise<string>;
  /**
   * A new placed shipment of a guest's paid order, of the supplier given (a new approved one without);
   * `cancelled` cancels it through the buyer's API, so that it has its credit note.
   */
  freshShipment: (options?: {
    sellerId?: number;
    cancelled?: boolean;
  }) => Promise<{ orderId: string; shipmentId: string }>;
  /** The id of the first part (shipment) of an order. */
  shipmentOf: (orderId: string) => Promise<string>;
}
export interface Fixture {
  user: TestUser;
  /** A paid order of this user. */
  orderId: string;
  /** A registered supplier's or job seeker's own document and fee. */
  member?: { documentId: string; membershipId: string };
}
export interface SampleRequest {
  url?: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
export type Rule = Access & { sample?: (context: SampleContext) => SampleRequest | Promise<SampleRequest> };

const anyone = (sample?: Rule['sample'], options: { anyAnswer?: boolean } = {}): Rule => ({
  kind: 'anyone',
  ...options,
  ...(sample && { sample }),
});
const signedIn = (sample?: Rule['sample']): Rule => ({ kind: 'roles', roles, ...(sample && { sample }) });
const only = (role: Role, sample?: Rule['sample']): Rule => ({
  kind: 'roles',
  roles: [role],
  ...(sample && { sample }),
});
const some = (memberRoles: readonly Role[], sample?: Rule['sample']): Rule => ({
  kind: 'roles',
  roles: memberRoles,
  ...(sample && { sample }),
});
const memberFile = (sample: Rule['sample']): Rule => ({
  kind: 'memberFile',
  roles: ['supplier', 'jobseeker'],
  sample,
});
const own = (sample: Rule['sample'], options: { adminSeesAll?: boolean } = {}): Rule => ({
  kind: 'own',
  roles,
  adminSeesAll: options.adminSeesAll ?? false,
  sample,
});

/** The matrix runs on the system clock: an opening's last date a month from today. */
const inAMonth = () => indiaDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));

const validProfile = { name: 'Matrix Tester', phone: '9876543210', address: '', city: '', state: '' };
const shipping = (email: string) => ({
  fullName: 'Matrix Tester',
  email,
  address: '7 Spice Lane',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682001',
});

/** Keyed by `METHOD /api/path` as Fastify registers it; HEAD routes follow their GET. */
export const accessMatrix: Record<string, Rule> = {
  // Store and catalogue
  'GET /api/health': anyone(),
  'GET /api/categories': anyone(),
  'GET /api/products': anyone(),
  'GET /api/products/:id': anyone(() => ({ url: '/api/products/2' })),
  // A supplier's public page: open to everyone, 404 for an address no approved supplier has.
  'GET /api/suppliers/:slug': anyone(() => ({ url: '/api/suppliers/no-such-supplier' }), { anyAnswer: true }),
  'GET /api/search/suggestions': anyone(() => ({ url: '/api/search/suggestions?q=rice' })),
  'POST /api/newsletter': anyone(() => ({ payload: { email: uniqueEmail('news') } })),
  'GET /api/visits': anyone(),
  'POST /api/visits': anyone(),
  'POST /api/tickets': anyone(undefined, { anyAnswer: true }),

  // Checkout and payments. An order's id is long and random: holding it is what opens its page and invoice.
  'GET /api/payments/config': anyone(),
  'POST /api/create-order': anyone(({ self }) => ({
    payload: {
      productType: 'order',
      lines: [{ productId: 2, quantity: 500 }],
      shipping: shipping(self.user.email),
    },
  })),
  'POST /api/verify-payment': anyone(undefined, { anyAnswer: true }),
  'POST /api/payments/webhook': anyone(undefined, { anyAnswer: true }),
  'GET /api/payments/sandbox/checkout.js': anyone(),
  'POST /api/payments/sandbox/pay': anyone(undefined, { anyAnswer: true }),
  'GET /api/orders/:id': anyone(({ other }) => ({ url: `/api/orders/${other.orderId}` })),
  // A paid order answers 409 (nothing to pay again), another account's 404: never a 401 or 403.
  'GET /api/orders/:id/repricing': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/repricing` }),
    {
      anyAnswer: true,
    },
  ),
  'POST /api/orders/:id/pay-again': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/pay-again` }),
    {
      anyAnswer: true,
    },
  ),
  'POST /api/payment-failed': anyone(undefined, { anyAnswer: true }),
  'GET /api/orders/:id/invoice': anyone(({ other }) => ({ url: `/api/orders/${other.orderId}/invoice` })),
  // A part's invoice (decision 023): as the order's, its holder's; the company's part of a paid order here.
  'GET /api/orders/:id/shipments/:shipmentId/invoice': anyone(async ({ other, shipmentOf }) => ({
    url: `/api/orders/${other.orderId}/shipments/${await shipmentOf(other.orderId)}/invoice`,
  })),
  // An advance order's instalments (decision 021): a guest's order is its id holder's, an account's its
  // account's and the admins' (404 to anyone else, never a 401 or 403); see instalments.routes.test.ts.
  'GET /api/orders/:id/instalments': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/instalments` }),
    {
      anyAnswer: true,
    },
  ),
  'GET /api/orders/:id/instalments/:n/upi-qr.svg': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/instalments/1/upi-qr.svg` }),
    { anyAnswer: true },
  ),
  'POST /api/orders/:id/instalments/:n/pay': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/instalments/1/pay` }),
    { anyAnswer: true },
  ),
  'POST /api/orders/:id/instalments/:n/bank-reference': anyone(
    ({ other }) => ({
      url: `/api/orders/${other.orderId}/instalments/1/bank-reference`,
      payload: { method: 'upi', reference: '412345678901' },
    }),
    { anyAnswer: true },
  ),
  'POST /api/orders/:id/cancel': anyone(({ other }) => ({ url: `/api/orders/${other.orderId}/cancel` }), {
    anyAnswer: true,
  }),
  'GET /api/orders/:id/receipt-voucher': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/receipt-voucher` }),
    { anyAnswer: true },
  ),
  'GET /api/orders/:id/refund-voucher': anyone(
    ({ other }) => ({ url: `/api/orders/${other.orderId}/refund-voucher` }),
    { anyAnswer: true },
  ),
  // A shipment of a guest's order, by the order's id as for the order; an account's order needs its
  // account (404 to anyone else, see shipments/fulfilment.routes.test.ts).
  'POST /api/orders/:id/shipments/:shipmentId/cancel': anyone(async ({ freshShipment }) => {
    const { orderId, shipmentId } = await freshShipment();
    return { url: `/api/orders/${orderId}/shipments/${shipmentId}/cancel` };
  }),
  'GET /api/orders/:id/shipments/:shipmentId/credit-note': anyone(async ({ freshShipment }) => {
    const { orderId, shipmentId } = await freshShipment({ cancelled: true });
    return { url: `/api/orders/${orderId}/shipments/${shipmentId}/credit-note` };
  }),

  // Sign-in
  'POST /api/auth/register': anyone(() => ({
    payload: { name: 'Matrix Tester', email: uniqueEmail('register'), password: TEST_PASSWORD },
  })),
  'POST /api/auth/login': anyone(({ other }) => ({
    payload: { email: other.user.email, password: TEST_PASSWORD },
  })),
  'POST /api/admin/login': anyone(undefined, { anyAnswer: true }),
  'POST /api/auth/logout': anyone(),
  'POST /api/auth/forgot-password': anyone(() => ({ payload: { email: uniqueEmail('forgot') } })),
  'POST /api/auth/reset-password': anyone(undefined, { anyAnswer: true }),
  'GET /api/auth/me': signedIn(),
  'POST /api/auth/verify-email': anyone(undefined, { anyAnswer: true }),
  'GET /api/auth/email-verification': signedIn(),
  'POST /api/auth/resend-verification': signedIn(),
  'POST /api/auth/change-password': signedIn(() => ({
    payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
  })),

  // The member's own account
  'GET /api/customer/orders/stats/:email': own(
    ({ self }) => ({ url: `/api/customer/orders/stats/${encodeURIComponent(self.user.email)}` }),
    { adminSeesAll: true },
  ),
  'GET /api/orders': signedIn(),
  'GET /api/account/profile': signedIn(),
  'PATCH /api/account/profile': signedIn(() => ({ payload: validProfile })),
  'GET /api/account/orders/:id': own(({ self }) => ({ url: `/api/account/orders/${self.orderId}` })),
  'GET /api/wishlist': only('customer'),
  'PUT /api/wishlist/:productId': only('customer', () => ({ url: '/api/wishlist/2' })),
  'DELETE /api/wishlist/:productId': only('customer', () => ({ url: '/api/wishlist/2' })),
  'POST /api/wishlist/merge': only('customer', () => ({ payload: { productIds: [2, 3] } })),

  // Admin area
  'GET /api/admin/orders': only('admin'),
  'GET /api/admin/orders/:id': only('admin', ({ other }) => ({ url: `/api/admin/orders/${other.orderId}` })),
  'POST /api/admin/orders/:id/status': only('admin', async ({ freshOrder }) => ({
    url: `/api/admin/orders/${await freshOrder()}/status`,
    payload: { status: 'loading' },
  })),
  'GET /api/admin/instalments': only('admin'),
  'POST /api/admin/instalments/:id/confirm': only('admin', async ({ freshAdvanceInstalment }) => ({
    url: `/api/admin/instalments/${await freshAdvanceInstalment('submitted')}/confirm`,
    payload: {},
  })),
  'POST /api/admin/instalments/:id/refund': only('admin', async ({ freshAdvanceInstalment }) => ({
    url: `/api/admin/instalments/${await freshAdvanceInstalment('refund_pending')}/refund`,
    payload: { reference: 'SBIN0R2026112600001' },
  })),
  'GET /api/admin/outbox': only('admin'),
  'GET /api/admin/tickets': only('admin'),
  'GET /api/admin/tickets/:id/attachment': only('admin', async ({ freshTicket }) => ({
    url: `/api/admin/tickets/${await freshTicket()}/attachment`,
  })),
  'GET /api/admin/audit': only('admin'),
  'GET /api/admin/tickets/:id': only('admin', async ({ freshTicket }) => ({
    url: `/api/admin/tickets/${await freshTicket()}`,
  })),
  'POST /api/admin/tickets/:id/reply': only('admin', async ({ freshTicket }) => ({
    url: `/api/admin/tickets/${await freshTicket()}/reply`,
    payload: { message: 'The replacement sack leaves today.' },
  })),
  'POST /api/admin/tickets/:id/close': only('admin', async ({ freshTicket }) => ({
    url: `/api/admin/tickets/${await freshTicket()}/close`,
  })),
  'GET /api/admin/users': only('admin'),
  'POST /api/admin/users/:id/deactivate': only('admin', async ({ freshUser }) => ({
    url: `/api/admin/users/${await freshUser('active')}/deactivate`,
  })),
  'POST /api/admin/users/:id/reactivate': only('admin', async ({ freshUser }) => ({
    url: `/api/admin/users/${await freshUser('deactivated')}/reactivate`,
  })),
  'GET /api/admin/dashboard': only('admin'),
  'GET /api/admin/payments': only('admin'),
  'GET /api/admin/payments.csv': only('admin'),
  'GET /api/admin/search': only('admin', () => ({ url: '/api/admin/search?q=matrix' })),
  'GET /api/admin/notifications': only('admin'),
  'POST /api/admin/notifications/seen': only('admin'),
  'GET /api/admin/suppliers': only('admin'),
  'GET /api/admin/jobseekers': only('admin'),
  'POST /api/admin/suppliers/:userId/approve': only('admin', async ({ freshSupplier }) => ({
    url: `/api/admin/suppliers/${await freshSupplier()}/approve`,
    payload: {},
  })),
  'POST /api/admin/suppliers/:userId/reject': only('admin', async ({ freshSupplier }) => ({
    url: `/api/admin/suppliers/${await freshSupplier()}/reject`,
    payload: { reason: 'The GST certificate is unreadable.' },
  })),

  // Paid memberships: the form is public, and saves only with the fee's sandbox payment.
  'POST /api/save-supplier': anyone(({ freshRegistration }) => freshRegistration('supplier')),
  'POST /api/save-jobseeker': anyone(({ freshRegistration }) => freshRegistration('jobseeker')),
  'GET /api/members/me': some(['supplier', 'jobseeker']),
  'GET /api/members/documents/:id': memberFile(({ self }) => ({
    url: `/api/members/documents/${self.member?.documentId}`,
  })),
  'GET /api/members/invoices/:id': memberFile(({ self }) => ({
    url: `/api/members/invoices/${self.member?.membershipId}`,
  })),
  'GET /api/supplier/stats': only('supplier'),
  // A supplier's reports: its own sales and payouts only (another's never appear, see supplier-reports.routes.test.ts).
  'GET /api/supplier/reports/:report': only('supplier', () => ({
    url: '/api/supplier/reports/hsn?from=2026-04-01&to=2026-04-30&format=xlsx',
  })),
  'GET /api/supplier/invoice-details': only('supplier'),
  'PUT /api/supplier/invoice-details': only('supplier', () => ({ payload: maharashtraSellerDetails })),

  // Supplier listings: a supplier's own (another supplier's answers 404, see listings.routes.test.ts).
  'GET /api/supplier/products': only('supplier'),
  'POST /api/supplier/products': only('supplier', () => ({ payload: toorDalListing() })),
  'GET /api/supplier/products/:id': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}`,
  })),
  'PATCH /api/supplier/products/:id': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}`,
    payload: { stock: 10 },
  })),
  'POST /api/supplier/products/:id/submit': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}/submit`,
  })),
  'POST /api/supplier/products/:id/pause': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'live')}/pause`,
  })),
  'POST /api/supplier/products/:id/resume': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'paused')}/resume`,
  })),
  'POST /api/supplier/products/:id/archive': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}/archive`,
  })),
  // A listing's photos and documents: the supplier's own (another supplier's answers 404, see
  // listing-files.routes.test.ts); the variants are public, the documents while the listing is on sale.
  'GET /api/supplier/products/:id/files': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}/files`,
  })),
  'POST /api/supplier/products/:id/photos': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}/photos`,
    ...(await fileForm(await testPhoto('png'), 'sack.png')),
  })),
  'PUT /api/supplier/products/:id/photos/order': only('supplier', async ({ self, freshListingFiles }) => {
    const { listingId, photoId } = await freshListingFiles(self.user.id);
    return { url: `/api/supplier/products/${listingId}/photos/order`, payload: { photoIds: [photoId] } };
  }),
  'DELETE /api/supplier/products/:id/photos/:photoId': only(
    'supplier',
    async ({ self, freshListingFiles }) => {
      const { listingId, photoId } = await freshListingFiles(self.user.id);
      return { url: `/api/supplier/products/${listingId}/photos/${photoId}` };
    },
  ),
  'POST /api/supplier/products/:id/documents': only('supplier', async ({ self, freshListing }) => ({
    url: `/api/supplier/products/${await freshListing(self.user.id, 'draft')}/documents`,
    ...(await fileForm(testPdf(), 'lab-report.pdf', 'document')),
  })),
  'GET /api/supplier/products/:id/documents/:documentId': only(
    'supplier',
    async ({ self, freshListingFiles }) => {
      const { listingId, documentId } = await freshListingFiles(self.user.id);
      return { url: `/api/supplier/products/${listingId}/documents/${documentId}` };
    },
  ),
  'DELETE /api/supplier/products/:id/documents/:documentId': only(
    'supplier',
    async ({ self, freshListingFiles }) => {
      const { listingId, documentId } = await freshListingFiles(self.user.id);
      return { url: `/api/supplier/products/${listingId}/documents/${documentId}` };
    },
  ),
  'GET /api/listing-photos/:file': anyone(async ({ self, freshListingFiles }) => ({
    url: `/api/listing-photos/${(await freshListingFiles(self.user.id)).variantFile}`,
  })),
  // A draft's document is not public: the answer is a 404 for everyone, never a 401 or 403.
  'GET /api/listing-documents/:documentId': anyone(
    async ({ self, freshListingFiles }) => ({
      url: `/api/listing-documents/${(await freshListingFiles(self.user.id)).documentId}`,
    }),
    { anyAnswer: true },
  ),
  'POST /api/supplier/products/import': only('supplier', () =>
    listingImportForm(listingsCsv([listingSheetExample])),
  ),
  'GET /api/supplier/products/import/template': only('supplier', () => ({
    url: '/api/supplier/products/import/template?format=csv',
  })),
  'GET /api/supplier/products/export': only('supplier', () => ({
    url: '/api/supplier/products/export?format=xlsx',
  })),
  // A supplier's shipments: its own (another supplier's answers 404, see shipments/fulfilment.routes.test.ts).
  'GET /api/supplier/shipments': only('supplier'),
  'GET /api/supplier/shipments/:id': only('supplier', async ({ self, freshShipment }) => ({
    url: `/api/supplier/shipments/${(await freshShipment({ sellerId: self.user.id })).shipmentId}`,
  })),
  'PATCH /api/supplier/shipments/:id': only('supplier', async ({ self, freshShipment }) => ({
    url: `/api/supplier/shipments/${(await freshShipment({ sellerId: self.user.id })).shipmentId}`,
    payload: { status: 'accepted' },
  })),
  'GET /api/admin/shipments': only('admin'),
  'PATCH /api/admin/shipments/:id': only('admin', async ({ freshShipment }) => ({
    url: `/api/admin/shipments/${(await freshShipment()).shipmentId}`,
    payload: { status: 'accepted' },
  })),
  'GET /api/admin/listings': only('admin', () => ({ url: '/api/admin/listings?status=submitted' })),
  'GET /api/admin/listings/count': only('admin'),
  'POST /api/admin/listings/:id/approve': only('admin', async ({ freshSubmittedListing }) => ({
    url: `/api/admin/listings/${await freshSubmittedListing()}/approve`,
  })),
  'POST /api/admin/listings/:id/reject': only('admin', async ({ freshSubmittedListing }) => ({
    url: `/api/admin/listings/${await freshSubmittedListing()}/reject`,
    payload: { reason: 'The photos show another product.' },
  })),
  // The job board (issue 19): the board is public; the seeker's side is the seeker's own; employers are
  // approved suppliers and admins (for the company), each on its own openings (another's answers 404,
  // see job-board.routes.test.ts).
  'GET /api/jobs': anyone(),
  'GET /api/jobs/live-count': anyone(),
  'GET /api/jobs/:id': anyone(async ({ freshOpening }) => ({
    url: `/api/jobs/${await freshOpening('company')}`,
  })),
  // The matrix's job seeker is verified, so that it may apply.
  'POST /api/jobs/:id/apply': only('jobseeker', async ({ freshOpening }) => ({
    url: `/api/jobs/${await freshOpening('company')}/apply`,
    payload: {},
  })),
  // The token is in the alert's link only.
  'POST /api/job-alerts/unsubscribe': anyone(undefined, { anyAnswer: true }),
  'GET /api/jobseeker/applications': only('jobseeker'),
  'POST /api/jobseeker/applications/:id/withdraw': only('jobseeker', async ({ self, freshApplication }) => ({
    url: `/api/jobseeker/applications/${await freshApplication(self.user)}/withdraw`,
  })),
  'GET /api/jobseeker/profile': only('jobseeker'),
  'PUT /api/jobseeker/profile': only('jobseeker', () => ({
    payload: {
      qualification: '12th',
      experienceYears: 1,
      skills: ['Packing'],
      preferredCities: ['Surat'],
      expectedMonthlySalaryRupees: 12000,
      languages: ['Gujarati'],
      jobAlerts: true,
    },
  })),
  'PUT /api/jobseeker/profile/resume': only('jobseeker', async () => fileForm(testPdf(), 'cv.pdf', 'resume')),
  'GET /api/jobseeker/recommendations': only('jobseeker'),
  'GET /api/jobseeker/stats': only('jobseeker'),
  'GET /api/employer/jobs': some(['supplier', 'admin']),
  'POST /api/employer/jobs': some(['supplier', 'admin'], () => ({
    payload: openingInput({ lastDate: inAMonth() }),
  })),
  'PATCH /api/employer/jobs/:id': some(['supplier', 'admin'], async ({ self, freshOpening }) => ({
    url: `/api/employer/jobs/${await freshOpening(self.user)}`,
    payload: openingInput({ lastDate: inAMonth() }),
  })),
  'POST /api/employer/jobs/:id/close': some(['supplier', 'admin'], async ({ self, freshOpening }) => ({
    url: `/api/employer/jobs/${await freshOpening(self.user)}/close`,
  })),
  'GET /api/employer/jobs/:id/applicants': some(['supplier', 'admin'], async ({ self, freshOpening }) => ({
    url: `/api/employer/jobs/${await freshOpening(self.user)}/applicants`,
  })),
  'PATCH /api/employer/applications/:id': some(['supplier', 'admin'], async ({ self, freshApplication }) => ({
    url: `/api/employer/applications/${await freshApplication(self.user)}`,
    payload: { status: 'viewed' },
  })),
  // A resume sent with an application: the seeker's own, or one sent to the supplier's opening; admins
  // read all; anyone else gets 404, so that its existence stays hidden.
  'GET /api/job-applications/:id/resume': memberFile(async ({ self, freshApplication }) => ({
    url: `/api/job-applications/${await freshApplication(self.user)}/resume`,
  })),
  'GET /api/admin/jobs': only('admin', () => ({ url: '/api/admin/jobs?status=submitted' })),
  'POST /api/admin/jobs/:id/approve': only('admin', async ({ freshSubmittedOpening }) => ({
    url: `/api/admin/jobs/${await freshSubmittedOpening()}/approve`,
  })),
  'POST /api/admin/jobs/:id/reject': only('admin', async ({ freshSubmittedOpening }) => ({
    url: `/api/admin/jobs/${await freshSubmittedOpening()}/reject`,
    payload: { reason: 'Please state the salary.' },
  })),
  'POST /api/admin/jobseekers/:userId/verify': only('admin', async ({ freshJobseeker }) => ({
    url: `/api/admin/jobseekers/${await freshJobseeker()}/verify`,
  })),
  'POST /api/admin/jobseekers/:userId/reject': only('admin', async ({ freshJobseeker }) => ({
    url: `/api/admin/jobseekers/${await freshJobseeker()}/reject`,
    payload: { reason: 'The ID proof is unreadable.' },
  })),

  // Commission and payouts (docs/decisions/023): a supplier's own ledger and invoices (another supplier's
  // month answers 404, see payouts.routes.test.ts); rates and payouts are the admins'.
  'GET /api/supplier/payouts': only('supplier'),
  'GET /api/supplier/commission-invoices': only('supplier'),
  'GET /api/supplier/commission-invoices/:month': only(
    'supplier',
    async ({ self, freshCommissionInvoice }) => ({
      url: `/api/supplier/commission-invoices/${await freshCommissionInvoice(self.user.id)}`,
    }),
  ),
  'GET /api/admin/commission-rates': only('admin'),
  'PUT /api/admin/commission-rates': only('admin', () => ({
    payload: { rates: [{ category: PULSES_SLUG, percent: 5 }] },
  })),
  'GET /api/admin/payouts': only('admin'),
  'POST /api/admin/payouts': only('admin', async ({ freshPayoutRequest }) => ({
    payload: await freshPayoutRequest(),
  })),
};

/** The sample helpers that make their own fresh data, so that no sample changes a shared fixture. */
export function freshData(ctx: TestApp): Omit<SampleContext, 'self' | 'other' | 'freshOrder'> {
  return {
    freshTicket: () => raiseTicketWithAttachment(ctx),
    freshUser: async (state) => {
      const user = await createUser(ctx, 'customer');
      if (state === 'deactivated') {
        await ctx.database.handle.db
          .update(users)
          .set({ deactivatedAt: new Date() })
          .where(eq(users.id, user.id));
      }
      return user.id;
    },
    freshSupplier: async () => (await registerSupplier(ctx, uniqueEmail('pending'))).user.id,
    freshRegistration: (kind) => registrationRequest(ctx, kind, uniqueEmail(kind)),
    freshListing: (sellerId, state) => freshListing(ctx, sellerId, state),
    freshSubmittedListing: () => submittedListing(ctx),
    freshListingFiles: (sellerId) => freshListingFiles(ctx, sellerId),
    freshAdvanceInstalment: (stage) => freshAdvanceInstalment(ctx, stage),
    freshOpening: (employer, status) =>
      freshOpening(ctx, employer === 'company' || employer.role === 'admin' ? null : employer.id, status),
    freshApplication: (self) => freshApplication(ctx, self),
    freshJobseeker: async () => (await registerJobseeker(ctx, uniqueEmail('seeker'))).user.id,
    freshSubmittedOpening: async () =>
      freshOpening(ctx, (await supplierWithToken(ctx, true)).user.id, 'submitted'),
    freshPayoutRequest: () => freshPayoutRequest(ctx),
    freshCommissionInvoice: (sellerId) => freshCommissionInvoice(ctx, sellerId),
    freshShipment: async ({ sellerId, cancelled = false } = {}) => {
      // A line of a store product is enough to fulfil: the steps never read its listing.
      const userId = sellerId ?? (await supplierWithToken(ctx, true)).user.id;
      const shipment = await paidSupplierShipment(ctx, { userId, productId: 2 });
      if (cancelled) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${shipment.orderId}/shipments/${shipment.shipmentId}/cancel`,
        });
        if (res.statusCode !== 200) throw new Error(`cancelling a fresh shipment: ${res.body}`);
      }
      return shipment;
    },
    shipmentOf: async (orderId) => {
      const order = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
      return orderSummarySchema.parse(order.json()).shipments[0]!.id;
    },
  };
}

/** The routes a visitor may not call: every one of them must refuse an ended session too. */
export function protectedRoutes(): [string, Rule][] {
  return Object.entries(accessMatrix).filter(([, rule]) => rule.kind !== 'anyone');
}
