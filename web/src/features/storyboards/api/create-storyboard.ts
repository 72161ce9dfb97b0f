import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryboardUploadDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';
import { describeFiles, uploadVersion } from './upload-version';

export interface NewStoryboard {
  name: string;
  type: string;
  files: File[];
  onProgress: (sent: number) => void;
}

/** POST /assets/concepts/{id}/storyboards, then the files to storage and the version's confirmation. */
export async function createStoryboard(partnerId: string, conceptId: string, input: NewStoryboard): Promise<StoryboardUploadDto> {
  const answer = await api.post<StoryboardUploadDto>(`assets/concepts/${conceptId}/storyboards`, { name: input.name, type: input.type, files: describeFiles(input.files) }, { query: { partnerId } });
  await uploadVersion(partnerId, conceptId, answer, input.files, input.onProgress);
  return answer;
}

export function useCreateStoryboard(partnerId: string | null, conceptId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewStoryboard) => createStoryboard(partnerId!, conceptId!, input),
    onSettled: () => client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, conceptId) }),
  });
}
