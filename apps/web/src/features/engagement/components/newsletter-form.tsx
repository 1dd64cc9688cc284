import { useTranslation } from 'react-i18next';
import { i18n } from '#src/i18n/i18n';
import { translateMessage } from '#src/i18n/messages';
import { newsletterRequestSchema } from '@bulk/domain/engagement';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
  const emailId = `${id}-email`;
  const errorId = `${id}-error`;
  const subscribe = useSubscribeToNewsletter();
  const form = useForm<NewsletterFormInput, unknown, NewsletterRequest>({
    resolver: zodResolver(newsletterRequestSchema),
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
        <label htmlFor={emailId} className="block text-sm font-medium text-leaf-50">
          {t('newsletter.email')}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={emailId}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-w-0 flex-1 basis-48 rounded-md border border-leaf-700 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-400"
            placeholder="you@company.in"
            {...form.register('email')}
          />
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-saffron-700 px-4 py-2 text-sm font-semibold text-white hover:bg-saffron-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {sending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
          </button>
        </div>
        {error ? (
          <p id={errorId} className="mt-2 text-sm font-medium text-red-200">
            {translateMessage(error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}
