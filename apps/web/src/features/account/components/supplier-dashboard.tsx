import { formatMoney } from '@bulk/domain/currency';
import { MEMBERSHIP_FEE_PAISE, type MemberProfile } from '@bulk/domain/memberships';
import type { SupplierStats } from '@bulk/domain/supplier-reports';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, supplierListingsExportUrl, supplierReportPath } from '#src/config/paths';
import { useMemberProfile, useSupplierStats } from '../api/get-member-dashboard';
import { formatDate } from '#src/lib/date-format';

/** Each figure, how it reads (money in rupees, or a count), and the link to where it is acted on. */
const statCards: readonly {
  key: keyof SupplierStats;
  label: ParseKeys;
  money: boolean;
  to: string;
  action: ParseKeys;
}[] = [
  {
    key: 'salesToday',
    label: 'account.supplier.stats.salesToday',
    money: true,
    to: supplierReportPath('sales'),
    action: 'account.supplier.statLinks.salesToday',
  },
  {
    key: 'newOrders',
    label: 'account.supplier.stats.newOrders',
    money: false,
    to: paths.accountOrders,
    action: 'account.supplier.statLinks.newOrders',
  },
  {
    key: 'lowStock',
    label: 'account.supplier.stats.lowStock',
    money: false,
    to: paths.supplierProducts,
    action: 'account.supplier.statLinks.lowStock',
  },
  {
    key: 'pendingPayments',
    label: 'account.supplier.stats.pendingPayments',
    money: true,
    to: paths.supplierPayouts,
    action: 'account.supplier.statLinks.pendingPayments',
  },
];

const approvalLabels = {
  pending: 'account.supplier.approval.pending',
  approved: 'account.supplier.approval.approved',
  rejected: 'account.supplier.approval.rejected',
} as const satisfies Record<string, ParseKeys>;

function SupplierStatsCards() {
  const { t } = useTranslation();
  const stats = useSupplierStats();
  if (stats.isPending) return <p role="status">{t('account.stats.loading')}</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.supplier.statsFailed')}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {statCards.map((card) => (
        <div key={card.key} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-stone-700">{t(card.label)}</dt>
          <dd className="mt-2 text-2xl font-bold break-words text-leaf-800 sm:text-3xl">
            {card.money ? formatMoney(stats.data[card.key], 'INR') : stats.data[card.key]}
          </dd>
          <dd className="mt-2 text-sm">
            <Link to={card.to} className="font-semibold text-saffron-800 underline">
              {t(card.action)}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Paying the renewal needs the checkout, which the page composing this dashboard brings. */
export interface MembershipRenewal {
  renew: (supplier: RenewingSupplier) => void;
  processing: boolean;
}

type SupplierProfile = Extract<MemberProfile, { kind: 'supplier' }>;
/** Who pays, prefilled in the payment window. */
export type RenewingSupplier = Pick<SupplierProfile, 'email' | 'contactPerson' | 'mobile'>;

/**
 * The membership's year as the server counts it: before the approval, that it starts then; while it
 * runs, its end and the days left; in grace and after the lapse, what happens to the listings; and the
 * renew button whenever renewal is open.
 */
function MembershipYear({ supplier, renewal }: { supplier: SupplierProfile; renewal: MembershipRenewal }) {
  const { t } = useTranslation();
  const { membership, validUntil } = supplier;
  if (membership.phase === 'awaitingApproval' || !validUntil) {
    return (
      <>
        <dt className="font-medium">{t('account.supplier.membership.label')}</dt>
        <dd data-testid="membership-year">{t('account.supplier.membership.startsAtApproval')}</dd>
      </>
    );
  }
  const notice =
    membership.phase === 'grace'
      ? t('account.supplier.membership.grace', {
          end: formatDate(validUntil),
          graceEnd: formatDate(membership.graceEndsAt ?? validUntil),
        })
      : membership.phase === 'lapsed'
        ? t('account.supplier.membership.lapsed')
        : null;
  return (
    <>
      <dt className="font-medium">{t('account.supplier.validUntil')}</dt>
      <dd data-testid="membership-year">{formatDate(validUntil)}</dd>
      {membership.phase === 'running' ? (
        <>
          <dt className="font-medium">{t('account.supplier.membership.daysLeft')}</dt>
          <dd data-testid="days-left">{membership.daysLeft}</dd>
        </>
      ) : null}
      <dd className="sm:col-span-2">
        {notice ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
            {notice}
          </p>
        ) : null}
        {membership.renewalOpen ? (
          <button
            type="button"
            className="btn-primary mt-3"
            onClick={() => renewal.renew(supplier)}
            disabled={renewal.processing}
            aria-busy={renewal.processing}
          >
            {renewal.processing
              ? t('account.supplier.membership.renewing')
              : t('account.supplier.membership.renew', {
                  amount: formatMoney(MEMBERSHIP_FEE_PAISE.supplier, 'INR'),
                })}
          </button>
        ) : membership.renewalOpensAt ? (
          <p className="text-sm text-stone-700">
            {t('account.supplier.membership.renewalOpens', { date: formatDate(membership.renewalOpensAt) })}
          </p>
        ) : null}
      </dd>
    </>
  );
}

