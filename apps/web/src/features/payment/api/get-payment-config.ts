import { type PaymentConfigResponse, paymentConfigResponseSchema } from '@souq/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/payment/config: Stripe or the demo gateway (design §4 Payments); fixed while the api runs. */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfigResponse> {
  return apiRequest('/api/payment/config', { schema: paymentConfigResponseSchema, signal });
}

export const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => getPaymentConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
