import { adminOrderResponseSchema, type orderNoteRequestSchema } from '@souq/shared/schemas/admin-orders';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api/api-client';
import { useOrderChange } from './use-order-change';

/** An internal note on the order's timeline; shoppers never see it. */
export async function addNote(id: string, body: z.infer<typeof orderNoteRequestSchema>) {
  const { order } = await apiRequest(`/api/admin/orders/${encodeURIComponent(id)}/notes`, {
    method: 'POST',
    body,
    schema: adminOrderResponseSchema,
  });
  return order;
}

export const useAddNote = (id: string) => useOrderChange(id, addNote);