/** Where the supplier's registration stands: the admin's decision and the membership's year. */
function ApprovalStatus({ renewal }: { renewal: MembershipRenewal }) {
  const { t } = useTranslation();
  const profile = useMemberProfile();
  if (profile.isPending) return <p role="status">{t('account.member.loadingRegistration')}</p>;
  if (profile.isError || profile.data.kind !== 'supplier') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.member.registrationFailed')}
      </p>
    );
  }
  const supplier = profile.data;
  return (
    <section
      aria-labelledby="supplier-approval"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="supplier-approval" className="text-xl font-semibold text-leaf-800">
        {supplier.businessName}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('account.supplier.approvalStatus')}</dt>
        <dd>
          <strong data-testid="approval-status">{t(approvalLabels[supplier.status])}</strong>
          {supplier.decidedAt
            ? ` ${t('account.supplier.since', { date: formatDate(supplier.decidedAt) })}`
            : null}
        </dd>
        {supplier.status === 'rejected' && supplier.rejectionReason ? (
          <>
            <dt className="font-medium">{t('account.supplier.reason')}</dt>
            <dd>{supplier.rejectionReason}</dd>
          </>
        ) : null}
        <MembershipYear supplier={supplier} renewal={renewal} />
        <dt className="font-medium">{t('account.supplier.categories')}</dt>
        <dd>{supplier.categories.join(', ')}</dd>
      </dl>
      <p className="mt-3 text-stone-700">
        {supplier.status === 'pending'
          ? t('account.supplier.pendingNote')
          : supplier.status === 'approved'
            ? t('account.supplier.approvedNote')
            : t('account.supplier.rejectedNote')}
      </p>
    </section>
  );
}

const sections: readonly { to: string; label: ParseKeys; text: ParseKeys }[] = [
  { to: paths.accountOrders, label: 'account.links.orders', text: 'account.supplier.ordersText' },
  { to: paths.supplierProducts, label: 'account.links.products', text: 'account.supplier.productsText' },
  { to: paths.supplierPayments, label: 'account.links.payments', text: 'account.supplier.paymentsText' },
  { to: paths.supplierReports, label: 'account.links.reports', text: 'account.supplier.reportsText' },
  {
    to: paths.supplierInvoiceDetails,
    label: 'account.links.invoiceDetails',
    text: 'account.supplier.invoiceDetailsText',
  },
  { to: paths.supplierSettings, label: 'account.links.settings', text: 'account.supplier.settingsText' },
];

/** The supplier dashboard's body (specification, section 2): stats, approval, links and actions. */
export function SupplierDashboard({ renewal }: { renewal: MembershipRenewal }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-8">
      <ApprovalStatus renewal={renewal} />
      <section aria-labelledby="supplier-stats" className="space-y-4">
        <h2 id="supplier-stats" className="text-xl font-semibold text-leaf-800">
          {t('account.supplier.todayAtGlance')}
        </h2>
        <SupplierStatsCards />
      </section>
      <nav aria-label={t('account.supplier.sectionsNav')} className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <Link
            key={section.to}
            to={section.to}
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-leaf-600"
          >
            <span className="text-lg font-semibold text-leaf-800">{t(section.label)}</span>
            <span className="mt-1 block text-sm text-stone-700">{t(section.text)}</span>
          </Link>
        ))}
      </nav>
      <SupplierActions />
    </div>
  );
}

/**
 * The supplier's product tools: listings are edited on the products pages, 'Download Excel' exports them.
 * A listing's discounts are its price slabs (lower prices from larger quantities), so Discounts leads there.
 */
function SupplierActions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="supplier-actions">
      <h2 id="supplier-actions" className="text-xl font-semibold text-leaf-800">
        {t('account.quickActions')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={paths.supplierProductNew} className="btn-secondary">
          {t('account.actions.addProduct')}
        </Link>
        <Link to={paths.supplierProducts} className="btn-secondary">
          {t('account.actions.editProduct')}
        </Link>
        <Link to={paths.supplierProducts} className="btn-secondary">
          {t('account.actions.stockPricing')}
        </Link>
        <Link
          to={paths.supplierProducts}
          className="btn-secondary"
          aria-describedby="supplier-discounts-hint"
        >
          {t('account.actions.discounts')}
        </Link>
        <a href={supplierListingsExportUrl('xlsx')} download className="btn-secondary">
          {t('account.actions.downloadExcel')}
        </a>
      </div>
      <p id="supplier-discounts-hint" className="mt-2 text-sm text-stone-700">
        {t('account.supplier.discountsHint')}
      </p>
    </section>
  );
}
