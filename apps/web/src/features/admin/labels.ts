import type { OrderStatus } from '@bulk/domain/checkout';
import type { AdminUserState, PaymentDisposition, PaymentKind, SupportTicket } from '@bulk/domain/admin';
import type { Role } from '@bulk/domain/auth';

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  loading: 'Loading',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
  expired: 'Expired (not paid)',
};

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  customer: 'Customer',
  supplier: 'Supplier',
  jobseeker: 'Job Seeker',
};

export const userStateLabels: Record<AdminUserState, string> = {
  active: 'Active',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
};

export const paymentKindLabels: Record<PaymentKind, string> = {
  supplier: 'Supplier fee',
  jobseeker: 'Job seeker fee',
  order: 'Order',
};

/** An orphan payment's refund (it paid nothing); an applied payment shows no label. */
export const paymentDispositionLabels: Record<Exclude<PaymentDisposition, 'applied'>, string> = {
  refund_pending: 'Paid nothing: refund pending',
  refunded: 'Paid nothing: refunded',
  refund_failed: 'Paid nothing: refund failed, refund it by hand',
};

export const issueTypeLabels: Record<SupportTicket['issueType'], string> = {
  general: 'General',
  technical: 'Technical',
  order: 'Order',
  other: 'Other',
};

// Admins work in India: times are shown in India time whatever the browser's zone.
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An ISO timestamp as date and India time ('5 Mar 2025, 04:00 pm'); an unreadable one as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
