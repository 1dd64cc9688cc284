import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey } from './orders';
import { auditListSchema, outboxListSchema, ticketListSchema } from '@bulk/domain/admin';

// The outbox, the support tickets and the audit log: newest first, a page at a time.

const pageQuery = (page: number) => (page > 1 ? `?page=${page}` : '');

export function outboxQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'outbox', page],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin/outbox${pageQuery(page)}`, outboxListSchema, { signal })).messages,
    staleTime: 0,
  });
}

export function useOutbox(page: number) {
  return useQuery({ ...outboxQueryOptions(page), placeholderData: keepPreviousData });
}

export function ticketsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'tickets', page],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin/tickets${pageQuery(page)}`, ticketListSchema, { signal })).tickets,
    staleTime: 0,
  });
}

export function useTickets(page: number) {
  return useQuery({ ...ticketsQueryOptions(page), placeholderData: keepPreviousData });
}

export function auditQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminQueryKey, 'audit', page],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/admin/audit${pageQuery(page)}`, auditListSchema, { signal })).entries,
    staleTime: 0,
  });
}

export function useAuditLog(page: number) {
  return useQuery({ ...auditQueryOptions(page), placeholderData: keepPreviousData });
}
