import type { AccountOrder, Profile, ProfileUpdate } from '@bulk/domain/account';
import type { CustomerStats } from '@bulk/domain/auth';
import type { BillingAddress, CheckoutBuyer, OrderStatus, OrderSummary } from '@bulk/domain/checkout';
import type { Database } from '#src/db/client';
import type { PendingWrite } from '#src/db/writes';
import { notFound } from '#src/lib/app-error';
import { findOrder, toOrderSummary } from '#src/modules/orders/orders.repo';
import {
  countOpenTickets,
  countOrdersByStatus,
  findLatestOrderIds,
  findProfile,
  findStatusHistory,
  findUserIdByEmail,
  profileUpdate,
  updateProfile,
} from './customers.repo';

const ACTIVE_STATUSES = ['paid', 'loading', 'dispatched'] as const;
/** The orders a buyer sees in their list: every one but those still waiting for payment. */
const LISTED_STATUSES: OrderStatus[] = ['paid', 'loading', 'dispatched', 'delivered', 'cancelled'];
const LISTED_ORDERS = 100;

export async function getProfile(db: Database, userId: number): Promise<Profile> {
  const profile = await findProfile(db, userId);
  if (!profile) throw notFound('There is no such account.');
  return profile;
}

/** Saves the holder's own details; an empty field is stored as none. */
export async function saveProfile(db: Database, userId: number, update: ProfileUpdate): Promise<Profile> {
  const { name, phone, company, gstin, address, city, state, zip } = update;
  const blankToNull = (value: string) => (value === '' ? null : value);
  const profile = await updateProfile(db, userId, {
    name,
    phone: blankToNull(phone),
    company: blankToNull(company),
    gstin: blankToNull(gstin),
    address: blankToNull(address),
    city: blankToNull(city),
    state: blankToNull(state),
    zip: blankToNull(zip),
  });
  if (!profile) throw notFound('There is no such account.');
  return profile;
}

/**
 * Keeps the business details of a checkout on the buyer's profile, for the next checkout: company,
 * mobile, GSTIN and the billing address. The name the account holder chose stays.
 */
export function rememberBuyerDetails(
  db: Database,
  userId: number,
  details: Pick<CheckoutBuyer, 'company' | 'phone' | 'gstin'> & { billing: BillingAddress },
): PendingWrite {
  const blankToNull = (value: string) => (value === '' ? null : value);
  return profileUpdate(db, userId, {
    phone: details.phone,
    company: blankToNull(details.company),
    gstin: blankToNull(details.gstin),
    address: details.billing.address,
    city: details.billing.city,
    state: details.billing.state,
    zip: details.billing.zip,
  });
}

/** One of the buyer's own orders; another buyer's answers exactly as a missing one does. */
export async function getAccountOrder(db: Database, userId: number, orderId: string): Promise<AccountOrder> {
  const found = await findOrder(db, orderId);
  if (!found || found.order.userId !== userId) throw notFound('There is no such order.');
  const history = await findStatusHistory(db, found.order.id);
  return {
    order: toOrderSummary(found),
    history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** Counts of the account's orders by stage and of its open support tickets; all zero without an account. */
export async function getCustomerStats(db: Database, email: string): Promise<CustomerStats> {
  const ownerId = await findUserIdByEmail(db, email);
  if (ownerId === undefined) return { active: 0, cancelled: 0, delivered: 0, support: 0 };
  const rows = await countOrdersByStatus(db, ownerId);
  const of = (statuses: readonly string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
  return {
    active: of(ACTIVE_STATUSES),
    cancelled: of(['cancelled']),
    delivered: of(['delivered']),
    support: await countOpenTickets(db, ownerId),
  };
}

/** The buyer's latest paid orders, newest first. */
export async function listAccountOrders(db: Database, userId: number): Promise<{ orders: OrderSummary[] }> {
  const ids = await findLatestOrderIds(db, userId, LISTED_STATUSES, LISTED_ORDERS);
  const found = await Promise.all(ids.map((id) => findOrder(db, id)));
  return { orders: found.flatMap((order) => (order ? [toOrderSummary(order)] : [])) };
}
