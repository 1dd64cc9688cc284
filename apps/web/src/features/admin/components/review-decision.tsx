import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { TextareaField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';

export const smallButton =
  'rounded-md border px-2.5 py-1 text-xs font-semibold whitespace-nowrap aria-disabled:opacity-60';

export type ReviewDecisionValue = { approved: true } | { approved: false; reason: string };

/**
 * Approve, or reject with a reason the server mails to the supplier: a supplier's registration or a
 * listing. Named after what is decided, so a screen reader tells the rows' buttons apart. `decide` sends
 * the decision and answers the toast that says it was saved.
 */
export function ReviewDecision({
  name,
  rejectSchema,
  pending,
  decide,
  formClassName,
  approveLabel = 'Approve',
  recipient = 'the supplier',
}: {
  name: string;
  /** The approving button's word: 'Approve', or 'Verify' for a job seeker. */
  approveLabel?: string;
  /** Who the rejection's reason is mailed to. */
  recipient?: string;
  /** The domain's schema of the rejection, checked when sent, not while typing. */
  rejectSchema: z.ZodType<{ reason: string }, { reason: string }>;
  pending: boolean;
  decide: (decision: ReviewDecisionValue) => Promise<{ title: string; description: string }>;
  formClassName: string;
}) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  // The reason stays while the form is folded away.
  const form = useForm<{ reason: string }>({
    resolver: formResolver(rejectSchema),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const bind = fieldBinder(form, id);

  async function send(decision: ReviewDecisionValue) {
    if (pending) return;
    try {
      toast(await decide(decision));
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
          aria-label={`${approveLabel} ${name}`}
          aria-disabled={pending}
          onClick={() => void send({ approved: true })}
          className={`${smallButton} border-leaf-700 bg-leaf-700 text-white hover:bg-leaf-800`}
        >
          {approveLabel}
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
            pending,
            form.handleSubmit(({ reason }) => send({ approved: false, reason })),
          )}
          className={`${formClassName} space-y-1`}
        >
          <TextareaField
            {...bind('reason')}
            label={`Reason (mailed to ${recipient})`}
            tone="compact"
            rows={2}
            maxLength={1000}
          />
          <button
            type="submit"
            aria-disabled={pending}
            className={`${smallButton} border-red-700 bg-red-700 text-white hover:bg-red-800`}
          >
            Send rejection
          </button>
        </form>
      ) : null}
    </div>
  );
}
