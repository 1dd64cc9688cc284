import { useParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { OpeningEditor } from '#src/features/job-board/components/opening-editor';

/** /admin/jobs/new and /admin/jobs/:id: the company's opening, live as soon as it is saved. */
export default function AdminJobEditPage() {
  const { id } = useParams();
  const title = id ? 'Edit job opening' : 'Post a job opening';
  return (
    <Page title={title} documentTitle={`${title} | Admin`}>
      <OpeningEditor id={id} reviewed={false} listPath={paths.adminJobs} />
    </Page>
  );
}
