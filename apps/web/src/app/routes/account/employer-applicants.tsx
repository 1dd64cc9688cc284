import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Applicants } from '#src/features/job-board/components/applicants';
import { AccountPage } from './account-page';

/** /dashboard/openings/:id/applicants: who applied to one of the supplier's openings. */
export default function EmployerApplicantsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <AccountPage
      roles={['supplier']}
      title={t('jobs.employer.applicants')}
      intro={t('jobs.employer.applicantsPageIntro')}
    >
      {() => <Applicants jobId={id} />}
    </AccountPage>
  );
}
