import { supportTicketSchema, ticketListSchema, ticketReplySchema } from '@bulk/domain/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, pageSearch, useAdminMutation } from './admin-query';

/** The support tickets, newest first, a page at a time. */
export function ticketsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'tickets', page],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin/tickets${pageSearch(page)}`, ticketListSchema, { signal })).tickets,
    staleTime: 0,
  });
}

export function useTickets(page: number) {
  return useQuery({ ...ticketsQueryOptions(page), placeholderData: keepPreviousData });
}

export function useReplyToTicket() {
  return useAdminMutation(({ id, message }: { id: string; message: string }) =>
    apiRequest(`/admin/tickets/${encodeURIComponent(id)}/reply`, ticketReplySchema, {
      method: 'POST',
      body: JSON.stringify({ message }),
    }),
  );
}

export function useCloseTicket() {
  return useAdminMutation((id: string) =>
    apiRequest(`/admin/tickets/${encodeURIComponent(id)}/close`, supportTicketSchema, { method: 'POST' }),
  );
}
