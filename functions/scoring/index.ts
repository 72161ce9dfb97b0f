/** The scoring domain Lambda: variations scoring on demand, scores of campaigns, assets and templates. */
import { domainHandler } from '@functions/lib/http';
import getAssetScores from './handlers/get-asset-scores';
import getCampaignScores from './handlers/get-campaign-scores';
import getScorePerformance from './handlers/get-score-performance';
import getTemplateScores from './handlers/get-template-scores';
import startCampaignScoring from './handlers/start-campaign-scoring';

export const handler = domainHandler('scoring', {
  'start-campaign-scoring': startCampaignScoring,
  'get-campaign-scores': getCampaignScores,
  'get-score-performance': getScorePerformance,
  'get-asset-scores': getAssetScores,
  'get-template-scores': getTemplateScores,
});
