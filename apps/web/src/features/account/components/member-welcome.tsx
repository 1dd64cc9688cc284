import type { SessionUser } from '@bulk/domain/auth';
import { accountStatusLabels } from '../labels';

function statusNote(user: SessionUser): string | null {
  switch (user.status) {
    case 'pending':
      return user.role === 'supplier'
        ? 'We are verifying your details. Once approved, you can list your products.'
        : 'Your account will be verified and activated within 24-48 hours.';
    case 'rejected':
      return 'Your registration was not approved. Please contact us for details.';
    case 'deactivated':
      return 'Your account is deactivated. Please contact us to restore it.';
    default:
      return null;
  }
}

/** The greeting of the supplier and job seeker dashboards: the name and where the account stands. */
export function MemberWelcome({ user }: { user: SessionUser }) {
  const note = statusNote(user);
  return (
    <section
      aria-labelledby="member-welcome"
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="member-welcome" className="text-2xl font-semibold text-leaf-800">
        Welcome, {user.name}
      </h2>
      <p className="mt-2">
        Account status: <strong>{accountStatusLabels[user.status]}</strong>
      </p>
      {note ? <p className="mt-2 text-stone-700">{note}</p> : null}
    </section>
  );
}
