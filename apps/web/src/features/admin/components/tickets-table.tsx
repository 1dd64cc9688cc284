import { ticketReplyRequestSchema, type SupportTicket } from '@bulk/domain/admin';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '#src/components/ui/toast/toast-store';
import { errorMessage } from '#src/lib/api-client';
import { useCloseTicket, useReplyToTicket, useTickets } from '../api/tickets';
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
  { label: 'Actions' },
];

const smallButton = 'rounded-md border px-2.5 py-1 text-xs font-semibold aria-disabled:opacity-60';

/** Reply (stored and mailed to the requester) or close an open ticket. */
function TicketActions({ ticket }: { ticket: SupportTicket }) {
  const id = useId();
  const reply = useReplyToTicket();
  const close = useCloseTicket();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (ticket.status === 'closed') return null;

  async function sendReply(event: FormEvent) {
    event.preventDefault();
    if (reply.isPending) return;
    const parsed = ticketReplyRequestSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write a reply.');
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync({ id: ticket.id, message: parsed.data.message });
      setMessage('');
      toast({ title: 'Reply Sent', description: `Mailed to ${ticket.email}.` });
    } catch (failure) {
      toast({ title: 'Reply Not Sent', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  async function closeTicket() {
    if (close.isPending) return;
    try {
      await close.mutateAsync(ticket.id);
      toast({ title: 'Ticket Closed', description: ticket.id });
    } catch (failure) {
      toast({ title: 'Ticket Not Closed', description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <div className="min-w-56 space-y-2">
      <form noValidate onSubmit={(event) => void sendReply(event)} className="space-y-1">
        <label htmlFor={`${id}-reply`} className="block text-xs font-medium text-stone-800">
          Reply to {ticket.id}
        </label>
        <textarea
          id={`${id}-reply`}
          rows={2}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-reply-error` : undefined}
          className="block w-full rounded-md border border-stone-400 px-2 py-1 text-sm"
        />
        {error ? (
          <p id={`${id}-reply-error`} className="text-xs text-red-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={reply.isPending}
          className={`${smallButton} border-leaf-700 bg-leaf-700 text-white hover:bg-leaf-800`}
        >
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </button>
      </form>
      <button
        type="button"
        aria-label={`Close ticket ${ticket.id}`}
        aria-disabled={close.isPending}
        onClick={() => void closeTicket()}
        className={`${smallButton} border-stone-400 text-stone-800 hover:bg-stone-50`}
      >
        Close ticket
      </button>
    </div>
  );
}

function TicketRow({ ticket }: { ticket: SupportTicket }) {
  return (
    <tr id={ticket.id} className="target:bg-saffron-50">
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
      <td className={cellClass}>
        <TicketActions ticket={ticket} />
      </td>
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
