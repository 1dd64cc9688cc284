import {
  createOrderResponseSchema,
  orderRepricingSchema,
  payAgainResponseSchema,
  paymentConfigSchema,
  paymentFailedResponseSchema,
  verifyPaymentResponseSchema,
  type CreateOrderRequest,
  type PaymentFailedRequest,
  type VerifyPaymentRequest,
} from '@bulk/domain/checkout';
import type { MembershipOrderRequest, SupplierRenewalOrderRequest } from '@bulk/domain/memberships';
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

/**
 * `POST /api/create-order` for a membership fee (the server checks the email is free and sets the amount)
 * or a signed-in supplier's renewal.
 */
export function createMembershipOrder(request: MembershipOrderRequest | SupplierRenewalOrderRequest) {
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

/** Tells the server of a failed checkout; it records the failure once the gateway confirms it. */
export function reportPaymentFailure(request: PaymentFailedRequest) {
  return apiRequest('/payment-failed', paymentFailedResponseSchema, {
    method: 'POST',
    body: JSON.stringify(request),
  });
}

/** What paying a failed or expired order again costs today (under the order's own query key). */
export const repricingQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', orderId, 'repricing'],
    queryFn: ({ signal }) =>
      apiRequest(`/orders/${encodeURIComponent(orderId)}/repricing`, orderRepricingSchema, { signal }),
    staleTime: 0,
  });

export function useRepricing(orderId: string) {
  return useQuery(repricingQuery(orderId));
}

/** A new payment attempt of the same order, at today's prices. */
export function payOrderAgain(orderId: string) {
  return apiRequest(`/orders/${encodeURIComponent(orderId)}/pay-again`, payAgainResponseSchema, {
    method: 'POST',
  });
}
