/**
 * The tree job (001 8: 'DT is being initialized', 'Decision tree was initialized', 'Only one process at a time can be
 * executed', 'Templates are not provided'): creating a campaign from a concept with chosen templates, or a change of
 * the concept's templates, queues one job per campaign that applies the template structure comparison
 * (tree-structure.ts). The campaign's lock item lets one job run at a time; progress goes to the asking user's
 * browsers as ws-events of source 'personalize'.
 */
import { PERSONALIZE_EVENT_SOURCE, TREE_JOB_EVENTS, type TreeJobEvent, type TreeJobMessage } from '@shared/contracts/personalize';
import type { Platform } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { actorOf } from '@functions/creatives/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { publishEvent } from '@functions/lib/realtime';
import { PermanentJobError } from '@functions/lib/sqs';
import { notifyUsers } from '@functions/notifications/public';
import { personalizeRepository } from './personalize-repository';
import { loadTreeSources } from './template-source';
import { applyTemplateStructure } from './tree-structure';

export interface TreeJobRequest {
  campaignId: string;
  partnerId: string;
  conceptId: string;
  /** The templates the campaign uses (chosen at create, or the concept's current ones after a change). */
  templateIds: readonly string[];
  platforms: readonly Platform[];
  userId: string;
}

const jobEvent = (event: keyof typeof TREE_JOB_EVENTS, payload: TreeJobEvent, userId: string) =>
  publishEvent({ userId }, { source: PERSONALIZE_EVENT_SOURCE, event: TREE_JOB_EVENTS[event], payload });

/** How the job ended is kept in the asking user's notification centre as well (the catalogue's personalize rows). */
const jobOutcome = (event: 'finished' | 'failed', payload: TreeJobEvent, message: Pick<TreeJobMessage, 'userId' | 'partnerId'>) =>
  notifyUsers({ partnerId: message.partnerId, userIds: [message.userId], source: PERSONALIZE_EVENT_SOURCE, event: TREE_JOB_EVENTS[event], payload, once: `tree-job:${payload.jobId}:${event}` });

/**
 * Queues the campaign's tree job. 422 'Templates are not provided' without templates; 409 'Only one process at a time
 * can be executed' while another job of the campaign runs. Answers the job id and 'DT is being initialized'.
 */
export async function enqueueTreeJob(request: TreeJobRequest): Promise<{ jobId: string; message: string }> {
  if (request.templateIds.length === 0) throw unprocessable(MESSAGES.templatesNotProvided);
  const jobId = newId();
  if (!(await personalizeRepository.startJob(request.campaignId, jobId, MESSAGES.dtBeingInitialized))) throw new AppError('DEFAULT_ERROR', 409, MESSAGES.onlyOneProcess);
  const message: TreeJobMessage = { jobId, ...request, templateIds: [...request.templateIds], platforms: [...request.platforms] };
  try {
    await sendToQueue('personalize-trees', message);
  } catch (error) {
    await personalizeRepository.endJob(request.campaignId, jobId, 'error', MESSAGES.personalizeSomethingWentWrong);
    throw error;
  }
  await jobEvent('started', { campaignId: request.campaignId, jobId, status: 'progress', message: MESSAGES.dtBeingInitialized }, request.userId);
  return { jobId, message: MESSAGES.dtBeingInitialized };
}

/** The job itself (the queue's consumer): a message of a job no longer in progress is a redelivery and does nothing. */
export async function runTreeJob(message: TreeJobMessage): Promise<void> {
  const job = await personalizeRepository.getJob(message.campaignId);
  if (!job || job.jobId !== message.jobId || job.status !== 'progress') return;
  const campaign = { campaignId: message.campaignId, partnerId: message.partnerId };
  const sources = await loadTreeSources(message.partnerId, message.conceptId, message.templateIds);
  if (sources.length === 0) {
    await personalizeRepository.endJob(message.campaignId, message.jobId, 'error', MESSAGES.templatesNotProvided);
    await jobOutcome('failed', { campaignId: message.campaignId, jobId: message.jobId, status: 'error', message: MESSAGES.templatesNotProvided }, message);
    throw new PermanentJobError(MESSAGES.templatesNotProvided);
  }
  // a creative moved to a new template version loses its approval in the name of the user who queued the job
  const { trees } = await applyTemplateStructure(campaign, sources, message.platforms, await actorOf(message.userId));
  await personalizeRepository.endJob(message.campaignId, message.jobId, 'finished', MESSAGES.dtInitialized);
  await jobOutcome(
    'finished',
    { campaignId: message.campaignId, jobId: message.jobId, status: 'finished', message: MESSAGES.dtInitialized, trees: trees.map((t) => ({ _id: t.id, platform: t.platform, format: t.format })) },
    message,
  );
}
