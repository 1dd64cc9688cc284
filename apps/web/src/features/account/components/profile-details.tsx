import type { SessionUser } from '@bulk/domain/auth';
import { accountStatusLabels, roleLabels } from '../labels';

/** The account as the server knows it; editing comes with a later issue. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const rows = [
    ['Name', user.name],
    ['Email', user.email],
    ['Role', roleLabels[user.role]],
    ['Status', accountStatusLabels[user.status]],
  ] as const;
  return (
    <dl className="grid max-w-xl gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-stone-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
