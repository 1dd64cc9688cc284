import { useTranslation } from 'react-i18next';
import { AccountPage } from './account-page';

export default function JobseekerRecommendationsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['jobseeker']}
      title={t('account.links.recommendations')}
      intro={t('account.jobseeker.recommendationsIntro')}
    >
      {() => (
        <p className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          {t('account.jobseeker.noRecommendations')}
        </p>
      )}
    </AccountPage>
  );
}
