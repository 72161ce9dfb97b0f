import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignsQueryKey } from './list-campaigns';

/** A campaign write that refreshes every campaign query of the partner (list and page) once it succeeded. */
export function useCampaignMutation<V, R>(partnerId: string | null, write: (partnerId: string, variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(partnerId!, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKey(partnerId) }),
  });
}
