/** The personalize domain Lambda (001 3 'Personalize tree', 'Variant', 'Variation'; 001 7 'Personalize'). */
import { domainHandler } from '@functions/lib/http';
import generateVariations from './handlers/generate-variations';
import getVariationsByHashes from './handlers/get-variations-by-hashes';
import listCampaignVariations from './handlers/list-campaign-variations';
import listTrees from './handlers/list-trees';
import listVariants from './handlers/list-variants';
import reportVariations from './handlers/report-variations';
import syncTrees from './handlers/sync-trees';
import listPersonalizeAnalytics from './handlers/list-personalize-analytics';
import trackPersonalizeEvent from './handlers/track-personalize-event';

export const handler = domainHandler('personalize', {
  'list-trees': listTrees,
  'sync-trees': syncTrees,
  'list-variants': listVariants,
  'generate-variations': generateVariations,
  'list-campaign-variations': listCampaignVariations,
  'get-variations-by-hashes': getVariationsByHashes,
  'report-variations': reportVariations,
  'list-personalize-analytics': listPersonalizeAnalytics,
  'track-personalize-event': trackPersonalizeEvent,
});
