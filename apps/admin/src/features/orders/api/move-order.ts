import { adminOrderResponseSchema, type MoveOrderRequest } from '@souq/shared/schemas/admin-orders';
import { apiRequest } from '@/shared/api/api-client';
import { useOrderChange } from './use-order-change';

/** One step along the path, or Cancelled; the server checks the move against the order as it is now. */
export async function moveOrder(id: string, body: MoveOrderRequest) {
  const { order } = await apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body,
    schema: adminOrderResponseSchema,
  });
  return order;
}

export const useMoveOrder = (id: string) => useOrderChange(id, moveOrder);
