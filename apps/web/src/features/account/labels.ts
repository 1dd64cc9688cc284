import type { AccountStatus, Role } from '@bulk/domain/auth';
import type { OrderStatus } from '@bulk/domain/checkout';

export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  customer: 'Customer',
  supplier: 'Supplier',
  jobseeker: 'Job Seeker',
};

export const accountStatusLabels: Record<AccountStatus, string> = {
  active: 'Active',
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  loading: 'Loading',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO timestamp as the day it happened, in Indian English ('5 Mar 2025'). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
