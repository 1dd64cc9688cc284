import { rejectionRequestSchema } from '@bulk/domain/job-board';
import { supplierRejectRequestSchema } from '@bulk/domain/memberships';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';
import { useVerifyJobseeker } from '../api/jobs';
import { useDecideSupplier } from '../api/members';
import { useSetUserActive } from '../api/users';
import { ReviewDecision, smallButton } from './review-decision';

/**
 * Approve, or reject with a reason, a supplier: the server mails the decision and the supplier's dashboard
 * shows it.
 */
export function SupplierDecision({ userId, name }: { userId: number; name: string }) {
  const decide = useDecideSupplier();
  return (
    <ReviewDecision
      name={name}
      rejectSchema={supplierRejectRequestSchema}
      pending={decide.isPending}
      formClassName="w-56"
      decide={async (decision) => {
        await decide.mutateAsync({ userId, ...decision });
        return {
          title: decision.approved ? 'Supplier Approved' : 'Supplier Rejected',
          description: `${name} has been told by email.`,
        };
      }}
    />
  );
}

/** Deactivate (every session of the account ends) or reactivate an account. */
export function ActiveToggle({ userId, name, active }: { userId: number; name: string; active: boolean }) {
  const setActive = useSetUserActive();
  async function toggle() {
    if (setActive.isPending) return;
    try {
      await setActive.mutateAsync({ id: userId, active: !active });
      toast({
        title: active ? 'Account Deactivated' : 'Account Reactivated',
        description: active ? `${name} is signed out and cannot sign in.` : `${name} can sign in again.`,
      });
    } catch (error) {
      toast({ title: 'Account Not Changed', description: errorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <button
      type="button"
      aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${name}`}
      aria-disabled={setActive.isPending}
      onClick={() => void toggle()}
      className={`${smallButton} border-stone-400 text-stone-800 hover:bg-stone-50`}
    >
      {active ? 'Deactivate' : 'Reactivate'}
    </button>
  );
}

/**
 * A job seeker's verification and the admin's decision on it: verify (the seeker may then apply) or reject
 * with a reason, after checking the resume, ID proof and signed policy; the server mails the decision. A
 * decision may be changed later (a seeker sends a readable ID proof after a rejection).
 */
export function JobseekerVerification({
  userId,
  name,
  verification,
}: {
  userId: number;
  name: string;
  verification: { status: 'pending' | 'verified' | 'rejected'; reason: string | null };
}) {
  const verify = useVerifyJobseeker();
  return (
    <div className="space-y-1">
      <p data-testid="verification-status" className="text-xs font-semibold">
        {verification.status === 'verified'
          ? 'Verified'
          : verification.status === 'rejected'
            ? `Rejected: ${verification.reason ?? ''}`
            : 'Pending'}
      </p>
      <ReviewDecision
        name={name}
        approveLabel="Verify"
        recipient="the job seeker"
        rejectSchema={rejectionRequestSchema}
        pending={verify.isPending}
        formClassName="w-56"
        decide={async (decision) => {
          await verify.mutateAsync({ userId, ...decision });
          return {
            title: decision.approved ? 'Job Seeker Verified' : 'Job Seeker Rejected',
            description: `${name} has been told by email.`,
          };
        }}
      />
    </div>
  );
}
