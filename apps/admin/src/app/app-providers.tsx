import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { SESSION_QUERY_KEY } from '@/features/session/api/get-session';
import { onSignedOut } from '@/shared/api/api-client';
import { queryClient } from './query-client';
import { router } from './router';

// A 401 from any call means the session ended (expired, signed out elsewhere, member removed): forgetting the
// member makes RequireStaff send them to sign in, and back to the same page afterwards.
onSignedOut(() => queryClient.setQueryData(SESSION_QUERY_KEY, null));

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
