import { useTickets } from '../api/admin-lists';
import type { SupportTicket } from '../api/schemas';
import { formatDateTime, issueTypeLabels } from '../labels';
import { AdminListView } from './admin-list-view';
import { AdminTable, cellClass, type Column } from './admin-table';

const columns: readonly Column[] = [
  { label: 'Raised' },
  { label: 'Ticket' },
  { label: 'From' },
  { label: 'Issue' },
  { label: 'Subject and message' },
  { label: 'Attachment' },
  { label: 'Status' },
];

function TicketRow({ ticket }: { ticket: SupportTicket }) {
  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(ticket.createdAt)}</td>
      <td className={`${cellClass} font-mono text-xs whitespace-nowrap`}>{ticket.id}</td>
      <td className={cellClass}>
        <span className="block break-all">{ticket.email}</span>
        <span className="block text-xs whitespace-nowrap text-stone-600">{ticket.phone}</span>
      </td>
      <td className={cellClass}>{issueTypeLabels[ticket.issueType]}</td>
      <td className={`${cellClass} min-w-64`}>
        <details>
          <summary className="cursor-pointer font-medium">{ticket.subject}</summary>
          <p className="mt-2 max-w-prose whitespace-pre-wrap text-stone-800">{ticket.message}</p>
        </details>
      </td>
      <td className={`${cellClass} break-all`}>{ticket.attachmentName ?? '—'}</td>
      <td className={cellClass}>{ticket.status === 'open' ? 'Open' : 'Closed'}</td>
    </tr>
  );
}

/** The support tickets raised from the contact page and the dashboards, newest first. */
export function TicketsTable() {
  return (
    <AdminListView useList={useTickets} empty="No support tickets have been raised yet.">
      {(tickets) => (
        <AdminTable caption="Support tickets, newest first" columns={columns}>
          {tickets.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </AdminTable>
      )}
    </AdminListView>
  );
}
