import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './client';

/**
 * The page's QueryClient, created once by the shell and handed to everything below it through
 * QueryClientProvider: the remotes read it with `useQueryClient()` (their mutations get it as
 * `context.client`), so the shell's `clear()` at logout forgets every remote's answers too. Nothing else
 * creates one. Spec 1 §7 defaults: no retry, data never goes stale by itself, no refetch on window
 * focus, no polling; screens that poll say so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
