import { type PaymentConfigResponse, paymentConfigResponseSchema } from '@souq/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * GET /api/payment/config: Stripe or the demo gateway (see docs/architecture.md); fixed while the api runs.
 */
function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfigResponse> {
  return apiRequest('/api/payment/config', { schema: paymentConfigResponseSchema, signal });
}

const paymentConfigQueryOptions = queryOptions({
  queryKey: ['payment-config'],
  queryFn: ({ signal }) => getPaymentConfig(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions);
}
