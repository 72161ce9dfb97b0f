import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomConversion, CustomConversionBody } from '@shared/contracts/custom-conversions';
import { api } from '@web/lib/api-client';
import { allSavedReportsKey } from '@web/features/analyzer';
import { customConversionsQueryKey } from './list-custom-conversions';

/** POST report/custom-conversion?partnerId: body name and floodlightActivityIds. */
export function createCustomConversion({ partnerId, body }: { partnerId: string; body: CustomConversionBody }): Promise<CustomConversion> {
  return api.post<CustomConversion>('report/custom-conversion', body, { query: { partnerId } });
}

/** PUT report/custom-conversion/{id}?partnerId. */
export function updateCustomConversion({ partnerId, id, body }: { partnerId: string; id: string; body: CustomConversionBody }): Promise<CustomConversion> {
  return api.put<CustomConversion>(`report/custom-conversion/${id}`, body, { query: { partnerId } });
}

/** DELETE report/custom-conversion/{id}?partnerId. */
export function deleteCustomConversion({ partnerId, id }: { partnerId: string; id: string }): Promise<{ _id: string }> {
  return api.delete<{ _id: string }>(`report/custom-conversion/${id}`, { query: { partnerId } });
}

/**
 * The three calls; each success refreshes the list (and so the analyzer's metric list). A delete also rewrote the saved
 * reports that used the conversion's metrics, so those held in the cache are read again.
 */
export function useSaveCustomConversion(partnerId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: customConversionsQueryKey(partnerId) });
  const onDeleted = () => Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: allSavedReportsKey(partnerId) })]);
  return {
    create: useMutation({ mutationFn: createCustomConversion, onSuccess }),
    update: useMutation({ mutationFn: updateCustomConversion, onSuccess }),
    remove: useMutation({ mutationFn: deleteCustomConversion, onSuccess: onDeleted }),
  };
}
