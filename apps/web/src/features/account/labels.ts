import type { ParseKeys } from 'i18next';
import type { AccountStatus, Role } from '@bulk/domain/auth';
import type { OrderStatus } from '@bulk/domain/checkout';

// Translation keys of the labels; components show them with `t()`.
export const roleLabels = {
  admin: 'labels.role.admin',
  customer: 'labels.role.customer',
  supplier: 'labels.role.supplier',
  jobseeker: 'labels.role.jobseeker',
} as const satisfies Record<Role, ParseKeys>;

export const accountStatusLabels = {
  active: 'labels.status.active',
  pending: 'labels.status.pending',
  approved: 'labels.status.approved',
  rejected: 'labels.status.rejected',
} as const satisfies Record<AccountStatus, ParseKeys>;

export const orderStatusLabels = {
  pending: 'labels.order.pending',
  paid: 'labels.order.paid',
  loading: 'labels.order.loading',
  dispatched: 'labels.order.dispatched',
  delivered: 'labels.order.delivered',
  cancelled: 'labels.order.cancelled',
  failed: 'labels.order.failed',
  expired: 'labels.order.expired',
} as const satisfies Record<OrderStatus, ParseKeys>;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** An ISO timestamp as the day it happened, in Indian English ('5 Mar 2025'). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO timestamp as a day and time ('5 Mar 2025, 4:02 pm'): the moments of an order's history. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
