import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '#src/components/ui/toast/toast-store';

/** A placeholder action of the specification: it only says that it is not implemented yet. */
export function FeatureInProgressButton({ label, className }: { label: ParseKeys; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className ?? 'btn-secondary'}
      onClick={() =>
        toast({
          title: t('account.inProgress.title'),
          description: t('account.inProgress.description', { feature: t(label) }),
        })
      }
    >
      {t(label)}
    </button>
  );
}
