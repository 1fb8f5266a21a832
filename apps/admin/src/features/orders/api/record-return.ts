import { adminOrderResponseSchema, type ReturnRequest } from '@souq/shared/schemas/admin-orders';
import { apiRequest } from '@/shared/api/api-client';
import { useOrderChange } from './use-order-change';

/**
 * Units of a delivered, paid order that came back: the card refunded for them (a cash refund is handed back
 * by staff), a tax credit note issued, the timeline told.
 */
export async function recordReturn(id: string, body: ReturnRequest) {
  const { order } = await apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/returns`, {
    method: 'POST',
    body,
    schema: adminOrderResponseSchema,
  });
  return order;
}

export const useRecordReturn = (id: string) => useOrderChange(id, recordReturn);
