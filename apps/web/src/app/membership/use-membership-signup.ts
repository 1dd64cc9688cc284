import { MEMBERSHIP_FEE_PAISE, type MembershipKind } from '@bulk/domain/memberships';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { useAuth } from '#src/features/auth/use-auth';
import { saveInvoiceLink } from '#src/features/checkout/invoice-link';
import { useMembershipPayment } from '#src/features/checkout/use-membership-payment';
import { saveRegistration } from '#src/features/memberships/api/save-registration';
import {
  clearPendingPayment,
  readPendingPayment,
  savePendingPayment,
  type PendingPayment,
} from '#src/features/memberships/pending-payment';
import type { RegistrationProblem, RegistrationSubmission } from '#src/features/memberships/registration';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';

/**
 * A paid registration, end to end (specification, section 4): pay the fee through the gateway (unless a
 * payment of this browser still waits for its registration), then save the form and files. Success signs
 * the member in and goes to the thank-you page; a failed save keeps the payment for the next attempt.
 */
export function useMembershipSignup(kind: MembershipKind) {
  const { t } = useTranslation();
  const keptPaymentNote = t('membership.keptPayment');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const payment = useMembershipPayment();
  const [saving, setSaving] = useState(false);

  async function submit(submission: RegistrationSubmission): Promise<RegistrationProblem | undefined> {
    let paid: PendingPayment | null = readPendingPayment(kind, submission.email);
    if (!paid) {
      const outcome = await payment.pay({
        kind,
        email: submission.email,
        name: submission.name,
        contact: submission.mobile,
        userData: submission.userData,
      });
      switch (outcome.status) {
        case 'dismissed':
          return undefined;
        case 'failed':
          void navigate(paths.paymentFailed);
          return undefined;
        case 'error': {
          const title = outcome.stage === 'script' ? t('toast.error') : t('membership.registrationFailed');
          toast({ title, description: outcome.message, variant: 'destructive' });
          return {
            message: outcome.message,
            ...(outcome.stage === 'order' && { issues: [{ field: 'email', message: outcome.message }] }),
          };
        }
        case 'unverified':
          savePendingPayment(kind, toPending(submission.email, outcome.payment));
          toast({
            title: t('membership.verificationFailed'),
            description: t('membership.couldNotVerify'),
            variant: 'destructive',
          });
          return { message: `${t('membership.couldNotVerify')} ${keptPaymentNote}` };
        case 'paid':
          paid = toPending(submission.email, outcome.payment);
          savePendingPayment(kind, paid);
          if (kind === 'jobseeker') {
            toast({
              title: t('membership.paymentSuccessful'),
              description: t('membership.paymentIdText', { id: paid.paymentId }),
            });
          }
      }
    }

    setSaving(true);
    try {
      const form = submission.form;
      form.set('orderId', paid.orderId);
      form.set('paymentId', paid.paymentId);
      form.set('signature', paid.signature);
      form.set('amount', String(MEMBERSHIP_FEE_PAISE[kind] / 100));
      const saved = await saveRegistration(kind, form);
      clearPendingPayment(kind);
      saveInvoiceLink(saved.invoiceUrl);
      if (kind === 'supplier') {
        toast({
          title: t('membership.registered'),
          description: t('membership.registeredText'),
        });
      }
      // Leave first: the login page sends a signed-in visitor to their dashboard, which would win over
      // the thank-you page if the session were known before this navigation ends.
      await navigate(`${paths.thankYou}?type=${kind}&amount=${MEMBERSHIP_FEE_PAISE[kind] / 100}`);
      // The server signed the new member in: the header and dashboards follow.
      void refresh();
      return undefined;
    } catch (error) {
      const done =
        error instanceof ApiRequestError &&
        error.status === 409 &&
        error.issues.some((i) => i.field === 'paymentId');
      if (done) clearPendingPayment(kind);
      const message = errorMessage(error);
      toast({
        title: t('membership.registrationFailed'),
        description: done ? message : `${message} ${keptPaymentNote}`,
        variant: 'destructive',
      });
      return {
        message: done ? message : `${message} ${keptPaymentNote}`,
        ...(error instanceof ApiRequestError && { issues: error.issues }),
      };
    } finally {
      setSaving(false);
    }
  }

  return { submit, processing: payment.processing || saving };
}

function toPending(
  email: string,
  payment: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): PendingPayment {
  return {
    email: email.trim().toLowerCase(),
    orderId: payment.razorpay_order_id,
    paymentId: payment.razorpay_payment_id,
    signature: payment.razorpay_signature,
  };
}
