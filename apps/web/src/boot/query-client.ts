import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/request-error.ts';

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
        // Once more after a network or server failure; never after a 4xx, which would only say the same again.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiRequestError && error.status !== null && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: true,
        // Offline, TanStack Query's default ('online') pauses a request until the
        // browser is back: the screen then waits with no word. 'always' lets the
        // fetch fail at once, so the spec's 'Query failed…' shows with a retry.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}
