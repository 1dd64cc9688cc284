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
