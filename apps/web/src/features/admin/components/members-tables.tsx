import {
  memberDocumentLabels,
  type AdminJobseekerRecord,
  type AdminSupplierRecord,
  type MemberDocument,
} from '@bulk/domain/memberships';
import { formatMoney } from '@bulk/domain/currency';
import { useAdminJobseekers, useAdminSuppliers } from '../api/members';
import { formatDateTime } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { JobseekerVerification, SupplierDecision } from './member-actions';
import { QueryState } from './query-state';

const rupees = (amount: number) => formatMoney(Math.round(amount * 100), 'INR');

/** A member's KYC documents: open in the browser or download (the server serves them to admins only). */
function Documents({ documents, owner }: { documents: readonly MemberDocument[]; owner: string }) {
  if (documents.length === 0) return <>—</>;
  return (
    <ul className="space-y-1">
      {documents.map((document) => (
        <li key={document.id} className="whitespace-nowrap">
          <a
            href={document.url}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-saffron-800 underline"
            aria-label={`View ${memberDocumentLabels[document.kind]} of ${owner}`}
          >
            {memberDocumentLabels[document.kind]}
          </a>{' '}
          <a
            href={document.url}
            download={document.fileName}
            className="text-xs text-stone-700 underline"
            aria-label={`Download ${memberDocumentLabels[document.kind]} of ${owner}`}
          >
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}

const supplierStatusLabels: Record<AdminSupplierRecord['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

// Related facts share a cell, one per line, so that the tables fit a laptop (1280 px) without scrolling.
const supplierColumns: readonly Column[] = [
  { label: 'Id' },
  { label: 'Business' },
  { label: 'Contact' },
  { label: 'Fee' },
  { label: 'Documents' },
  { label: 'Status' },
];

/** A name, email and mobile, one per line; a long email breaks anywhere rather than widening the table. */
function ContactCell({ name, email, mobile }: { name?: string; email: string; mobile: string }) {
  return (
    <td className={cellClass}>
      {name ? <span className="block">{name}</span> : null}
      <span className="block break-all">{email}</span>
      <span className="block whitespace-nowrap">{mobile}</span>
    </td>
  );
}

/** The membership fee: amount, the gateway's payment and order ids, and when the member registered. */
function FeeCell({
  record,
}: {
  record: Pick<AdminSupplierRecord, 'amount' | 'paymentid' | 'orderid' | 'registeredat'>;
}) {
  return (
    <td className={cellClass}>
      <span className="block font-medium whitespace-nowrap">{rupees(record.amount)}</span>
      <span className="block font-mono text-xs break-all">{record.paymentid}</span>
      <span className="block font-mono text-xs break-all">{record.orderid}</span>
      <span className="block text-xs whitespace-nowrap text-stone-700">
        {formatDateTime(record.registeredat)}
      </span>
    </td>
  );
}

function SupplierRow({ supplier }: { supplier: AdminSupplierRecord }) {
  return (
    <tr>
      <td className={cellClass}>{supplier.id}</td>
      <td className={cellClass}>
        <span className="font-medium">{supplier.businessname}</span>
        <span className="block text-xs text-stone-600">{supplier.address}</span>
        <span className="block text-xs text-stone-600">{supplier.categories.join(', ')}</span>
      </td>
      <ContactCell name={supplier.contactperson} email={supplier.email} mobile={supplier.mobile} />
      <FeeCell record={supplier} />
      <td className={cellClass}>
        <Documents documents={supplier.documents} owner={supplier.businessname} />
      </td>
      <td className={cellClass}>
        <span className="font-semibold">{supplierStatusLabels[supplier.status]}</span>
        {supplier.rejectionReason ? (
          <span className="block max-w-48 text-xs text-stone-700">Reason: {supplier.rejectionReason}</span>
        ) : null}
        {supplier.status === 'pending' ? (
          <div className="mt-2">
            <SupplierDecision userId={supplier.userId} name={supplier.businessname} />
          </div>
        ) : null}
      </td>
    </tr>
  );
}

/** `GET /api/admin/suppliers`: every paid supplier, newest first, with the approval actions. */
export function SuppliersTable() {
  const suppliers = useAdminSuppliers();
  return (
    <QueryState
      query={suppliers}
      isEmpty={(rows) => rows.length === 0}
      empty="No supplier has registered yet."
    >
      {(rows) => (
        <AdminTable caption="Suppliers, newest first" columns={supplierColumns}>
          {rows.map((supplier) => (
            <SupplierRow key={supplier.id} supplier={supplier} />
          ))}
        </AdminTable>
      )}
    </QueryState>
  );
}

const genderLabels = { male: 'Male', female: 'Female', other: 'Other' } as const;

const jobseekerColumns: readonly Column[] = [
  { label: 'Id' },
  { label: 'Job seeker' },
  { label: 'Contact' },
  { label: 'Qualification and experience' },
  { label: 'Fee' },
  { label: 'Documents' },
  { label: 'Verification' },
];

function JobseekerRow({ jobseeker }: { jobseeker: AdminJobseekerRecord }) {
  return (
    <tr>
      <td className={cellClass}>{jobseeker.id}</td>
      <td className={cellClass}>
        <span className="font-medium">{jobseeker.fullname}</span>
        {jobseeker.cityState ? (
          <span className="block text-xs text-stone-600">{jobseeker.cityState}</span>
        ) : null}
        <span className="block text-xs text-stone-600">
          {jobseeker.gender ? genderLabels[jobseeker.gender] : 'Gender not given'}
          {jobseeker.dob ? `, born ${jobseeker.dob}` : ''}
        </span>
      </td>
      <ContactCell email={jobseeker.email} mobile={jobseeker.mobile} />
      <td className={cellClass}>
        {[jobseeker.qualification, jobseeker.experience].filter(Boolean).join(', ') || '—'}
      </td>
      <FeeCell record={jobseeker} />
      <td className={cellClass}>
        <Documents documents={jobseeker.documents} owner={jobseeker.fullname} />
      </td>
      <td className={cellClass}>
        <JobseekerVerification
          userId={jobseeker.userId}
          name={jobseeker.fullname}
          verification={jobseeker.verification}
        />
      </td>
    </tr>
  );
}

/** `GET /api/admin/jobseekers`: every paid job seeker, newest first. */
export function JobseekersTable() {
  const jobseekers = useAdminJobseekers();
  return (
    <QueryState
      query={jobseekers}
      isEmpty={(rows) => rows.length === 0}
      empty="No job seeker has registered yet."
    >
      {(rows) => (
        <AdminTable caption="Job seekers, newest first" columns={jobseekerColumns}>
          {rows.map((jobseeker) => (
            <JobseekerRow key={jobseeker.id} jobseeker={jobseeker} />
          ))}
        </AdminTable>
      )}
    </QueryState>
  );
}
