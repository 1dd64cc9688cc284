import { ticketResponseSchema, type TicketRequest } from '@bulk/domain/engagement';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export type RaiseTicketInput = { ticket: TicketRequest; attachment?: File };

/**
 * `POST /api/tickets` as multipart/form-data: the ticket's fields and an optional `attachment` (PDF, JPEG
 * or PNG up to 5 MB, checked again by content on the server). Answers the ticket id the server made.
 */
export async function raiseTicket({ ticket, attachment }: RaiseTicketInput): Promise<string> {
  const body = new FormData();
  for (const [field, value] of Object.entries(ticket)) body.append(field, value);
  if (attachment) body.append('attachment', attachment, attachment.name);
  const { ticketId } = await apiRequest('/tickets', ticketResponseSchema, { method: 'POST', body });
  return ticketId;
}

export function useRaiseTicket() {
  return useMutation({ mutationFn: raiseTicket });
}
