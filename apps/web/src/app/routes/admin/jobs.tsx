import { Page } from '#src/components/layout/page';
import { paths } from '#src/config/paths';
import { JobOpeningsReview } from '#src/features/admin/components/job-openings-review';
import { OpeningsList } from '#src/features/job-board/components/openings-list';

/** /admin/jobs: suppliers' openings waiting for review, then the company's own openings. */
export default function AdminJobsPage() {
  return (
    <Page
      title="Jobs"
      documentTitle="Jobs | Admin"
      intro="Suppliers' job openings go live once approved here; the company's own openings go live at once."
    >
      <div className="space-y-10">
        <section aria-labelledby="jobs-review" className="space-y-4">
          <h2 id="jobs-review" className="text-2xl font-semibold text-leaf-800">
            Waiting for review
          </h2>
          <JobOpeningsReview />
        </section>
        <section aria-labelledby="jobs-company" className="space-y-4">
          <h2 id="jobs-company" className="text-2xl font-semibold text-leaf-800">
            The company's openings
          </h2>
          <OpeningsList area="admin" newPath={paths.adminJobNew} />
        </section>
      </div>
    </Page>
  );
}
