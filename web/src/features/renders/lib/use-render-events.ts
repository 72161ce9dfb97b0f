/**
 * The render queue heard live: every 'render-progress' event of the campaign's topic (start, progress, end, cancel,
 * restart of its render job) becomes the shown state at once, and a job's end makes its results be read again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { campaignTopic } from '@shared/contracts/personalize-events';
import { RENDER_PROGRESS_EVENT, type RenderJobState, type RenderQueueState } from '@shared/contracts/renders';
import { useRealtimeTopic } from '@web/lib/realtime';
import { rendersKeys } from '../api/keys';

export function useRenderEvents(campaignId: string): void {
  const client = useQueryClient();
  useRealtimeTopic(campaignTopic(campaignId), (event) => {
    if (event.event !== RENDER_PROGRESS_EVENT) return;
    const job = event.payload as RenderJobState | undefined;
    if (!job || job.campaignId !== campaignId) return;
    const shown = client.getQueryData<RenderQueueState>(rendersKeys.queue(campaignId))?.job;
    // events of one job may arrive out of order: an older count never replaces a newer one
    if (shown && shown.jobId === job.jobId && shown.updatedAt > job.updatedAt) return;
    client.setQueryData<RenderQueueState>(rendersKeys.queue(campaignId), { job });
    if (job.status === 'finished' || job.status === 'error') void client.invalidateQueries({ queryKey: [...rendersKeys.all(campaignId), 'results'] });
  });
}
