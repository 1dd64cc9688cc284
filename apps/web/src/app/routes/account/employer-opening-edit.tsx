import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '#src/config/paths';
import { OpeningEditor } from '#src/features/job-board/components/opening-editor';
import { AccountPage } from './account-page';

/** /dashboard/openings/new and /dashboard/openings/:id: a supplier's opening, reviewed before it goes live. */
export default function EmployerOpeningEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <AccountPage
      roles={['supplier']}
      title={id ? t('jobs.employer.editTitle') : t('jobs.employer.newTitle')}
      intro={t('jobs.employer.reviewNote')}
    >
      {() => <OpeningEditor id={id} reviewed listPath={paths.employerOpenings} />}
    </AccountPage>
  );
}
