/** GET /campaigns/{id}/scores (ours): the scores of the campaign's creatives and its last scoring job. */
import { campaignIdParamsSchema, type CampaignScores } from '@shared/contracts/scoring';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { approvedCreatives } from '../campaign-creatives';
import { presentScore, scoringRepository } from '../scoring-repository';

export default defineRoute({
  request: { params: campaignIdParamsSchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const [stored, job, creatives] = await Promise.all([scoringRepository.listByScope(campaign.id, 'creative'), scoringRepository.job(campaign.id), approvedCreatives(campaign.id)]);
    // each creative's score of its current version (an edited creative's older score is not shown as its own)
    const current = new Set(creatives.map((c) => `${c.id}|${c.version}`));
    const body: CampaignScores = {
      scores: stored.filter((s) => current.has(`${s.subjectId}|${s.version}`)).map(presentScore),
      job: job ? { jobId: job.jobId, status: job.status, total: job.total, done: job.done, failed: job.failed, startedAt: job.startedAt } : null,
    };
    return { body };
  },
});
