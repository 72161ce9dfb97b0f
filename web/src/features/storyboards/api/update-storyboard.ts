import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoryboardUploadDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import { storyboardsQueryKey } from './list-storyboards';
import { describeFiles, uploadVersion } from './upload-version';

export interface StoryboardEdit {
  sid: string;
  name?: string;
  type?: string;
  /** A new version's files. */
  files?: File[];
  onProgress?: (sent: number) => void;
}

/** PUT /assets/concepts/{id}/storyboards/{sid}: rename, retype, or (with files) upload a new version. */
export async function updateStoryboard(partnerId: string, conceptId: string, edit: StoryboardEdit): Promise<StoryboardUploadDto> {
  const body = { ...(edit.name ? { name: edit.name } : {}), ...(edit.type ? { type: edit.type } : {}), ...(edit.files ? { files: describeFiles(edit.files) } : {}) };
  const answer = await api.put<StoryboardUploadDto>(`assets/concepts/${conceptId}/storyboards/${edit.sid}`, body, { query: { partnerId } });
  if (edit.files) await uploadVersion(partnerId, conceptId, answer, edit.files, edit.onProgress ?? (() => undefined));
  return answer;
}

export function useUpdateStoryboard(partnerId: string | null, conceptId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: StoryboardEdit) => updateStoryboard(partnerId!, conceptId!, edit),
    onSettled: () => client.invalidateQueries({ queryKey: storyboardsQueryKey(partnerId, conceptId) }),
  });
}
