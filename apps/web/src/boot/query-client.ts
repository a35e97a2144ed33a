import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per page on the client (shared by every island), one per
 * render on the server. Catalogue data is server-rendered as initial data,
 * so it is fresh for a while and refetched only when stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: true,
      },
    },
  });
}
