import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@bulk/domain/account';
import type { z } from 'zod';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { fieldBinder } from '#src/components/ui/form-binding';
import { formResolver } from '#src/components/ui/form-resolver';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldIssues, SelectField, TextField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { profileQueryOptions, updateProfile } from '../api/profile';

const fields = ['name', 'phone', 'company', 'gstin', 'address', 'city', 'state', 'zip'] as const;

type ProfileFormValues = z.input<typeof profileUpdateSchema>;

function formValues(profile: Profile): Required<ProfileFormValues> {
  return {
    name: profile.name,
    phone: profile.phone ?? '',
    company: profile.company ?? '',
    gstin: profile.gstin ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip: profile.zip ?? '',
  };
}

type ProfileFormProps = {
  /** Called after a save, so the signed-in user's name is read again. */
  onSaved: () => void;
};

/**
 * Edits the account's name, mobile number, company, GSTIN and billing address, checked as the server
 * checks them; checkout starts from them.
 */
export function ProfileForm({ onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const profile = useQuery(profileQueryOptions);
  if (profile.isPending) return <p role="status">{t('profileForm.loading')}</p>;
  if (profile.isError) {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        <p>{errorMessage(profile.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <ProfileFields profile={profile.data} onSaved={onSaved} />;
}

function ProfileFields({ profile, onSaved }: { profile: Profile } & ProfileFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver: formResolver(profileUpdateSchema),
    defaultValues: formValues(profile),
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const bind = fieldBinder(form, id);

  async function onValid(values: ProfileUpdate) {
    try {
      const saved = await updateProfile(values);
      queryClient.setQueryData(profileQueryOptions.queryKey, saved);
      form.reset(formValues(saved));
      toast({ title: t('profileForm.updated'), description: t('profileForm.updatedText') });
      onSaved();
    } catch (error) {
      const shown = error instanceof ApiRequestError && applyFieldIssues(error.issues, fields, form.setError);
      if (!shown)
        toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <form
      noValidate
      aria-label={t('profileForm.edit')}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
      className="max-w-xl space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 className="text-xl font-semibold text-leaf-800">{t('profileForm.edit')}</h2>
      <TextField {...bind('name')} label={t('form.fullName')} autoComplete="name" required />
      <TextField
        {...bind('phone')}
        label={t('profileForm.mobileNumber')}
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('profileForm.mobileHint')}
      />
      <TextField
        {...bind('company')}
        label={t('checkout.company')}
        hint={t('checkout.companyHint')}
        autoComplete="organization"
      />
      <TextField
        {...bind('gstin')}
        label={t('checkout.gstin')}
        hint={t('checkout.gstinHint')}
        autoComplete="off"
      />
      <TextField
        {...bind('address')}
        label={t('form.address')}
        autoComplete="street-address"
        hint={t('profileForm.billingHint')}
      />
      <TextField {...bind('city')} label={t('form.city')} autoComplete="address-level2" />
      <SelectField
        {...bind('state')}
        label={t('form.state')}
        options={INDIAN_STATES}
        placeholder={t('profileForm.selectState')}
        autoComplete="address-level1"
      />
      <TextField {...bind('zip')} label={t('form.pinCode')} inputMode="numeric" autoComplete="postal-code" />
      <button type="submit" className="btn-primary" aria-disabled={isSubmitting}>
        {isSubmitting ? t('profileForm.saving') : t('profileForm.save')}
      </button>
    </form>
  );
}
