import type { QueryClient } from '@tanstack/react-query';

/**
 * After any change in the back office (an order moved, cash recorded, a member invited) the lists, the
 * dashboard's figures and the audit log may all read differently, so everything shown is fetched again
 * when next looked at; only who is signed in is kept.
 */
export function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
}
