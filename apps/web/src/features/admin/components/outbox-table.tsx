import { useOutbox } from '../api/outbox';
import type { OutboxMessage } from '@bulk/domain/admin';
import { formatDateTime } from '../labels';
import { AdminListView } from './admin-list-view';
import { AdminTable, cellClass, type Column } from './admin-table';

const statusLabels: Record<OutboxMessage['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  stored: 'Stored (no SMTP)',
};

const columns: readonly Column[] = [
  { label: 'Created' },
  { label: 'To' },
  { label: 'Subject and text' },
  { label: 'Kind' },
  { label: 'Status' },
  { label: 'Attempts', align: 'right' },
  { label: 'Last error' },
];

function OutboxRow({ message }: { message: OutboxMessage }) {
  return (
    <tr>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(message.createdAt)}</td>
      <td className={`${cellClass} break-all`}>{message.to}</td>
      <td className={`${cellClass} min-w-64`}>
        <details>
          <summary className="cursor-pointer font-medium">{message.subject}</summary>
          <pre className="mt-2 max-w-prose font-sans text-sm whitespace-pre-wrap text-stone-800">
            {message.text}
          </pre>
        </details>
      </td>
      <td className={`${cellClass} font-mono text-xs`}>{message.kind}</td>
      <td className={`${cellClass} whitespace-nowrap`}>
        {statusLabels[message.status]}
        {message.sentAt ? (
          <span className="block text-xs text-stone-600">{formatDateTime(message.sentAt)}</span>
        ) : null}
      </td>
      <td className={`${cellClass} text-right`}>{message.attempts}</td>
      <td className={`${cellClass} min-w-48 wrap-anywhere text-red-800`}>{message.lastError ?? '—'}</td>
    </tr>
  );
}

/** Every email of the store, newest first; open a subject to read the text. */
export function OutboxTable() {
  return (
    <AdminListView useList={useOutbox} empty="The outbox is empty: no email has been written yet.">
      {(messages) => (
        <AdminTable caption="Outbox emails, newest first" columns={columns}>
          {messages.map((message) => (
            <OutboxRow key={message.id} message={message} />
          ))}
        </AdminTable>
      )}
    </AdminListView>
  );
}
