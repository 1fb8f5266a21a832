import { type bulkMoveRequestSchema, bulkMoveResponseSchema } from '@souq/shared/schemas/admin-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** Moves each selected order alone: some may move and others be refused, each with its own message. */
export const bulkMove = (body: z.infer<typeof bulkMoveRequestSchema>) =>
  apiRequest('/api/admin/orders/bulk-status', { method: 'POST', body, schema: bulkMoveResponseSchema });

export function useBulkMove() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkMove, onSettled: () => refreshAfterChange(queryClient) });
}
