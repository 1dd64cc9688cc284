import { formatMoney } from '@bulk/domain/currency';
import { indiaDate } from '@bulk/domain/job-board';
import type {
  AdminPayouts,
  AdminPayoutsQuery,
  CommissionRates,
  CommissionRatesRequest,
  PayoutBalance,
  PayoutRequest,
  SupplierPayouts,
} from '@bulk/domain/payouts';
import { DEFAULT_COMMISSION_BPS, MAX_COMMISSION_BPS } from '@bulk/domain/shipments';
import type { Database } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { AppError } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import { payoutRecordedEmail, type PayoutMailSettings } from './payouts-mail';
import { payoutBalancesCsv, payoutsCsv } from './payouts-csv';
import {
  categoriesWithRates,
  clearCommissionRate,
  insertPayout,
  ledgerTotals,
  lockSupplier,
  payoutsRecorded,
  setCommissionRate,
  settledShipmentsOf,
  supplierNames,
  utrRecorded,
} from './payouts.repo';

/** Every category with its commission rate: its own, or the default. */
export async function commissionRates(db: Database): Promise<CommissionRates> {
  const rows = await categoriesWithRates(db);
  return {
    defaultRateBps: DEFAULT_COMMISSION_BPS,
    maxRateBps: MAX_COMMISSION_BPS,
    categories: rows.map((row) => ({
      categoryId: row.categoryId,
      slug: row.slug,
      name: row.name,
      rateBps: row.rateBps ?? DEFAULT_COMMISSION_BPS,
      custom: row.rateBps !== null,
      updatedAt: row.updatedAt?.toISOString() ?? null,
    })),
  };
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/**
 * Sets the commission of the categories named (by id or slug; null returns one to the default), all or
 * nothing, audited. Shipments delivered from now on settle at these rates; settled ones keep theirs.
 */
export async function updateCommissionRates(
  db: Database,
  admin: { id: number; at: Date },
  request: CommissionRatesRequest,
): Promise<CommissionRates> {
  const known = await categoriesWithRates(db);
  const seen = new Set<number>();
  const changes = request.rates.map((entry, index) => {
    const category = known.find((row) =>
      typeof entry.category === 'number' ? row.categoryId === entry.category : row.slug === entry.category,
    );
    const field = `rates.${index}.category`;
    if (!category) throw invalid(field, `There is no category ${entry.category}.`);
    if (seen.has(category.categoryId)) throw invalid(field, `${category.name} is named twice.`);
    seen.add(category.categoryId);
    return { category, rateBps: entry.rateBps };
  });
  await db.transaction(async (tx) => {
    for (const { category, rateBps } of changes) {
      if (rateBps === null) await clearCommissionRate(tx, category.categoryId);
      else {
        await setCommissionRate(tx, {
          categoryId: category.categoryId,
          rateBps,
          updatedBy: admin.id,
          updatedAt: admin.at,
        });
      }
    }
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'commission_rates.update',
      target: 'commission_rates',
      details: {
        changes: changes.map(({ category, rateBps }) => ({
          category: category.slug,
          fromBps: category.rateBps ?? DEFAULT_COMMISSION_BPS,
          toBps: rateBps ?? DEFAULT_COMMISSION_BPS,
        })),
      },
      at: admin.at,
    });
  });
  return commissionRates(db);
}

const balanceOf = (totals: { earnedPaise: number; paidPaise: number } | undefined): PayoutBalance => {
  const earnedPaise = totals?.earnedPaise ?? 0;
  const paidPaise = totals?.paidPaise ?? 0;
  return { earnedPaise, paidPaise, pendingPaise: earnedPaise - paidPaise };
};

const payoutView = (row: {
  id: number;
  amountPaise: number;
  utr: string;
  paidOn: string;
  note: string | null;
}) => ({
  id: row.id,
  amountPaise: row.amountPaise,
  utr: row.utr,
  paidOn: row.paidOn,
  note: row.note,
});

/** The supplier's own ledger: earned, paid and pending, its settled shipments and the payouts it received. */
export async function supplierPayouts(db: Database, sellerId: number): Promise<SupplierPayouts> {
  const [totals, shipments, payouts] = await Promise.all([
    ledgerTotals(db, sellerId),
    settledShipmentsOf(db, sellerId),
    payoutsRecorded(db, sellerId),
  ]);
  return {
    ...balanceOf(totals.get(sellerId)),
    shipments: shipments.map((row) => ({
      shipmentId: row.shipmentId,
      orderNumber: row.orderNumber,
      deliveredAt: row.deliveredAt!.toISOString(),
      totalPaise: row.totalPaise,
      commissionPaise: row.commissionPaise!,
      commissionGstPaise: row.commissionGstPaise!,
      payoutPaise: row.payoutPaise!,
    })),
    payouts: payouts.map(payoutView),
  };
}

