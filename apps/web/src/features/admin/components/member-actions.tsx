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
 * Verify (the seeker may then apply) or reject with a reason, a job seeker, after checking their resume, ID
 * proof and signed policy; the server mails the decision. The list does not carry the current state, so
 * the decision made here is shown beside the buttons.
 */
export function JobseekerVerification({ userId, name }: { userId: number; name: string }) {
  const verify = useVerifyJobseeker();
  const outcome = verify.data?.verification;
  return (
    <div className="space-y-1">
      {outcome ? (
        <p role="status" className="text-xs font-semibold">
          {outcome.status === 'verified' ? 'Verified' : `Rejected: ${outcome.reason ?? ''}`}
        </p>
      ) : null}
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
