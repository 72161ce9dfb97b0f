import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteMarketResult, Market } from '@shared/contracts/markets';
import { api } from '@web/lib/api-client';
import { marketsQueryKey } from './get-markets';

/** POST markets/create/{partnerId}: body name. */
export function createMarket({ partnerId, name }: { partnerId: string; name: string }): Promise<Market> {
  return api.post<Market>(`markets/create/${partnerId}`, { name }, { query: { partnerId } });
}

/** PUT markets/update/{id}: body name. */
export function updateMarket({ partnerId, id, name }: { partnerId: string; id: string; name: string }): Promise<Market> {
  return api.put<Market>(`markets/update/${id}`, { name }, { query: { partnerId } });
}

/** DELETE markets/delete/{partnerId}/{id}: the markets after the call, and blockedToDelete when the market is in use. */
export function deleteMarket({ partnerId, id }: { partnerId: string; id: string }): Promise<DeleteMarketResult> {
  return api.delete<DeleteMarketResult>(`markets/delete/${partnerId}/${id}`, { query: { partnerId } });
}

export function useCreateMarket(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMarket, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketsQueryKey(partnerId) }) });
}

export function useUpdateMarket(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMarket, onSuccess: () => queryClient.invalidateQueries({ queryKey: marketsQueryKey(partnerId) }) });
}

export function useDeleteMarket(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMarket,
    // The answer already holds the list after the call.
    onSuccess: (result) => queryClient.setQueryData(marketsQueryKey(partnerId), result.markets),
  });
}
