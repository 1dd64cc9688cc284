import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import type {
  MembershipRenewal,
  RenewingSupplier,
} from '#src/features/account/components/supplier-dashboard';
import { useMembershipPayment } from '#src/features/checkout/use-membership-payment';

/**
 * The supplier dashboard's renewal: Rs 99 through the same gateway as the first fee. The server extends
 * the year when it records the payment (from verify or the provider's webhook), so the dashboard only
 * reloads the membership afterwards.
 */
export function useSupplierRenewal(): MembershipRenewal {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payment = useMembershipPayment();

  async function renew(supplier: RenewingSupplier) {
    const outcome = await payment.pay({
      kind: 'supplier',
      renewal: true,
      email: supplier.email,
      name: supplier.contactPerson,
      contact: supplier.mobile,
      userData: { type: 'supplierRenewal' },
    });
    switch (outcome.status) {
      case 'dismissed':
        return;
      case 'failed':
        void navigate(paths.paymentFailed);
        return;
      case 'error':
        toast({
          title: t('account.supplier.membership.renewFailed'),
          description: outcome.message,
          variant: 'destructive',
        });
        return;
      case 'unverified':
        toast({
          title: t('membership.verificationFailed'),
          description: t('account.supplier.membership.renewalUnverified'),
          variant: 'destructive',
        });
        break;
      case 'paid':
        toast({
          title: t('account.supplier.membership.renewed'),
          description: t('account.supplier.membership.renewedText'),
        });
    }
    await queryClient.invalidateQueries({ queryKey: ['account'] });
  }

  return { renew: (supplier) => void renew(supplier), processing: payment.processing };
}
