import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-client';

/** A refusal (4xx) is the answer; only a failure of the network or the server is worth a second try. */
function retryOnce(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/** The one cache of server state. Several people work the same orders, so what is shown is kept fresh. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 10_000, retry: retryOnce, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
