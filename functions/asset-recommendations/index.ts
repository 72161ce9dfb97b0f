/** The asset-recommendations domain Lambda (000 7.3 'recommendation/...'): read, generate (a job), keep, feedback. */
import { domainHandler } from '@functions/lib/http';
import createRecommendedAssets from './handlers/create-recommended-assets';
import generateRecommendations from './handlers/generate-recommendations';
import getRecommendations from './handlers/get-recommendations';
import giveRecommendationFeedback from './handlers/give-recommendation-feedback';

export const handler = domainHandler('asset-recommendations', {
  'get-recommendations': getRecommendations,
  'generate-recommendations': generateRecommendations,
  'create-recommended-assets': createRecommendedAssets,
  'give-recommendation-feedback': giveRecommendationFeedback,
});
