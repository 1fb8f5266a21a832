import { QueryClient } from '@tanstack/react-query';

/** The one cache of server state, shared by the screens' hooks and the routes' prefetches. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
      // Offline, still ask once: the service worker answers catalogue calls from its cache (PWA).
      networkMode: 'offlineFirst',
    },
    // Offline, an action (add to cart, cancel) fails at once with the "Could not reach the store" message
    // instead of waiting silently for the network to come back.
    mutations: { networkMode: 'always' },
  },
});
