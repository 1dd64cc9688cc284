import type { CommissionRates } from '@bulk/domain/payouts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { useCommissionRates, useUpdateCommissionRates } from '../api/payouts';
import { QueryState } from './query-state';

const percentText = (bps: number) => String(bps / 100);

/** A rate as typed: a percentage with at most two decimals, from 0 to the maximum; empty for the default. */
function ratesFormSchema(maxRateBps: number) {
  const max = maxRateBps / 100;
  return z.object({
    rates: z.record(
      z.string(),
      z
        .string()
        .trim()
        .refine(
          (value) => value === '' || /^\d{1,2}(\.\d{1,2})?$/.test(value),
          'Enter a percentage such as 5 or 7.5.',
        )
        .refine((value) => value === '' || Number(value) <= max, `At most ${max}%.`),
    ),
  });
}
type RatesForm = z.infer<ReturnType<typeof ratesFormSchema>>;

function RatesForm({ rates }: { rates: CommissionRates }) {
  const id = useId();
  const update = useUpdateCommissionRates();
  const form = useForm<RatesForm>({
    resolver: formResolver(ratesFormSchema(rates.maxRateBps)),
    defaultValues: {
      rates: Object.fromEntries(
        rates.categories.map((category) => [
          category.slug,
          category.custom ? percentText(category.rateBps) : '',
        ]),
      ),
    },
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);
  const defaultPercent = percentText(rates.defaultRateBps);

  async function onValid(values: RatesForm) {
    const sent = rates.categories.map((category) => {
      const typed = values.rates[category.slug] ?? '';
      return { category: category.slug, percent: typed === '' ? null : Number(typed) };
    });
    try {
      await update.mutateAsync({ rates: sent });
      toast({
        title: 'Commission Saved',
        description: 'Shipments delivered from now on settle at these rates.',
      });
    } catch (error) {
      const issues = error instanceof ApiRequestError ? error.issues : [];
      for (const issue of issues) {
        const index = Number(/^rates\.(\d+)\./.exec(issue.field)?.[1]);
        const slug = sent[index]?.category;
        if (slug) form.setError(`rates.${slug}`, { type: 'server', message: issue.message });
      }
      if (issues.length === 0) {
        toast({ title: 'Commission Not Saved', description: errorMessage(error), variant: 'destructive' });
      }
    }
  }

  return (
    <form
      noValidate
      aria-label="Commission per category"
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      className="max-w-2xl space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm text-stone-700">
        Leave a category empty for the default {defaultPercent}%. Each delivered line pays its category&apos;s
        rate on its amount with GST; 18% GST on the commission is added.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {rates.categories.map((category) => (
          <TextField
            key={category.slug}
            {...bind(`rates.${category.slug}`, category.slug)}
            label={`${category.name} (%)`}
            placeholder={`${defaultPercent} (default)`}
            hint={
              category.custom ? `Set to ${percentText(category.rateBps)}%.` : `Default ${defaultPercent}%.`
            }
          />
        ))}
      </div>
      <button type="submit" className="btn-primary py-2" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save rates'}
      </button>
    </form>
  );
}

/** Every category's commission, loaded, then edited in one form. */
export function CommissionRatesView() {
  const rates = useCommissionRates();
  return (
    <QueryState
      query={rates}
      isEmpty={(data) => data.categories.length === 0}
      empty="There are no categories."
    >
      {(data) => (
        // Reset from the saved rates after each save.
        <RatesForm key={JSON.stringify(data.categories)} rates={data} />
      )}
    </QueryState>
  );
}
