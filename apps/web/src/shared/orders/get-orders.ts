import { type Order, userOrdersResponseSchema } from '@souq/shared/schemas/order';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../api/api-client';
import { useSignedIn } from '../session/session-store';

/**
 * POST /api/order/userorders: the signed-in shopper's orders, newest first. Shared because the
 * orders page, the profile and the payment page (which refreshes it after an order) all use this one query.
 */
async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return (
    await apiRequest('/api/order/userorders', {
      method: 'POST',
      body: {},
      schema: userOrdersResponseSchema,
      signal,
    })
  ).orders;
}

export const ordersQueryOptions = queryOptions({
  queryKey: ['orders'],
  queryFn: ({ signal }) => getOrders(signal),
});

export function useOrders() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...ordersQueryOptions, enabled: signedIn });
  // A user-orders failure is only logged (the pages offer a quiet retry, never a toast).
  const { error } = query;
  useEffect(() => {
    if (error) console.error('The orders could not be loaded', error);
  }, [error]);
  return query;
}
