import { ticketReplyRequestSchema, type SupportTicket } from '@bulk/domain/admin';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { fieldBinder, submitUnlessBusy } from '#src/components/ui/form-binding';
import { TextareaField } from '#src/components/ui/form-field';
import { formResolver } from '#src/components/ui/form-resolver';
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
  // Checked by the server's schema when sent, not while typing.
  const form = useForm<{ message: string }>({
    resolver: formResolver(ticketReplyRequestSchema),
    defaultValues: { message: '' },
    reValidateMode: 'onSubmit',
  });
  const bind = fieldBinder(form, id);
  if (ticket.status === 'closed') return null;

  async function sendReply({ message }: { message: string }) {
    try {
      await reply.mutateAsync({ id: ticket.id, message });
      form.reset();
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
      <form
        noValidate
        onSubmit={submitUnlessBusy(reply.isPending, form.handleSubmit(sendReply))}
        className="space-y-1"
      >
        <TextareaField
          {...bind('message', 'reply')}
          label={`Reply to ${ticket.id}`}
          tone="compact"
          rows={2}
          maxLength={5000}
        />
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

/** The file sent with a ticket, opened in a new tab from the admin-only endpoint; a dash without one. */
function TicketAttachment({ ticket }: { ticket: SupportTicket }) {
  if (!ticket.attachmentUrl) return <>—</>;
  const name = ticket.attachmentName ?? 'attachment';
  return (
    <a
      href={ticket.attachmentUrl}
      target="_blank"
      rel="noreferrer"
      className="font-medium text-saffron-800 underline"
      aria-label={`Open attachment ${name} of ${ticket.id}`}
    >
      {name}
    </a>
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
      <td className={`${cellClass} break-all`}>
        <TicketAttachment ticket={ticket} />
      </td>
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
