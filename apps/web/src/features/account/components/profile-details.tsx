import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@bulk/domain/auth';
import { accountStatusLabels, roleLabels } from '../labels';

/** The account as the server knows it: who is signed in, their role and its status. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const rows = [
    [t('account.name'), user.name],
    [t('form.email'), user.email],
    [t('account.role'), t(roleLabels[user.role])],
    [t('account.statusLabel'), t(accountStatusLabels[user.status])],
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
