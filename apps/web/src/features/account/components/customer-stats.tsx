import type { CustomerStats as Stats } from '@bulk/domain/auth';
import { useCustomerStats } from '../api/get-customer-stats';

const cards: readonly { key: keyof Stats; label: string }[] = [
  { key: 'active', label: 'Active Orders' },
  { key: 'cancelled', label: 'Cancelled' },
  { key: 'delivered', label: 'Delivered' },
  { key: 'support', label: 'Support' },
];

/** The four stat cards of the customer dashboard, from `GET /api/customer/orders/stats/:email`. */
export function CustomerStats({ email }: { email: string }) {
  const stats = useCustomerStats(email);

  if (stats.isPending) return <p role="status">Loading your stats...</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        Could not load your dashboard stats.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.key} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-stone-700">{card.label}</dt>
          <dd className="mt-2 text-3xl font-bold text-leaf-800">{stats.data[card.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
