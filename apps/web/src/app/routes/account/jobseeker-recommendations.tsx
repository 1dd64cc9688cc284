import { useTranslation } from 'react-i18next';
import { Recommendations } from '#src/features/job-board/components/recommendations';
import { AccountPage } from './account-page';

export default function JobseekerRecommendationsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['jobseeker']}
      title={t('account.links.recommendations')}
      intro={t('account.jobseeker.recommendationsIntro')}
    >
      {() => <Recommendations />}
    </AccountPage>
  );
}
