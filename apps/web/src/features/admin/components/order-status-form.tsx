import { orderStatusSchema, orderStatusTransitions, type OrderStatus } from '@bulk/domain/checkout';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';
import { useChangeOrderStatus } from '../api/orders';
import { orderStatusLabels } from '../labels';

const MAX_NOTE_LENGTH = 500;

const fieldClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm focus:border-leaf-700 focus:ring-2 focus:ring-leaf-600 focus:outline-none';

type OrderStatusFormProps = { orderId: string; status: OrderStatus };

/**
 * Moves an order to one of the statuses the published policy allows next (`orderStatusTransitions`), with
 * an optional note for the buyer's email and the history. The server checks the same policy: a refusal
 * (409, someone else moved the order first) shows its message and the page reloads the order.
 */
export function OrderStatusForm({ orderId, status }: OrderStatusFormProps) {
  const next = orderStatusTransitions[status];
  if (next.length === 0) {
    return (
      <p className="text-stone-700">
        A {orderStatusLabels[status].toLowerCase()} order cannot change status any more.
      </p>
    );
  }
  // Keyed by the status: after a change the choices start again from the new status.
  return <StatusChangeForm key={status} orderId={orderId} next={next} />;
}

function statusChangeSchema(next: readonly OrderStatus[]) {
  return z.object({
    status: orderStatusSchema.refine((option) => next.includes(option), 'Please choose the next status.'),
    note: z.string().trim().max(MAX_NOTE_LENGTH, `At most ${MAX_NOTE_LENGTH} characters.`),
  });
}
type StatusChangeInput = z.input<ReturnType<typeof statusChangeSchema>>;
type StatusChangeValues = z.output<ReturnType<typeof statusChangeSchema>>;

function StatusChangeForm({ orderId, next }: { orderId: string; next: readonly OrderStatus[] }) {
  const id = useId();
  const change = useChangeOrderStatus(orderId);
  const form = useForm<StatusChangeInput, unknown, StatusChangeValues>({
    resolver: zodResolver(statusChangeSchema(next)),
    defaultValues: { status: next[0], note: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: StatusChangeValues) {
    try {
      const changed = await change.mutateAsync({
        status: values.status,
        ...(values.note && { note: values.note }),
      });
      toast({
        title: 'Status Updated',
        description: `Order ${changed.id} is now ${orderStatusLabels[changed.status].toLowerCase()}.`,
      });
    } catch (error) {
      toast({ title: 'Status Not Changed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
      className="space-y-4"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-leaf-800">
        Change status
      </h3>
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-stone-800">
          New status
        </label>
        <select
          id={`${id}-status`}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? `${id}-status-error` : undefined}
          className={fieldClass}
          {...form.register('status')}
        >
          {next.map((option) => (
            <option key={option} value={option}>
              {orderStatusLabels[option]}
            </option>
          ))}
        </select>
        {errors.status ? (
          <p id={`${id}-status-error`} className="mt-1 text-sm text-red-800">
            {errors.status.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-stone-800">
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
          className={fieldClass}
          {...form.register('note')}
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-stone-600">
          Sent to the buyer in the status email and kept in the history.
        </p>
        {errors.note ? (
          <p id={`${id}-note-error`} className="mt-1 text-sm text-red-800">
            {errors.note.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary py-2" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update status'}
      </button>
    </form>
  );
}
