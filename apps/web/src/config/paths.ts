import type { SupplierReportName } from '@bulk/domain/supplier-reports';

/** Every route of the site, so links and the router agree on one spelling. */
export const paths = {
  home: '/',
  about: '/about',
  blog: '/blog',
  contact: '/contact',
  products: '/products',
  staples: '/staples',
  product: '/product/:id',
  supplier: '/suppliers/:slug',
  certificates: '/certificates',
  jobs: '/jobs',
  job: '/jobs/:id',
  jobAlertsUnsubscribe: '/job-alerts/unsubscribe',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  verifyEmail: '/verify-email/:token',
  registerSupplier: '/register-supplier',
  registerJob: '/register-job',
  cart: '/cart',
  checkout: '/checkout',
  search: '/search',
  thankYou: '/thank-you',
  paymentFailed: '/payment-failed',
  /** An order's payments: an advance order's instalments, bank details, UPI code and vouchers. */
  orderPayments: '/orders/:id',
  documents: '/documents',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  paymentTerms: '/payment-terms',
  refundCancellationPolicy: '/refund-cancellation-policy',
  shippingPolicy: '/shipping-policy',
  supplierPolicy: '/supplier-policy',
  jobSeekerPolicy: '/job-seeker-policy',
  customerDashboard: '/dashboard/customer',
  supplierDashboard: '/dashboard/supplier',
  jobSeekerDashboard: '/dashboard/job-seeker',
  /** The role value is `jobseeker`; this spelling redirects to the job seeker dashboard. */
  jobSeekerDashboardAlias: '/dashboard/jobseeker',
  accountOrders: '/dashboard/orders',
  accountOrder: '/dashboard/orders/:id',
  accountInvoices: '/dashboard/invoices',
  accountWishlist: '/dashboard/wishlist',
  accountProfile: '/dashboard/profile',
  accountChangePassword: '/dashboard/change-password',
  supplierProducts: '/dashboard/products',
  supplierProductNew: '/dashboard/products/new',
  supplierProduct: '/dashboard/products/:id',
  supplierPayments: '/dashboard/payments',
  supplierReports: '/dashboard/reports',
  supplierSettings: '/dashboard/settings',
  supplierPayouts: '/dashboard/payouts',
  /** The legal name, GSTIN and address a supplier's invoices carry: its products can be ordered once given. */
  supplierInvoiceDetails: '/dashboard/invoice-details',
  jobseekerPaymentStatus: '/dashboard/payment-status',
  jobseekerJobs: '/dashboard/jobs',
  jobseekerRecommendations: '/dashboard/recommendations',
  jobseekerSupport: '/dashboard/support',
  employerOpenings: '/dashboard/openings',
  employerOpeningNew: '/dashboard/openings/new',
  employerOpening: '/dashboard/openings/:id',
  employerApplicants: '/dashboard/openings/:id/applicants',
  notFound: '/404',
  adminLogin: '/admin/login',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminJobseekers: '/admin/jobseekers',
  adminSuppliers: '/admin/suppliers',
  adminListings: '/admin/listings',
  adminJobs: '/admin/jobs',
  adminJobNew: '/admin/jobs/new',
  adminJob: '/admin/jobs/:id',
  adminJobApplicants: '/admin/jobs/:id/applicants',
  adminPayments: '/admin/payments',
  adminPayouts: '/admin/payouts',
  adminCommission: '/admin/commission',
  adminOrders: '/admin/orders',
  adminInstalments: '/admin/instalments',
  adminShipments: '/admin/shipments',
  adminOrder: '/admin/orders/:id',
  adminTickets: '/admin/tickets',
  adminOutbox: '/admin/outbox',
  adminAudit: '/admin/audit',
} as const;

export function productPath(id: number): string {
  return `/product/${id}`;
}

/** A supplier's public page. */
export function supplierPath(slug: string): string {
  return `/suppliers/${encodeURIComponent(slug)}`;
}

/** A supplier's own listing, to edit. */
export function supplierProductPath(id: number): string {
  return `/dashboard/products/${id}`;
}

/** One of the signed-in customer's orders. */
export function accountOrderPath(id: string): string {
  return `/dashboard/orders/${encodeURIComponent(id)}`;
}

/** An order's page in the admin area. */
export function adminOrderPath(id: string): string {
  return `/admin/orders/${encodeURIComponent(id)}`;
}

/** The signed-in supplier's listings as a spreadsheet, a download the session cookie opens ('Download Excel'). */
export function supplierListingsExportUrl(format: 'csv' | 'xlsx'): string {
  return `/api/supplier/products/export?format=${format}`;
}

/** The signed-in supplier's commission invoice of a month ('2026-11') as a PDF. */
export function commissionInvoiceUrl(month: string): string {
  return `/api/supplier/commission-invoices/${month}`;
}

/** A table of the admin payouts page as CSV: the suppliers' balances or the payouts recorded. */
export function adminPayoutsCsvUrl(rows: 'balances' | 'payouts'): string {
  return `/api/admin/payouts?format=csv&rows=${rows}`;
}

/** One of the supplier's reports on its reports page (this month so far). */
export function supplierReportPath(report: SupplierReportName): string {
  return `/dashboard/reports?report=${report}`;
}

/** A job opening's public page. */
export function jobPath(id: number): string {
  return `/jobs/${id}`;
}

/** Where an employer edits an opening: the supplier's dashboard, or the admin area for the company's. */
export function openingEditPath(area: 'supplier' | 'admin', id: number): string {
  return area === 'admin' ? `/admin/jobs/${id}` : `/dashboard/openings/${id}`;
}

/** The applicants of an employer's opening, in the supplier's dashboard or the admin area. */
export function openingApplicantsPath(area: 'supplier' | 'admin', id: number): string {
  return `${openingEditPath(area, id)}/applicants`;
}
