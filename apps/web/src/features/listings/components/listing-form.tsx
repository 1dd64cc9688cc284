import { categoryNames, productUnits, unitLabels } from '@bulk/domain/catalogue';
import {
  hasPublishedVersion,
  MAX_SPECIFICATIONS,
  type Listing,
  type ListingFieldsInput,
} from '@bulk/domain/listings';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { gstRateBpsFor } from '@bulk/domain/tax';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { SelectField, TextareaField, TextField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
import { FormSection, SectionedForm } from '#src/components/ui/sectioned-form';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { createListing, listingsQueryKey, updateListing } from '../api/listings';
import {
  emptyListingForm,
  formFieldOf,
  listingFormSchema,
  listingFormValues,
  type ListingFormValues,
} from '../form-schemas';

const HSN_PATTERN = /^\d{4}(?:\d{2}){0,2}$/;

/**
 * Creates a listing, or edits `listing`: every field of the domain's listing, checked as the server checks
 * it. A published listing's price, slabs, HSN code and category go to review; the rest publishes at once.
 */
export function ListingForm({
  listing,
  pickup,
}: {
  listing?: Listing;
  /** Where a new listing is picked up from at first: the supplier's own state and PIN code. */
  pickup?: { state?: string | null; zip?: string | null };
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ListingFormValues, unknown, ListingFieldsInput>({
    resolver: formResolver(listingFormSchema),
    defaultValues: listing ? listingFormValues(listing) : emptyListingForm(pickup),
    mode: 'onTouched',
  });
  const specifications = useFieldArray({ control: form.control, name: 'specifications' });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);
  const hsn = useWatch({ control: form.control, name: 'hsn' });
  const gstRate = HSN_PATTERN.test(hsn.trim()) ? gstRateBpsFor(hsn.trim(), new Date()) / 100 : null;
  const published = listing ? hasPublishedVersion(listing.status) : false;

  async function onValid(values: ListingFieldsInput) {
    try {
      const saved = listing ? await updateListing(listing.id, values) : await createListing(values);
      await queryClient.invalidateQueries({ queryKey: listingsQueryKey });
      toast({
        title: t('listings.saved'),
        description: t(saved.pendingChange ? 'listings.savedForReview' : 'listings.savedText', {
          name: saved.fields.name,
        }),
      });
      await navigate(paths.supplierProducts);
    } catch (error) {
      let shown = false;
      if (error instanceof ApiRequestError) {
        for (const issue of error.issues) {
          form.setError(formFieldOf(issue.field) as FieldPath<ListingFormValues>, {
            type: 'server',
            message: issue.message,
          });
          shown = true;
        }
      }
      if (!shown)
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <SectionedForm
      label={listing ? t('listings.editTitle') : t('listings.addTitle')}
      onSubmit={submitUnlessBusy(isSubmitting, form.handleSubmit(onValid))}
      notice={published ? t('listings.reviewNote') : null}
      busy={isSubmitting}
      submitLabel={t('listings.save')}
      busyLabel={t('listings.saving')}
    >
      <FormSection legend={t('listings.sections.product')}>
        <TextField {...bind('name')} label={t('listings.fields.name')} required maxLength={150} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...bind('category')}
            label={t('listings.fields.category')}
            options={categoryNames}
            placeholder={t('listings.choose')}
            required
          />
          <TextField {...bind('sku')} label={t('listings.fields.sku')} hint={t('listings.hints.sku')} />
        </div>
        <TextField {...bind('shortDescription')} label={t('listings.fields.shortDescription')} required />
        <TextareaField
          {...bind('fullDescription')}
          label={t('listings.fields.fullDescription')}
          required
          maxLength={5000}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bind('hsn')}
            label={t('listings.fields.hsn')}
            inputMode="numeric"
            required
            hint={gstRate === null ? t('listings.hints.hsn') : t('listings.hints.gstRate', { rate: gstRate })}
          />
          <SelectField
            {...bind('unit')}
            label={t('listings.fields.unit')}
            options={productUnits}
            optionLabel={(unit) => unitLabels[unit]}
            required
          />
        </div>
      </FormSection>

      <FormSection legend={t('listings.sections.pricing')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...bind('price')} label={t('listings.fields.price')} inputMode="numeric" required />
          <TextField {...bind('moq')} label={t('listings.fields.moq')} inputMode="numeric" required />
          <TextField {...bind('stepQty')} label={t('listings.fields.stepQty')} inputMode="numeric" required />
        </div>
        <p className="text-sm text-stone-700">{t('listings.hints.slabs')}</p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...bind(`slabs.${index}.fromQuantity`)}
              label={t('listings.fields.slabFrom', { number: index + 1 })}
              inputMode="numeric"
            />
            <TextField
              {...bind(`slabs.${index}.price`)}
              label={t('listings.fields.slabPrice', { number: index + 1 })}
              inputMode="numeric"
            />
          </div>
        ))}
      </FormSection>

      <FormSection legend={t('listings.sections.stock')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...bind('stock')} label={t('listings.fields.stock')} inputMode="numeric" required />
          <TextField
            {...bind('lowStockThreshold')}
            label={t('listings.fields.lowStockThreshold')}
            inputMode="numeric"
            required
          />
          <TextField
            {...bind('weightGrams')}
            label={t('listings.fields.weightGrams')}
            inputMode="numeric"
            required
          />
          <TextField
            {...bind('dispatchDays')}
            label={t('listings.fields.dispatchDays')}
            inputMode="numeric"
            required
          />
        </div>
        <TextField
          {...bind('packagingSizes')}
          label={t('listings.fields.packagingSizes')}
          hint={t('listings.hints.packagingSizes')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...bind('pickupState')}
            label={t('listings.fields.pickupState')}
            options={INDIAN_STATES}
            placeholder={t('listings.choose')}
            required
          />
          <TextField
            {...bind('pickupPin')}
            label={t('listings.fields.pickupPin')}
            inputMode="numeric"
            required
          />
        </div>
      </FormSection>

      <FormSection legend={t('listings.sections.specifications')}>
        {specifications.fields.map((row, index) => (
          <div key={row.id} className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_auto]">
            <TextField
              {...bind(`specifications.${index}.name`)}
              label={t('listings.fields.specName', { number: index + 1 })}
            />
            <TextField
              {...bind(`specifications.${index}.value`)}
              label={t('listings.fields.specValue', { number: index + 1 })}
            />
            <button type="button" className="btn-secondary" onClick={() => specifications.remove(index)}>
              {t('listings.removeSpec', { number: index + 1 })}
            </button>
          </div>
        ))}
        {specifications.fields.length < MAX_SPECIFICATIONS ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => specifications.append({ name: '', value: '' })}
          >
            {t('listings.addSpec')}
          </button>
        ) : null}
      </FormSection>
    </SectionedForm>
  );
}
