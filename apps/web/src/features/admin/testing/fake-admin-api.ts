import type { SessionUser } from '@bulk/domain/auth';
import { canChangeOrderStatus, orderStatusSchema, type OrderSummary } from '@bulk/domain/checkout';
import { buildSessionUser, memberApi } from '#src/testing/auth-factory';
import type { AdminListing } from '@bulk/domain/listings';
import { jsonResponse, type Responder } from '#src/testing/fetch-mock';
import type {
  AdminDashboard,
  AdminNotification,
  AdminUserRow,
  AdminOrderRow,
  AdminPaymentRow,
  AdminSearchResults,
  AuditEntry,
  OrderHistoryEntry,
  OutboxMessage,
  SupportTicket,
} from '@bulk/domain/admin';

// Test helpers only: valid admin API bodies, and a fake of `/api/admin/*` that filters and pages like it.

export function buildAdmin(overrides: Partial<SessionUser> = {}): SessionUser {
  return buildSessionUser({ name: 'Meera Admin', email: 'admin@store.test', role: 'admin', ...overrides });
}

export function buildAdminOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: 'ord_0000000000000000000001',
    number: 'BT-24-000001',
    createdAt: '2025-03-05T10:30:00.000Z',
    email: 'asha@example.in',
    buyer: 'Asha Verma',
    state: 'Madhya Pradesh',
    status: 'paid',
    totalPaise: 5_495_500,
    invoiceNumber: 'INV/2024-25/0001',
    ...overrides,
  };
}

export function buildOutboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 1,
    to: 'asha@example.in',
    subject: 'Your order is confirmed',
    text: 'Dear Asha Verma,\n\nThank you for your order.',
    kind: 'order_confirmation',
    status: 'stored',
    attempts: 0,
    lastError: null,
    createdAt: '2025-03-05T10:32:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

export function buildTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    id: 'TKT-AB12CD34',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    issueType: 'order',
    subject: 'Where is my order?',
    message: 'It has not been dispatched yet.',
    status: 'open',
    attachmentName: null,
    attachmentUrl: null,
    createdAt: '2025-03-06T09:00:00.000Z',
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    adminId: 1,
    action: 'order.status',
    target: 'ord_0000000000000000000001',
    details: { from: 'paid', to: 'loading' },
    at: '2025-03-07T06:00:00.000Z',
    ...overrides,
  };
}

type FakeAdminApi = {
  /** Who `GET /api/auth/me` says is signed in; null answers 401. An admin by default. */
  user?: SessionUser | null;
  orders?: AdminOrderRow[];
  /** The orders `GET /api/admin/orders/:id` knows, with their history; changed by status posts. */
  details?: { order: OrderSummary; history: OrderHistoryEntry[] }[];
  outbox?: OutboxMessage[];
  tickets?: SupportTicket[];
  audit?: AuditEntry[];
  pageSize?: number;
  /** Answers `POST /api/admin/orders/:id/status` instead of the policy check, e.g. a 409. */
  statusAnswer?: () => Response;
  /** What `GET /api/admin/notifications` lists as new until `POST …/seen` empties it. */
  notifications?: AdminNotification[];
  dashboard?: AdminDashboard;
  /** What `GET /api/admin/payments` answers, whatever the filter. */
  payments?: AdminPaymentRow[];
  /** What `GET /api/admin/users` answers, whatever the filter; deactivate and reactivate change them. */
  users?: AdminUserRow[];
  /** What `GET /api/admin/search?q=` finds, whatever the text. */
  searchResults?: AdminSearchResults;
  /** The listings review queue; a decision takes the listing out of it. */
  listings?: AdminListing[];
};

function notFound(message = 'Not found.'): Response {
  return jsonResponse({ code: 'NOT_FOUND', message }, 404);
}

/**
 * A `mockFetch` responder for the admin area: the session (`/api/auth/*`), the orders list with `status`,
 * `q` and `page` as the server applies them, an order and its status changes under the published policy,
 * and the outbox, tickets and audit log.
 */
