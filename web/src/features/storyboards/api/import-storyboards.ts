import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryboardImportDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import { putWithProgress } from '@web/features/assets';
import { storyboardsQueryKey } from './list-storyboards';

const POLL_MS = 1_500;
const POLL_LIMIT = 200;

/** GET .../storyboards/import/{importId} (ours): how the import went. */
export const getStoryboardImport = (partnerId: string, conceptId: string, importId: string) =>
  api.get<StoryboardImportDto>(`assets/concepts/${conceptId}/storyboards/import/${importId}`, { query: { partnerId } });

/**
 * POST .../storyboards/import (a PDF or a zip), the file to storage, the confirmation (ours), then the job's outcome:
 * asked every 1.5 s until done or failed (the ws-event 'storyboard-imported' says it sooner).
 */
export async function importStoryboards(partnerId: string, conceptId: string, file: File): Promise<StoryboardImportDto> {
  const started = await api.post<StoryboardImportDto>(`assets/concepts/${conceptId}/storyboards/import`, { name: file.name, size: file.size }, { query: { partnerId } });
  await putWithProgress(started.url!, file, () => undefined);
  let state = await api.post<StoryboardImportDto>(`assets/concepts/${conceptId}/storyboards/import/${started._id}/complete`, {}, { query: { partnerId } });
  for (let i = 0; state.status === 'processing' && i < POLL_LIMIT; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    state = await getStoryboardImport(partnerId, conceptId, started._id);
  }
  return state;
}

export function useImportStoryboards(partnerId: string | null, conceptId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importStoryboards(partnerId!, conceptId!, file),
    onSettled: () => client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, conceptId) }),
  });
}
