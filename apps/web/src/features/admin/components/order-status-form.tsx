import { orderStatusSchema, orderStatusTransitions, type OrderStatus } from '@bulk/domain/checkout';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { SelectField, TextareaField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';
import { useChangeOrderStatus } from '../api/orders';
import { orderStatusLabels } from '../labels';

const MAX_NOTE_LENGTH = 500;

type OrderStatusFormProps = {
  orderId: string;
  /** What the toast calls the order (`BT-26-000123`). */
  orderNumber: string;
  status: OrderStatus;
};

/**
 * Moves an order to one of the statuses the published policy allows next (`orderStatusTransitions`), with
 * an optional note for the buyer's email and the history. The server checks the same policy: a refusal
 * (409, someone else moved the order first) shows its message and the page reloads the order.
 */
export function OrderStatusForm({ orderId, orderNumber, status }: OrderStatusFormProps) {
  const next = orderStatusTransitions[status];
  if (next.length === 0) {
    return (
      <p className="text-stone-700">
        A {orderStatusLabels[status].toLowerCase()} order cannot change status any more.
      </p>
    );
  }
  // Keyed by the status: after a change the choices start again from the new status.
  return <StatusChangeForm key={status} orderId={orderId} orderNumber={orderNumber} next={next} />;
}

function statusChangeSchema(next: readonly OrderStatus[]) {
  return z.object({
    status: orderStatusSchema.refine((option) => next.includes(option), 'Please choose the next status.'),
    note: z.string().trim().max(MAX_NOTE_LENGTH, `At most ${MAX_NOTE_LENGTH} characters.`),
  });
}
type StatusChangeInput = z.input<ReturnType<typeof statusChangeSchema>>;
type StatusChangeValues = z.output<ReturnType<typeof statusChangeSchema>>;

function StatusChangeForm({
  orderId,
  orderNumber,
  next,
}: Pick<OrderStatusFormProps, 'orderId' | 'orderNumber'> & { next: readonly OrderStatus[] }) {
  const id = useId();
  const change = useChangeOrderStatus(orderId);
  const form = useForm<StatusChangeInput, unknown, StatusChangeValues>({
    resolver: formResolver(statusChangeSchema(next)),
    defaultValues: { status: next[0], note: '' },
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);

  async function onValid(values: StatusChangeValues) {
    try {
      const changed = await change.mutateAsync({
        status: values.status,
        ...(values.note && { note: values.note }),
      });
      toast({
        title: 'Status Updated',
        description: `Order ${orderNumber} is now ${orderStatusLabels[changed.status].toLowerCase()}.`,
      });
    } catch (error) {
      toast({ title: 'Status Not Changed', description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      className="space-y-4"
    >
      <h3 id={`${id}-heading`} className="font-semibold text-leaf-800">
        Change status
      </h3>
      <SelectField
        {...bind('status')}
        label="New status"
        options={next}
        optionLabel={(option) => orderStatusLabels[option]}
      />
      <TextareaField
        {...bind('note')}
        label="Note (optional)"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        hint="Sent to the buyer in the status email and kept in the history."
      />
      <button type="submit" className="btn-primary py-2" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update status'}
      </button>
    </form>
  );
}
