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

// The kind sits under the date and the delivery facts share a cell, so the table fits a laptop (1280 px).
const columns: readonly Column[] = [
  { label: 'Created and kind' },
  { label: 'To' },
  { label: 'Subject and text' },
  { label: 'Delivery' },
];

function OutboxRow({ message }: { message: OutboxMessage }) {
  return (
    <tr>
      <td className={cellClass}>
        <span className="block whitespace-nowrap">{formatDateTime(message.createdAt)}</span>
        <span className="block font-mono text-xs break-all text-stone-700">{message.kind}</span>
      </td>
      <td className={`${cellClass} break-all`}>{message.to}</td>
      <td className={`${cellClass} min-w-64`}>
        <details>
          <summary className="cursor-pointer font-medium">{message.subject}</summary>
          <pre className="mt-2 max-w-prose font-sans text-sm whitespace-pre-wrap text-stone-800">
            {message.text}
          </pre>
        </details>
      </td>
      <td className={`${cellClass} max-w-64`}>
        <span className="block whitespace-nowrap">{statusLabels[message.status]}</span>
        {message.sentAt ? (
          <span className="block text-xs whitespace-nowrap text-stone-600">
            {formatDateTime(message.sentAt)}
          </span>
        ) : null}
        <span className="block text-xs text-stone-700">Attempts: {message.attempts}</span>
        {message.lastError ? (
          <span className="block text-xs wrap-anywhere text-red-800">Last error: {message.lastError}</span>
        ) : null}
      </td>
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
