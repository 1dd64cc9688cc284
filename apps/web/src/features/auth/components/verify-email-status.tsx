import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAIL_VERIFICATION_MESSAGES, verifyEmailRequestSchema } from '@bulk/domain/auth';
import { paths } from '#src/config/paths';
import { translateMessage } from '#src/i18n/messages';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { verifyEmail } from '../api/auth-api';

type Outcome =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  /** `resend`: a new link from the account would help (the link expired); `retry`: asking again might. */
  | { kind: 'refused'; message: string; next: 'resend' | 'retry' | 'none' };

/** The answers that are about the link itself (malformed, made up, used, expired): asking again changes nothing. */
const LINK_ANSWERS = new Set([400, 404, 409, 410]);
const isAboutTheLink = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError && LINK_ANSWERS.has(error.status);

// A link works once: the page asks once per token, even when React mounts it twice (StrictMode).
const asked = new Map<string, ReturnType<typeof verifyEmail>>();
function verifyOnce(token: string) {
  let answer = asked.get(token);
  if (!answer) {
    answer = verifyEmail(token);
    asked.set(token, answer);
    // A failure that says nothing of the link (offline, too many attempts) may be tried again.
    answer.catch((error: unknown) => {
      if (!isAboutTheLink(error)) asked.delete(token);
    });
  }
  return answer;
}

function outcomeOf(error: unknown): Outcome {
  if (isAboutTheLink(error)) {
    return { kind: 'refused', message: error.message, next: error.status === 410 ? 'resend' : 'none' };
  }
  return { kind: 'refused', message: errorMessage(error), next: 'retry' };
}

/** The page a verification email links to: it opens the link at once and says what came of it. */
export function VerifyEmailStatus({ token, onVerified }: { token: string; onVerified: () => void }) {
  const { t } = useTranslation();
  // A token that cannot be one (wrong length) is refused without asking the server.
  const plausible = verifyEmailRequestSchema.shape.token.safeParse(token).success;
  const [outcome, setOutcome] = useState<Outcome>(() =>
    plausible
      ? { kind: 'verifying' }
      : { kind: 'refused', message: EMAIL_VERIFICATION_MESSAGES.invalid, next: 'none' },
  );

  useEffect(() => {
    if (!plausible) return;
    let current = true;
    verifyOnce(token).then(
      ({ message }) => {
        if (!current) return;
        setOutcome({ kind: 'verified', message });
        onVerified();
      },
      (error: unknown) => {
        if (current) setOutcome(outcomeOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, plausible, onVerified]);

  if (outcome.kind === 'verifying') return <p role="status">{t('verifyEmail.verifying')}</p>;

  if (outcome.kind === 'verified') {
    return (
      <div role="status" className="max-w-md space-y-3 rounded-xl border border-leaf-300 bg-leaf-50 p-5">
        <p className="font-medium text-leaf-900">{translateMessage(outcome.message)}</p>
        <p>{t('verifyEmail.verifiedDetail')}</p>
        <p>
          <Link to={paths.customerDashboard} className="font-medium text-saffron-800 underline">
            {t('verifyEmail.toAccount')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div role="alert" className="max-w-md space-y-3 rounded-xl border border-red-300 bg-red-50 p-5">
      <p className="font-medium text-red-900">{translateMessage(outcome.message)}</p>
      {outcome.next === 'resend' ? (
        <p>
          <Link to={paths.customerDashboard} className="font-medium text-saffron-800 underline">
            {t('verifyEmail.toAccount')}
          </Link>
        </p>
      ) : null}
      {outcome.next === 'retry' ? <p>{t('verifyEmail.tryAgain')}</p> : null}
    </div>
  );
}
