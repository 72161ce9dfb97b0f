import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConceptDto, UpsertBriefBody } from '@shared/contracts/concepts';
import type { Brief } from '@shared/domain/concepts';
import { api } from '@web/lib/api-client';
import { createSingleFilesFromUrls } from '@web/features/brief-assets';
import { conceptsQueryKey } from './list-concepts';

/** POST /concepts/brief: the brief upsert (_id, brief, status, isLastStep); Save Draft sends Draft, Finish StoryboardsInProgress. */
export function saveBrief(partnerId: string, body: UpsertBriefBody): Promise<ConceptDto> {
  return api.post<ConceptDto>('concepts/brief', body, { query: { partnerId } });
}

export function useSaveBrief(partnerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpsertBriefBody) => saveBrief(partnerId!, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conceptsQueryKey(partnerId) }),
  });
}

/**
 * Before the brief is sent: its temporary uploads and links become library assets on the concept's nodes (the
 * brief-assets call); the brief then names the library assets instead.
 */
export async function promoteBriefAssets(partnerId: string, brief: Brief): Promise<Brief> {
  const temporary = brief.assets.filter((a) => !a.isFromDam);
  const { assets } = await createSingleFilesFromUrls(partnerId, { tempAssetData: temporary, nodeIds: brief.intro.businessNodes });
  const libraryId = new Map(assets.map((a) => [a.tempAssetId, a._id]));
  return {
    ...brief,
    assets: brief.assets.map((a) => {
      const id = libraryId.get(a._id);
      return id ? { ...a, _id: id, isFromDam: true, url: '' } : a;
    }),
  };
}

export function usePromoteBriefAssets(partnerId: string | null) {
  return useMutation({ mutationFn: (brief: Brief) => promoteBriefAssets(partnerId!, brief) });
}
