import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { VerifyEmailStatus } from '#src/features/auth/components/verify-email-status';

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  // The account's orders and its notice change with the verification: what was read before is stale.
  const onVerified = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['account'] }),
    [queryClient],
  );
  return (
    <Page title={t('verifyEmail.title')}>
      <VerifyEmailStatus key={token} token={token} onVerified={onVerified} />
    </Page>
  );
}
