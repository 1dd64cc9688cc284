import { useTranslation } from 'react-i18next';
import { paths } from '#src/config/paths';
import { OpeningsList } from '#src/features/job-board/components/openings-list';
import { AccountPage } from './account-page';

/** /dashboard/openings: an approved supplier's job openings (the server refuses anyone else). */
export default function EmployerOpeningsPage() {
  const { t } = useTranslation();
  return (
    <AccountPage
      roles={['supplier']}
      title={t('jobs.employer.openings')}
      intro={t('jobs.employer.openingsIntro')}
    >
      {() => <OpeningsList area="supplier" newPath={paths.employerOpeningNew} />}
    </AccountPage>
  );
}
