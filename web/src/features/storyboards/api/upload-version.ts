import type { StoryboardUploadDto } from '@shared/contracts/storyboards';
import { api } from '@web/lib/api-client';
import pLimit from 'p-limit';
import { putWithProgress } from '@web/features/assets';

/** Uploads run 10 at a time (000 9). */
const run = pLimit(10);

/**
 * Puts each file of a new version at its presigned URL (straight to storage), then confirms the version
 * (POST .../version/{vid}/complete, ours) so its processing is queued. Progress in bytes sent.
 */
export async function uploadVersion(partnerId: string, conceptId: string, answer: StoryboardUploadDto, files: File[], onProgress: (sent: number) => void): Promise<void> {
  const sent = new Map<string, number>();
  await Promise.all(
    answer.uploads.map((target, i) =>
      run(() =>
        putWithProgress(target.url, files[i]!, (loaded) => {
          sent.set(target.assetId, loaded);
          onProgress([...sent.values()].reduce((a, b) => a + b, 0));
        }),
      ),
    ),
  );
  await api.post(`assets/concepts/${conceptId}/storyboards/${answer.storyboard._id}/version/${answer.versionId}/complete`, {}, { query: { partnerId } });
}

export const describeFiles = (files: File[]) => files.map((f) => ({ name: f.name, size: f.size, type: f.type || undefined }));
