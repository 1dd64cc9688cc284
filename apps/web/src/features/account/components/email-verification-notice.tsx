import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#src/components/ui/toast/toast-store';
import { translateMessage } from '#src/i18n/messages';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { resendVerificationEmail, useEmailVerification } from '../api/email-verification';

/**
 * Shown on every account's dashboard until its address is verified: orders placed as a guest with
 * the address stay out of the account until then, and a new link is a click away.
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const id = useId();
  const verification = useEmailVerification();
  const [sending, setSending] = useState(false);

  // Nothing to say while the answer is on its way, nor when it failed: the dashboard works without it.
  if (verification.data?.verified !== false) return null;

  async function resend() {
    if (sending) return;
    setSending(true);
    try {
      const { message } = await resendVerificationEmail();
      toast({ title: t('toast.verificationSent'), description: translateMessage(message) });
    } catch (error) {
      toast({ title: t('toast.error'), description: errorMessage(error), variant: 'destructive' });
      // Verified meanwhile (in another tab, say): the notice goes.
      if (error instanceof ApiRequestError && error.status === 409) void verification.refetch();
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={id} className="mb-8 rounded-xl border border-saffron-300 bg-saffron-50 p-5">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {t('account.verifyNotice.title')}
      </h2>
      <p className="mt-2 text-stone-800">{t('account.verifyNotice.text', { email })}</p>
      <button
        type="button"
        className="btn-secondary mt-4"
        aria-disabled={sending}
        onClick={() => void resend()}
      >
        {sending ? t('account.verifyNotice.sending') : t('account.verifyNotice.resend')}
      </button>
    </section>
  );
}
