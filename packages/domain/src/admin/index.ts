import { z } from 'zod';
import { accountStatuses, roles } from '../auth';
import { orderStatusSchema, orderSummarySchema } from '../checkout';
import { ticketIssueTypes } from '../engagement';
import { isoDaySchema } from '../lib/iso-day';

// The requests and answers of `/api/admin/*` (apps/server/src/modules/admin/): the server validates with
// them and the web app parses every admin answer with them, so a drift fails loudly.

/** `GET /api/admin/orders` and `GET /api/admin/outbox|tickets|audit` pages hold at most this many rows. */
export const ADMIN_PAGE_SIZE = 25;

/** `GET /api/admin/orders?status=&q=&page=`: a status, and text found in the id, email or invoice number. */
export const adminOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** One row of `GET /api/admin/orders`: the buyer and state come from the order's shipping address. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  /** The order number (`BT-26-000123`), shown in place of the id. */
  number: z.string(),
  createdAt: z.string(),
  email: z.string(),
  buyer: z.string(),
  state: z.string(),
  status: orderStatusSchema,
  totalPaise: z.number().int(),
  invoiceNumber: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** `GET /api/admin/orders?status=&q=&page=`: one page, newest first, and the count of every match. */
export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderRowSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** A step of an order's life; `actorId` is the admin who made it, null for the store's own steps. */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  note: z.string().nullable(),
  actorId: z.number().int().nullable(),
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** `GET /api/admin/orders/:id`. */
export const adminOrderDetailSchema = z.object({
  order: orderSummarySchema,
  history: z.array(orderHistoryEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** `POST /api/admin/orders/:id/status`. */
export const orderStatusChangeResponseSchema = z.object({
  id: z.string(),
  status: orderStatusSchema,
  changedAt: z.string(),
});

export const outboxStatuses = ['pending', 'sent', 'failed', 'stored'] as const;

/** One email of the outbox; `stored` means it waits for an admin to read it here (no SMTP configured). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/admin/outbox?page=`: newest first. */
export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });

export const ticketStatuses = ['open', 'closed'] as const;

export const supportTicketSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string(),
  issueType: z.enum(ticketIssueTypes),
  subject: z.string(),
  message: z.string(),
  status: z.enum(ticketStatuses),
  attachmentName: z.string().nullable(),
  /** Where an admin opens the attachment (`GET /api/admin/tickets/:id/attachment`); null without one. */
  attachmentUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** `GET /api/admin/tickets?page=`: newest first. */
export const ticketListSchema = z.object({ tickets: z.array(supportTicketSchema) });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit?page=`: newest first. */
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

/** A ticket id in a path. */
export const ticketIdParamsSchema = z.strictObject({
  id: z.string().regex(/^TKT-[0-9A-F]{10}$/, 'Must be a ticket id.'),
});

/** `POST /api/admin/tickets/:id/reply`: stored and mailed to the requester. */
export const ticketReplyRequestSchema = z.strictObject({
  message: z.string().trim().min(1, 'Please write a reply.').max(5000, 'At most 5000 characters.'),
});
export type TicketReplyRequest = z.input<typeof ticketReplyRequestSchema>;

export const ticketReplySchema = z.object({
  id: z.number().int(),
  ticketId: z.string(),
  adminId: z.number().int(),
  message: z.string(),
  at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** `GET /api/admin/tickets/:id`: the ticket and the admins' replies, oldest first. */
export const ticketDetailSchema = z.object({
  ticket: supportTicketSchema,
  replies: z.array(ticketReplySchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

// Users

/** The filter of the users table: an account is deactivated, or else in one of its statuses. */
export const adminUserStates = [...accountStatuses, 'deactivated'] as const;
export type AdminUserState = (typeof adminUserStates)[number];
export const adminUserSorts = ['joined', 'name', 'email', 'id'] as const;

/** `GET /api/admin/users?q=&role=&state=&sort=&dir=&page=`. */
export const adminUserListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  state: z.enum(adminUserStates).optional(),
  sort: z.enum(adminUserSorts).default('joined'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  status: z.enum(accountStatuses),
  deactivatedAt: z.string().nullable(),
  joined: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const userIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

// Dashboard

export const DASHBOARD_DAYS = 30;

/** One day (India time) of the dashboard chart: paid revenue and orders placed and paid. */
export const dashboardDaySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  revenuePaise: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * `GET /api/admin/dashboard`: revenue is every captured payment (orders and membership fees) in India
 * time; new job seekers are those registered in the last 30 days.
 */
export const adminDashboardSchema = z.object({
  revenueTodayPaise: z.number().int().nonnegative(),
  revenueMonthPaise: z.number().int().nonnegative(),
  ordersByStatus: z.record(orderStatusSchema, z.number().int().nonnegative()),
  suppliersPending: z.number().int().nonnegative(),
  newJobseekers: z.number().int().nonnegative(),
  openTickets: z.number().int().nonnegative(),
  days: z.array(dashboardDaySchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// Payments

export const paymentKinds = ['supplier', 'jobseeker', 'order'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
/** The prefix of a payment's id in the admin list: S- supplier fee, J- job seeker fee, O- order. */
export const paymentIdPrefixes: Readonly<Record<PaymentKind, string>> = {
  supplier: 'S-',
  jobseeker: 'J-',
  order: 'O-',
};

/** `GET /api/admin/payments` and `/api/admin/payments.csv`: newest first; days are India time, inclusive. */
export const adminPaymentQuerySchema = z.strictObject({
  kind: z.enum(paymentKinds).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminPaymentQuery = z.input<typeof adminPaymentQuerySchema>;

/**
 * What became of a captured payment: `applied` to what it paid for, or an orphan (its order was
 * cancelled or already paid) refunded through the gateway: `refund_pending`, `refunded`, or
 * `refund_failed`, which an admin must refund by hand.
 */
export const paymentDispositions = ['applied', 'refund_pending', 'refunded', 'refund_failed'] as const;
export type PaymentDisposition = (typeof paymentDispositions)[number];

export const adminPaymentRowSchema = z.object({
  /** The list's id: the kind's prefix and the payment's number (`S-12`). */
  id: z.string(),
  kind: z.enum(paymentKinds),
  payer: z.string(),
  email: z.string(),
  amountPaise: z.number().int(),
  gatewayPaymentId: z.string(),
  gatewayOrderId: z.string(),
  /** The order (`ord_…`) or the membership purchase (`mem_…`) it paid for, or was made for (an orphan). */
  reference: z.string(),
  /** The order's number (`BT-26-000123`) when it paid for an order: what the list shows for it. */
  orderNumber: z.string().nullable(),
  disposition: z.enum(paymentDispositions),
  paidAt: z.string(),
});
export type AdminPaymentRow = z.infer<typeof adminPaymentRowSchema>;

/** At most this many payments are listed at once; the CSV export holds every match. */
export const ADMIN_PAYMENTS_LIMIT = 500;
export const adminPaymentListSchema = z.object({
  payments: z.array(adminPaymentRowSchema),
  total: z.number().int().nonnegative(),
});

// Search and notifications

/** `GET /api/admin/search?q=`: users by name or email, orders by id or email, payments by gateway id. */
export const adminSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 characters.').max(100),
});
export const adminSearchResultsSchema = z.object({
  users: z.array(adminUserRowSchema.pick({ id: true, name: true, email: true, role: true })),
  orders: z.array(
    z.object({ id: z.string(), number: z.string(), email: z.string(), status: orderStatusSchema }),
  ),
  payments: z.array(
    adminPaymentRowSchema.pick({
      id: true,
      kind: true,
      gatewayPaymentId: true,
      reference: true,
      orderNumber: true,
    }),
  ),
});
export type AdminSearchResults = z.infer<typeof adminSearchResultsSchema>;

export const notificationKinds = ['registration', 'order', 'ticket'] as const;
export const adminNotificationSchema = z.object({
  kind: z.enum(notificationKinds),
  /** The new user's email, the order id or the ticket id. */
  target: z.string(),
  title: z.string(),
  at: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** `GET /api/admin/notifications`: what came since this admin last marked them seen (at most 20 listed). */
export const adminNotificationsSchema = z.object({
  seenAt: z.string().nullable(),
  count: z.number().int().nonnegative(),
  items: z.array(adminNotificationSchema),
});
export type AdminNotifications = z.infer<typeof adminNotificationsSchema>;