/** Every supplier with money earned or paid (most pending first) and every payout recorded. */
export async function adminPayouts(db: Database): Promise<AdminPayouts> {
  const [totals, payouts] = await Promise.all([ledgerTotals(db), payoutsRecorded(db)]);
  const names = new Map(
    (await supplierNames(db, [...totals.keys()])).map((row) => [row.sellerId, row] as const),
  );
  const nameOf = (sellerId: number) => {
    const found = names.get(sellerId);
    return { businessName: found?.businessName ?? found?.name ?? '', email: found?.email ?? '' };
  };
  return {
    suppliers: [...totals.entries()]
      .map(([sellerId, entry]) => ({ sellerId, ...nameOf(sellerId), ...balanceOf(entry) }))
      .sort((a, b) => b.pendingPaise - a.pendingPaise || a.businessName.localeCompare(b.businessName)),
    payouts: payouts.map((row) => ({
      ...payoutView(row),
      sellerId: row.sellerId,
      businessName: nameOf(row.sellerId).businessName,
      recordedBy: row.recordedBy,
      recordedAt: row.recordedAt.toISOString(),
    })),
  };
}

/** The admin payouts page's table as CSV: the balances per supplier or the payouts recorded. */
export async function adminPayoutsCsv(db: Database, rows: AdminPayoutsQuery['rows']): Promise<string> {
  const ledger = await adminPayouts(db);
  return rows === 'payouts' ? payoutsCsv(ledger.payouts) : payoutBalancesCsv(ledger.suppliers);
}

const UTR_USED = 'This UTR is already recorded for a payout.';
const utrUsed = () => new AppError('CONFLICT', UTR_USED, [{ field: 'utr', message: UTR_USED }]);

/**
 * Records money paid to a supplier: at most what is pending (409 naming `amountPaise`), a UTR once only
 * (409 naming `utr`, also when two admins record it at once: the unique key decides), not dated after today
 * in India. Payouts to one supplier are recorded one at a time (its row locked), audited, and the supplier
 * is emailed, all in one transaction.
 */
export async function recordPayout(
  db: Database,
  mail: PayoutMailSettings,
  admin: { id: number; name: string; at: Date },
  request: PayoutRequest,
) {
  if (request.paidOn > indiaDate(admin.at))
    throw invalid('paidOn', 'The transfer cannot be dated after today.');
  try {
    return await db.transaction(async (tx) => {
      const supplier = await lockSupplier(tx, request.sellerId);
      if (!supplier) {
        const message = 'There is no such supplier.';
        throw new AppError('NOT_FOUND', message, [{ field: 'sellerId', message }]);
      }
      if (await utrRecorded(tx, request.utr)) throw utrUsed();
      const before = balanceOf((await ledgerTotals(tx, supplier.id)).get(supplier.id));
      if (request.amountPaise > before.pendingPaise) {
        const message = `At most ${formatMoney(Math.max(0, before.pendingPaise), 'INR')} is pending for this supplier.`;
        throw new AppError('CONFLICT', message, [{ field: 'amountPaise', message }]);
      }
      const payout = await insertPayout(tx, {
        sellerId: supplier.id,
        amountPaise: request.amountPaise,
        utr: request.utr,
        paidOn: request.paidOn,
        note: request.note || null,
        recordedBy: admin.id,
        createdAt: admin.at,
      });
      const balance = {
        ...before,
        paidPaise: before.paidPaise + payout.amountPaise,
        pendingPaise: before.pendingPaise - payout.amountPaise,
      };
      await recordAudit(tx, {
        adminId: admin.id,
        action: 'payout.record',
        target: String(supplier.id),
        details: {
          payoutId: payout.id,
          amountPaise: payout.amountPaise,
          utr: payout.utr,
          paidOn: payout.paidOn,
        },
        at: admin.at,
      });
      await enqueueMail(tx, payoutRecordedEmail(supplier, payout, balance, mail), mail);
      return {
        ...payoutView(payout),
        sellerId: supplier.id,
        businessName: supplier.businessName,
        recordedBy: admin.name,
        recordedAt: payout.createdAt.toISOString(),
        balance,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payouts_utr_unique')) throw utrUsed();
    throw error;
  }
}
