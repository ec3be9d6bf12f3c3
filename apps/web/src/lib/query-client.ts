import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Every request shows the global loading overlay (spec §2), so background refetches would make the
      // screen flash; data is refreshed by navigating or by the mutations that change it.
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
