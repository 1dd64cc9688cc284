import { formatMoney } from '@bulk/domain/currency';
import type { SupplierPayouts } from '@bulk/domain/payouts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHead } from '#src/components/ui/table-head';
import { commissionInvoiceUrl } from '#src/config/paths';
import { useCommissionInvoices, useSupplierPayouts } from '../api/payouts';
import { formatDate } from '#src/lib/date-format';
import { ScrollRegion } from '#src/components/ui/scroll-region';

const rupees = (paise: number) => formatMoney(paise, 'INR');
const cell = 'px-4 py-3 align-top';
const amountCell = `${cell} text-end whitespace-nowrap`;

/** Loading, the error with a retry, or the answer. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('common.loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{t('account.payouts.loadFailed')}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return children(query.data);
}

function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <ScrollRegion name={{ label: caption }} className="rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="bg-stone-50 text-stone-700"
          columns={columns.map((label, index) => ({
            label,
            className: `px-4 py-3 font-semibold whitespace-nowrap ${index === 0 ? 'text-start' : 'text-end'}`,
          }))}
        />
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

function Balance({ ledger }: { ledger: SupplierPayouts }) {
  const { t } = useTranslation();
  const figures = [
    [t('account.payouts.earned'), ledger.earnedPaise],
    [t('account.payouts.paid'), ledger.paidPaise],
    [t('account.payouts.pending'), ledger.pendingPaise],
  ] as const;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map(([label, paise]) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-stone-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-leaf-800">{rupees(paise)}</dd>
        </div>
      ))}
    </dl>
  );
}

function SettledShipments({ shipments }: { shipments: SupplierPayouts['shipments'] }) {
  const { t } = useTranslation();
  if (shipments.length === 0) return <p>{t('account.payouts.noShipments')}</p>;
  return (
    <Table
      caption={t('account.payouts.shipmentsCaption')}
      columns={[
        t('account.payouts.order'),
        t('account.payouts.delivered'),
        t('account.payouts.total'),
        t('account.payouts.commission'),
        t('account.payouts.commissionGst'),
        t('account.payouts.payout'),
      ]}
    >
      {shipments.map((shipment) => (
        <tr key={shipment.shipmentId}>
          <td className={`${cell} font-semibold whitespace-nowrap`}>{shipment.orderNumber}</td>
          <td className={amountCell}>{formatDate(shipment.deliveredAt)}</td>
          <td className={amountCell}>{rupees(shipment.totalPaise)}</td>
          <td className={amountCell}>{rupees(shipment.commissionPaise)}</td>
          <td className={amountCell}>{rupees(shipment.commissionGstPaise)}</td>
          <td className={`${amountCell} font-semibold`}>{rupees(shipment.payoutPaise)}</td>
        </tr>
      ))}
    </Table>
  );
}

function Payouts({ payouts }: { payouts: SupplierPayouts['payouts'] }) {
  const { t } = useTranslation();
  if (payouts.length === 0) return <p>{t('account.payouts.noPayouts')}</p>;
  return (
    <Table
      caption={t('account.payouts.payoutsCaption')}
      columns={[t('account.payouts.paidOn'), t('account.payouts.amount'), t('account.payouts.utr')]}
    >
      {payouts.map((payout) => (
        <tr key={payout.id}>
          <td className={`${cell} whitespace-nowrap`}>{formatDate(payout.paidOn)}</td>
          <td className={amountCell}>{rupees(payout.amountPaise)}</td>
          <td className={`${amountCell} font-mono text-xs`}>{payout.utr}</td>
        </tr>
      ))}
    </Table>
  );
}

function CommissionInvoices() {
  const { t, i18n } = useTranslation();
  const invoices = useCommissionInvoices();
  const monthFormat = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Loaded query={invoices}>
      {({ invoices: list }) =>
        list.length === 0 ? (
          <p>{t('account.payouts.noInvoices')}</p>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white shadow-sm">
            {list.map((invoice) => {
              const month = monthFormat.format(new Date(`${invoice.month}-01T00:00:00Z`));
              return (
                <li
                  key={invoice.month}
                  className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
                >
                  <span>
                    <strong>{month}</strong>: {invoice.invoiceNumber},{' '}
                    {t('account.payouts.invoiceTotal', { total: rupees(invoice.totalPaise) })}
                  </span>
                  <a
                    href={commissionInvoiceUrl(invoice.month)}
                    download
                    className="font-semibold text-saffron-800 underline"
                  >
                    {t('account.payouts.downloadInvoice')} <span className="sr-only">{month}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        )
      }
    </Loaded>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-leaf-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The supplier's ledger: what it earned on delivered shipments, what it was paid, and its commission invoices. */
export function SupplierPayoutsView() {
  const { t } = useTranslation();
  const ledger = useSupplierPayouts();
  return (
    <div className="space-y-8">
      <Loaded query={ledger}>
        {(data) => (
          <>
            <Balance ledger={data} />
            <Section id="settled-heading" title={t('account.payouts.shipmentsTitle')}>
              <SettledShipments shipments={data.shipments} />
            </Section>
            <Section id="payouts-heading" title={t('account.payouts.payoutsTitle')}>
              <Payouts payouts={data.payouts} />
            </Section>
          </>
        )}
      </Loaded>
      <Section id="invoices-heading" title={t('account.payouts.invoicesTitle')}>
        <CommissionInvoices />
      </Section>
    </div>
  );
}
