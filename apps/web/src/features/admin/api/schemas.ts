import { orderStatusSchema, orderSummarySchema } from '@bulk/domain/checkout';
import { ticketIssueTypes } from '@bulk/domain/engagement';
import { z } from 'zod';

// The answers of `/api/admin/*` (apps/server/src/modules/admin/admin.routes.ts). They belong in
// `@bulk/domain` beside the request schemas the server already takes from there; until they move, the
// web app parses every admin answer with these, so a drift fails loudly here rather than in a table.

/** `GET /api/admin/orders` and `GET /api/admin/outbox|tickets|audit` pages hold at most this many rows. */
export const ADMIN_PAGE_SIZE = 25;

/** One row of `GET /api/admin/orders`: the buyer and state come from the order's shipping address. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
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
