/**
 * POST /campaigns/{id}/scoring (ours): scores the campaign's approved creatives that are not scored in their
 * current version. The catalogue's answers (001 8), each also a notification to the caller: started (202, the job
 * queued), 'All creatives are already scored' (200), 'Scoring is already in progress' (409, one job per campaign) and
 * 'There are no approved variations to score' (422, none approved or none with an image yet).
 */
import { campaignIdParamsSchema, type StartScoringResponse } from '@shared/contracts/scoring';
import { NOTIFICATION_TEXTS } from '@shared/messages';
import { NOTIFICATION_EVENTS, NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { campaignInScope } from '@functions/campaigns/public';
import { AppError, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { sendToQueue } from '@functions/lib/queues';
import { notifyUsers } from '@functions/notifications/public';
import { approvedCreatives } from '../campaign-creatives';
import { scoringRepository } from '../scoring-repository';

const E = NOTIFICATION_EVENTS.variationsScorer;

export default defineRoute({
  request: { params: campaignIdParamsSchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const tell = (event: string, payload: Record<string, unknown> = {}) =>
      notifyUsers({ partnerId: campaign.partnerId, userIds: [caller.user.id], source: NOTIFICATION_SOURCES.variationsScorer, event, payload: { campaignId: campaign.id, ...payload } });
    const creatives = (await approvedCreatives(campaign.id)).filter((c) => c.imageKey);
    if (!creatives.length) {
      await tell(E.noApproved);
      throw unprocessable(NOTIFICATION_TEXTS.noApprovedToScore);
    }
    const stored = await Promise.all(creatives.map((c) => scoringRepository.subject({ kind: 'creative', subjectId: c.id, version: c.version })));
    const pending = creatives.filter((_, i) => stored[i]?.status !== 'finished');
    if (!pending.length) {
      await tell(E.allScored);
      const body: StartScoringResponse = { outcome: 'all-scored', jobId: null, total: 0, message: NOTIFICATION_TEXTS.allScored };
      return { body };
    }
    const jobId = newId();
    if (!(await scoringRepository.startJob({ campaignId: campaign.id, jobId, partnerId: campaign.partnerId, userId: caller.user.id, total: pending.length }))) {
      await tell(E.inProgress);
      throw new AppError('DEFAULT_ERROR', 409, NOTIFICATION_TEXTS.scoringInProgress);
    }
    await sendToQueue('variations-scoring', { jobId, campaignId: campaign.id, partnerId: campaign.partnerId, userId: caller.user.id });
    await tell(E.started, { jobId, total: pending.length });
    const body: StartScoringResponse = { outcome: 'started', jobId, total: pending.length, message: NOTIFICATION_TEXTS.scoringStarted };
    return { statusCode: 202, body };
  },
});
