import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { Applicants } from '#src/features/job-board/components/applicants';

/** /admin/jobs/:id/applicants: who applied to one of the company's openings. */
export default function AdminJobApplicantsPage() {
  const id = Number(useParams().id);
  return (
    <Page title="Applicants" documentTitle="Applicants | Admin">
      <Applicants jobId={id} />
    </Page>
  );
}
