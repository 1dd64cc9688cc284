import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { CustomerStats as Stats } from '@bulk/domain/auth';
import { useCustomerStats } from '../api/get-customer-stats';

const cards: readonly { key: keyof Stats; label: ParseKeys }[] = [
  { key: 'active', label: 'account.stats.active' },
  { key: 'cancelled', label: 'account.stats.cancelled' },
  { key: 'delivered', label: 'account.stats.delivered' },
  { key: 'support', label: 'account.stats.support' },
];

/** The four stat cards of the customer dashboard, from `GET /api/customer/orders/stats/:email`. */
export function CustomerStats({ email }: { email: string }) {
  const { t } = useTranslation();
  const stats = useCustomerStats(email);

  if (stats.isPending) return <p role="status">{t('account.stats.loading')}</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t('account.stats.failed')}
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.key} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-stone-700">{t(card.label)}</dt>
          <dd className="mt-2 text-3xl font-bold text-leaf-800">{stats.data[card.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
