import { supplierRejectRequestSchema } from '@bulk/domain/memberships';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { TextareaField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';
import { useDecideSupplier } from '../api/members';
import { useSetUserActive } from '../api/users';

const smallButton =
  'rounded-md border px-2.5 py-1 text-xs font-semibold whitespace-nowrap aria-disabled:opacity-60';

/**
 * Approve, or reject with a reason, a supplier: the server mails the decision and the supplier's dashboard
 * shows it. Named after the supplier so a screen reader tells the rows' buttons apart.
 */
export function SupplierDecision({ userId, name }: { userId: number; name: string }) {
  const id = useId();
  const decide = useDecideSupplier();
  const [rejecting, setRejecting] = useState(false);
  // Checked by the server's schema when sent, not while typing; the reason stays while the form is folded away.
  const form = useForm<{ reason: string }>({
    resolver: formResolver(supplierRejectRequestSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const bind = fieldBinder(form, id);

  async function send(decision: { approved: true } | { approved: false; reason: string }) {
    if (decide.isPending) return;
    try {
      await decide.mutateAsync({ userId, ...decision });
      toast({
        title: decision.approved ? 'Supplier Approved' : 'Supplier Rejected',
        description: `${name} has been told by email.`,
      });
      setRejecting(false);
    } catch (error) {
      toast({ title: 'Decision Not Saved', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-label={`Approve ${name}`}
          aria-disabled={decide.isPending}
          onClick={() => void send({ approved: true })}
          className={`${smallButton} border-leaf-700 bg-leaf-700 text-white hover:bg-leaf-800`}
        >
          Approve
        </button>
        <button
          type="button"
          aria-label={`Reject ${name}`}
          aria-expanded={rejecting}
          aria-controls={`${id}-reject`}
          onClick={() => setRejecting(!rejecting)}
          className={`${smallButton} border-red-700 text-red-800 hover:bg-red-50`}
        >
          Reject
        </button>
      </div>
      {rejecting ? (
        <form
          id={`${id}-reject`}
          noValidate
          onSubmit={submitUnlessBusy(
            decide.isPending,
            form.handleSubmit(({ reason }) => send({ approved: false, reason })),
          )}
          className="w-56 space-y-1"
        >
          <TextareaField
            {...bind('reason')}
            label="Reason (mailed to the supplier)"
            tone="compact"
            rows={2}
            maxLength={1000}
          />
          <button
            type="submit"
            aria-disabled={decide.isPending}
            className={`${smallButton} border-red-700 bg-red-700 text-white hover:bg-red-800`}
          >
            Send rejection
          </button>
        </form>
      ) : null}
    </div>
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
