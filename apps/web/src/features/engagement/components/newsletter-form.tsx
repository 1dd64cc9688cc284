import { useTranslation } from 'react-i18next';
import { i18n } from '#src/i18n/i18n';
import { newsletterRequestSchema } from '@bulk/domain/engagement';
import { formResolver } from '#src/components/ui/form-resolver';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { useSubscribeToNewsletter, type NewsletterRequest } from '../api/subscribe-to-newsletter';

type NewsletterFormInput = { email: string };

/** The success notice, also for an address already on the list: either way the visitor is subscribed. */
export function subscribedNotice(email: string, alreadySubscribed: boolean) {
  return {
    title: i18n.t('toast.subscribed'),
    description: alreadySubscribed
      ? i18n.t('toast.alreadySubscribed', { email })
      : i18n.t('toast.subscribedText', { email }),
  };
}

/**
 * The footer's newsletter sign-up: one email field checked with the server's own rule, then
 * `POST /api/newsletter`. Sits on the footer's dark green, hence the light error text.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const headingId = `${id}-heading`;
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterFormInput, unknown, NewsletterRequest>({
    resolver: formResolver(newsletterRequestSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;
  const sending = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { alreadySubscribed } = await subscribe.mutateAsync(values);
      toast(subscribedNotice(values.email, alreadySubscribed));
      form.reset();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400) {
        const issue = failure.issues.find((candidate) => candidate.field === 'email');
        form.setError(
          'email',
          { type: 'server', message: issue?.message ?? failure.message },
          { shouldFocus: true },
        );
        return;
      }
      toast({
        title: t('toast.subscriptionFailed'),
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-saffron-200 uppercase">
        {t('newsletter.heading')}
      </h2>
      <p className="mt-4 text-sm text-leaf-100">{t('newsletter.text')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-3">
        <TextField
          id={`${id}-email`}
          label={t('newsletter.email')}
          tone="dark"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          markRequired={false}
          placeholder="you@company.in"
          error={error}
          registration={form.register('email')}
          action={
            <button
              type="submit"
              disabled={sending}
              className="rounded-md bg-saffron-700 px-4 py-2 text-sm font-semibold text-white hover:bg-saffron-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
            </button>
          }
        />
      </form>
    </section>
  );
}