export function fakeAdminApi({
  user = buildAdmin(),
  orders = [],
  details = [],
  outbox = [],
  tickets = [],
  audit = [],
  pageSize = 25,
  statusAnswer,
  notifications = [],
  dashboard,
  payments = [],
  users = [],
  searchResults = { users: [], orders: [], payments: [] },
  listings = [],
}: FakeAdminApi = {}): Responder {
  let unseen = notifications;
  return memberApi({
    user,
    fallback: (url, init) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const page = Number(searchParams.get('page') ?? 1);
      const slice = <T>(rows: T[]) => rows.slice((page - 1) * pageSize, page * pageSize);

      if (pathname === '/api/admin/orders') {
        const status = searchParams.get('status');
        const q = searchParams.get('q')?.toLowerCase();
        const matching = orders.filter(
          (order) =>
            (!status || order.status === status) &&
            (!q ||
              [order.id, order.email, order.invoiceNumber ?? ''].some((v) => v.toLowerCase().includes(q))),
        );
        return jsonResponse({ orders: slice(matching), total: matching.length, page, pageSize });
      }
      const statusPath = /^\/api\/admin\/orders\/([^/]+)\/status$/.exec(pathname);
      if (statusPath && init?.method === 'POST') {
        if (statusAnswer) return statusAnswer();
        const found = details.find((detail) => detail.order.id === statusPath[1]);
        if (!found) return notFound('There is no such order.');
        const body = JSON.parse(String(init.body)) as { status: string; note?: string };
        const to = orderStatusSchema.parse(body.status);
        if (!canChangeOrderStatus(found.order.status, to)) {
          return jsonResponse(
            { code: 'CONFLICT', message: `An order that is ${found.order.status} cannot become ${to}.` },
            409,
          );
        }
        const at = '2025-03-08T06:00:00.000Z';
        found.order = { ...found.order, status: to };
        found.history = [...found.history, { status: to, note: body.note ?? null, actorId: 1, at }];
        return jsonResponse({ id: found.order.id, status: to, changedAt: at });
      }
      const detailPath = /^\/api\/admin\/orders\/([^/]+)$/.exec(pathname);
      if (detailPath) {
        const found = details.find((detail) => detail.order.id === detailPath[1]);
        return found ? jsonResponse(found) : notFound('There is no such order.');
      }
      if (pathname === '/api/admin/notifications/seen' && init?.method === 'POST') unseen = [];
      if (pathname.startsWith('/api/admin/notifications')) {
        return jsonResponse({ seenAt: null, count: unseen.length, items: unseen });
      }
      if (pathname === '/api/admin/dashboard' && dashboard) return jsonResponse(dashboard);
      if (pathname === '/api/admin/payments') return jsonResponse({ payments, total: payments.length });
      if (pathname === '/api/admin/users') {
        return jsonResponse({ users, total: users.length, page: 1, pageSize });
      }
      const userAction = /^\/api\/admin\/users\/(\d+)\/(deactivate|reactivate)$/.exec(pathname);
      if (userAction && init?.method === 'POST') {
        const index = users.findIndex((row) => row.id === Number(userAction[1]));
        if (index < 0) return notFound('There is no such user.');
        const changed = {
          ...users[index]!,
          deactivatedAt: userAction[2] === 'deactivate' ? '2025-03-08T06:00:00.000Z' : null,
        };
        users = users.map((row, at) => (at === index ? changed : row));
        return jsonResponse(changed);
      }
      const ticketAction = /^\/api\/admin\/tickets\/([^/]+)\/(reply|close)$/.exec(pathname);
      if (ticketAction && init?.method === 'POST') {
        const ticket = tickets.find((row) => row.id === ticketAction[1]);
        if (!ticket) return notFound('There is no such ticket.');
        if (ticketAction[2] === 'close') {
          tickets = tickets.map((row) => (row === ticket ? { ...row, status: 'closed' as const } : row));
          return jsonResponse({ ...ticket, status: 'closed' });
        }
        const { message } = JSON.parse(String(init.body)) as { message: string };
        return jsonResponse({
          id: 1,
          ticketId: ticket.id,
          adminId: 1,
          message,
          at: '2025-03-08T06:00:00.000Z',
        });
      }
      if (pathname === '/api/admin/listings') return jsonResponse({ listings, total: listings.length });
      if (pathname === '/api/admin/listings/count') return jsonResponse({ count: listings.length });
      const listingDecision = /^\/api\/admin\/listings\/(\d+)\/(approve|reject)$/.exec(pathname);
      if (listingDecision && init?.method === 'POST') {
        const listing = listings.find((row) => row.id === Number(listingDecision[1]));
        if (!listing) return notFound('There is no such listing.');
        listings = listings.filter((row) => row !== listing);
        return jsonResponse({ ...listing, status: listingDecision[2] === 'approve' ? 'live' : 'rejected' });
      }
      if (pathname === '/api/admin/search') return jsonResponse(searchResults);
      if (pathname === '/api/admin/outbox') return jsonResponse({ messages: slice(outbox) });
      if (pathname === '/api/admin/tickets') return jsonResponse({ tickets: slice(tickets) });
      if (pathname === '/api/admin/audit') return jsonResponse({ entries: slice(audit) });
      return notFound();
    },
  });
}
