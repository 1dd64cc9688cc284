import {
  createOrderResponseSchema,
  paymentConfigSchema,
  verifyPaymentResponseSchema,
  type CreateOrderRequest,
  type VerifyPaymentRequest,
} from '@bulk/domain/checkout';
import type { MembershipOrderRequest } from '@bulk/domain/memberships';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export const paymentConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: ({ signal }) => apiRequest('/payments/config', paymentConfigSchema, { signal }),
  staleTime: Infinity,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery);
}

export function createOrder(request: CreateOrderRequest) {
  return apiRequest('/create-order', createOrderResponseSchema, {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

/** `POST /api/create-order` for a membership fee: the server checks the email is free and sets the amount. */
export function createMembershipOrder(request: MembershipOrderRequest) {
  return apiRequest('/create-order', createOrderResponseSchema, {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

export function verifyPayment(request: VerifyPaymentRequest) {
  return apiRequest('/verify-payment', verifyPaymentResponseSchema, {
    method: 'POST',
    body: JSON.stringify(request),
  });
}
