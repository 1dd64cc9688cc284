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
import { SupplierDecision } from './member-actions';
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

const supplierColumns: readonly Column[] = [
  { label: 'Id' },
  { label: 'Business' },
  { label: 'Contact person' },
  { label: 'Email' },
  { label: 'Mobile' },
  { label: 'Categories' },
  { label: 'Amount', align: 'right' },
  { label: 'Payment id' },
  { label: 'Order id' },
  { label: 'Registered' },
  { label: 'Documents' },
  { label: 'Status' },
];

function SupplierRow({ supplier }: { supplier: AdminSupplierRecord }) {
  return (
    <tr>
      <td className={cellClass}>{supplier.id}</td>
      <td className={cellClass}>
        <span className="font-medium">{supplier.businessname}</span>
        <span className="block text-xs text-stone-600">{supplier.address}</span>
      </td>
      <td className={cellClass}>{supplier.contactperson}</td>
      <td className={`${cellClass} break-all`}>{supplier.email}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{supplier.mobile}</td>
      <td className={cellClass}>{supplier.categories.join(', ')}</td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>{rupees(supplier.amount)}</td>
      <td className={`${cellClass} font-mono text-xs`}>{supplier.paymentid}</td>
      <td className={`${cellClass} font-mono text-xs`}>{supplier.orderid}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(supplier.registeredat)}</td>
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
  { label: 'Full name' },
  { label: 'Email' },
  { label: 'Mobile' },
  { label: 'Gender' },
  { label: 'Date of birth' },
  { label: 'Qualification and experience' },
  { label: 'Amount', align: 'right' },
  { label: 'Payment id' },
  { label: 'Order id' },
  { label: 'Registered' },
  { label: 'Documents' },
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
      </td>
      <td className={`${cellClass} break-all`}>{jobseeker.email}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{jobseeker.mobile}</td>
      <td className={cellClass}>{jobseeker.gender ? genderLabels[jobseeker.gender] : '—'}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{jobseeker.dob ?? '—'}</td>
      <td className={cellClass}>
        {[jobseeker.qualification, jobseeker.experience].filter(Boolean).join(', ') || '—'}
      </td>
      <td className={`${cellClass} text-right whitespace-nowrap`}>{rupees(jobseeker.amount)}</td>
      <td className={`${cellClass} font-mono text-xs`}>{jobseeker.paymentid}</td>
      <td className={`${cellClass} font-mono text-xs`}>{jobseeker.orderid}</td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(jobseeker.registeredat)}</td>
      <td className={cellClass}>
        <Documents documents={jobseeker.documents} owner={jobseeker.fullname} />
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
