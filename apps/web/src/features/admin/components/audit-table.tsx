import { Link } from 'react-router';
import { adminOrderPath } from '#src/config/paths';
import { useAuditLog } from '../api/audit';
import type { AuditEntry } from '@bulk/domain/admin';
import { formatDateTime } from '../labels';
import { AdminListView } from './admin-list-view';
import { AdminTable, cellClass, type Column } from './admin-table';

const columns: readonly Column[] = [
  { label: 'Time' },
  { label: 'Admin' },
  { label: 'Action' },
  { label: 'Target' },
  { label: 'Details' },
];

function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-stone-700">{key}</dt>
          <dd className="break-words">{typeof value === 'string' ? value : JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  if (entry.action.startsWith('order.')) {
    // Entries since order numbers name the order by its number; older ones only have its id.
    const number = entry.details?.['number'];
    return (
      <Link to={adminOrderPath(entry.target)} className="font-mono text-xs text-saffron-800 underline">
        {typeof number === 'string' ? number : entry.target}
      </Link>
    );
  }
  return <span className="font-mono text-xs break-all">{entry.target}</span>;
}

/** What admins have done (who, what, on what, when), newest first. Entries are never changed. */
export function AuditTable() {
  return (
    <AdminListView useList={useAuditLog} empty="No admin action has been recorded yet.">
      {(entries) => (
        <AdminTable caption="Audit log, newest first" columns={columns}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
              <td className={`${cellClass} whitespace-nowrap`}>Admin #{entry.adminId}</td>
              <td className={`${cellClass} font-mono text-xs`}>{entry.action}</td>
              <td className={cellClass}>
                <Target entry={entry} />
              </td>
              <td className={cellClass}>
                <Details details={entry.details} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminListView>
  );
}
