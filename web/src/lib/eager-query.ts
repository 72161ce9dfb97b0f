import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * useQuery whose fetch starts while the component renders, not once its whole subtree has rendered and committed
 * (what TanStack's usePrefetchQuery does, kept to enabled queries): a screen with a heavy subtree asks for its data
 * that much earlier. A query already in the cache, even pending, is not asked again.
 */
export function useEagerQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>) {
  const client = useQueryClient();
  if (options.enabled !== false && typeof options.enabled !== 'function' && !client.getQueryState(options.queryKey)) {
    void client.prefetchQuery(options as Parameters<typeof client.prefetchQuery>[0]);
  }
  return useQuery(options);
}
