import {
  sellerInvoiceDetailsSchema,
  type SellerInvoiceDetails,
  type SellerInvoiceDetailsResponse,
} from '@bulk/domain/shipments';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { applyFieldIssues, SelectField, TextareaField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { RequiredFieldsNote } from '#src/components/ui/sectioned-form';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { invoiceDetailsQueryOptions, saveInvoiceDetails } from '../api/invoice-details';

const fields = ['legalName', 'gstin', 'address', 'state', 'pin'] as const;

type InvoiceDetailsValues = z.input<typeof sellerInvoiceDetailsSchema>;

const emptyDetails: InvoiceDetailsValues = { legalName: '', gstin: '', address: '', state: '', pin: '' };

/** Whether the supplier's products can be ordered, and what is missing when they cannot. */
function OrderingStatus({ answer }: { answer: SellerInvoiceDetailsResponse }) {
  const { t } = useTranslation();
  const [text, tone] = answer.orderable
    ? [t('invoiceDetails.orderable'), 'bg-leaf-50 text-leaf-900']
    : answer.details
      ? [t('invoiceDetails.onFileNotOrderable'), 'bg-amber-50 text-amber-900']
      : [t('invoiceDetails.missing'), 'bg-amber-50 text-amber-900'];
  return (
    <p role="status" className={`rounded-lg p-3 font-medium ${tone}`}>
      {text}
    </p>
  );
}

function DetailsForm({ answer }: { answer: SellerInvoiceDetailsResponse }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<InvoiceDetailsValues, unknown, SellerInvoiceDetails>({
    resolver: formResolver(sellerInvoiceDetailsSchema),
    defaultValues: answer.details ?? emptyDetails,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);

  async function onValid(details: SellerInvoiceDetails) {
    try {
      const saved = await saveInvoiceDetails(details);
      queryClient.setQueryData(invoiceDetailsQueryOptions.queryKey, saved);
      form.reset(saved.details ?? emptyDetails);
      toast({ title: t('invoiceDetails.saved'), description: t('invoiceDetails.savedText') });
    } catch (error) {
      const shown = error instanceof ApiRequestError && applyFieldIssues(error.issues, fields, form.setError);
      if (!shown)
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      className="max-w-xl space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-leaf-800">
        {t('invoiceDetails.formTitle')}
      </h2>
      <RequiredFieldsNote />
      <TextField
        {...bind('legalName')}
        label={t('invoiceDetails.legalName')}
        hint={t('invoiceDetails.legalNameHint')}
        autoComplete="organization"
        required
      />
      <TextField
        {...bind('gstin')}
        label={t('checkout.gstin')}
        hint={t('invoiceDetails.gstinHint')}
        autoComplete="off"
        maxLength={15}
        required
      />
      <TextareaField
        {...bind('address')}
        label={t('invoiceDetails.address')}
        rows={3}
        maxLength={500}
        required
      />
      <SelectField
        {...bind('state')}
        label={t('form.state')}
        options={INDIAN_STATES}
        placeholder={t('profileForm.selectState')}
        autoComplete="address-level1"
        required
      />
      <TextField
        {...bind('pin')}
        label={t('form.pinCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        required
      />
      <button type="submit" className="btn-primary" aria-disabled={isSubmitting}>
        {isSubmitting ? t('invoiceDetails.saving') : t('invoiceDetails.save')}
      </button>
    </form>
  );
}

/**
 * The supplier's details for the tax invoices the store issues on its behalf (Rule 46: legal name, GSTIN,
 * registered address): its products can be ordered once they are on file (docs/decisions/023).
 */
export function InvoiceDetailsForm() {
  const { t } = useTranslation();
  const query = useQuery(invoiceDetailsQueryOptions);
  if (query.isPending) return <p role="status">{t('invoiceDetails.loading')}</p>;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <OrderingStatus answer={query.data} />
      <DetailsForm answer={query.data} />
    </div>
  );
}
