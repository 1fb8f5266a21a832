import { demoSessionResponseSchema } from '@souq/shared/schemas/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** GET /api/payment/demo/session/:id: what the demo gateway's hosted page charges for. */
function getDemoSession(sessionId: string, signal?: AbortSignal) {
  return apiRequest(`/api/payment/demo/session/${encodeURIComponent(sessionId)}`, {
    schema: demoSessionResponseSchema,
    signal,
  });
}

const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['demo-payment-session', sessionId],
    queryFn: ({ signal }) => getDemoSession(sessionId, signal),
    // A session is paid or cancelled once; a retry after a refusal would only repeat it.
    retry: false,
  });

export function useDemoSession(sessionId: string) {
  return useQuery(demoSessionQueryOptions(sessionId));
}
