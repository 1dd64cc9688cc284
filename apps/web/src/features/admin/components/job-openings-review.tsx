import {
  jobTypeLabels,
  qualificationLabels,
  rejectionRequestSchema,
  type AdminJob,
} from '@bulk/domain/job-board';
import { useAdminJobReview, useDecideOpening } from '../api/jobs';
import { formatDateTime } from '../labels';
import { QueryState } from './query-state';
import { ReviewDecision } from './review-decision';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** Suppliers' openings waiting for review, oldest first, each to approve or reject with a reason. */
export function JobOpeningsReview() {
  const jobs = useAdminJobReview();
  return (
    <QueryState
      query={jobs}
      isEmpty={(data) => data.jobs.length === 0}
      empty={
        <p className="rounded-xl border border-stone-200 bg-white p-5">
          No job openings are waiting for review.
        </p>
      }
    >
      {(data) => (
        <ul aria-label="Job openings waiting for review" className="space-y-4">
          {data.jobs.map((job) => (
            <OpeningReview key={job.id} job={job} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function OpeningReview({ job }: { job: AdminJob }) {
  const decide = useDecideOpening();
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-leaf-800">{job.title}</h3>
      <p className="text-sm text-stone-700">
        {job.employer.name}
        {job.postedBy ? ` (${job.postedBy.email})` : ''} · submitted {formatDateTime(job.createdAt)}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Type and vacancies</dt>
        <dd>
          {jobTypeLabels[job.type]}, {job.vacancies}
        </dd>
        <dt className="font-medium">Place</dt>
        <dd>
          {job.city}, {job.state}
        </dd>
        <dt className="font-medium">Monthly salary</dt>
        <dd>
          {rupees(job.salaryMinRupees)} – {rupees(job.salaryMaxRupees)}
        </dd>
        <dt className="font-medium">Experience and qualification</dt>
        <dd>
          {job.experienceMinYears}–{job.experienceMaxYears} years, {qualificationLabels[job.qualification]}
        </dd>
        <dt className="font-medium">Skills</dt>
        <dd>{job.skills.join(', ') || '—'}</dd>
        <dt className="font-medium">Last date</dt>
        <dd>{job.lastDate}</dd>
        {job.walkInVenue ? (
          <>
            <dt className="font-medium">Walk-in</dt>
            <dd>
              {job.walkInVenue}, {job.walkInTime}
            </dd>
          </>
        ) : null}
        <dt className="font-medium">Description</dt>
        <dd className="whitespace-pre-line">{job.description}</dd>
      </dl>
      <div className="mt-3">
        <ReviewDecision
          name={job.title}
          rejectSchema={rejectionRequestSchema}
          pending={decide.isPending}
          formClassName="max-w-md"
          decide={async (decision) => {
            await decide.mutateAsync({ id: job.id, ...decision });
            return {
              title: decision.approved ? 'Opening Approved' : 'Opening Rejected',
              description: `The supplier who posted ${job.title} has been told by email.`,
            };
          }}
        />
      </div>
    </li>
  );
}
