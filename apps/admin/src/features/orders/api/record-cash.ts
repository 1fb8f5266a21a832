import { adminOrderResponseSchema, type cashCollectedRequestSchema } from '@souq/shared/schemas/admin-orders';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client';
import { useOrderChange } from './use-order-change';

/** The cash the courier collected for a delivered cash-on-delivery order, in AED. */
export async function recordCash(id: string, body: z.infer<typeof cashCollectedRequestSchema>) {
  const { order } = await apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/cash-collected`, {
    method: 'POST',
    body,
    schema: adminOrderResponseSchema,
  });
  return order;
}

export const useRecordCash = (id: string) => useOrderChange(id, recordCash);
