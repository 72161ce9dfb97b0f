/** The personalize domain Lambda (001 3 'Personalize tree', 'Variant', 'Variation'; 001 7 'Personalize'). */
import { domainHandler } from '@functions/lib/http';
import assignSignals from './handlers/assign-signals';
import countFallbackSignals from './handlers/count-fallback-signals';
import createSignal from './handlers/create-signal';
import deleteSignal from './handlers/delete-signal';
import generateVariations from './handlers/generate-variations';
import getVariationsByHashes from './handlers/get-variations-by-hashes';
import importAdSets from './handlers/import-ad-sets';
import importLineItems from './handlers/import-line-items';
import listCampaignVariations from './handlers/list-campaign-variations';
import listSignals from './handlers/list-signals';
import listTrees from './handlers/list-trees';
import listVariants from './handlers/list-variants';
import reportVariations from './handlers/report-variations';
import signalExists from './handlers/signal-exists';
import syncTrees from './handlers/sync-trees';
import updateSignal from './handlers/update-signal';
import uploadSignals from './handlers/upload-signals';
import listPersonalizeAnalytics from './handlers/list-personalize-analytics';
import trackPersonalizeEvent from './handlers/track-personalize-event';
import generateScreenshots from './handlers/generate-screenshots';

export const handler = domainHandler('personalize', {
  'list-trees': listTrees,
  'sync-trees': syncTrees,
  'list-variants': listVariants,
  'generate-variations': generateVariations,
  'list-campaign-variations': listCampaignVariations,
  'get-variations-by-hashes': getVariationsByHashes,
  'report-variations': reportVariations,
  'list-signals': listSignals,
  'signal-exists': signalExists,
  'create-signal': createSignal,
  'update-signal': updateSignal,
  'delete-signal': deleteSignal,
  'upload-signals': uploadSignals,
  'import-line-items': importLineItems,
  'import-ad-sets': importAdSets,
  'assign-signals': assignSignals,
  'count-fallback-signals': countFallbackSignals,
  'list-personalize-analytics': listPersonalizeAnalytics,
  'track-personalize-event': trackPersonalizeEvent,
  'generate-screenshots': generateScreenshots,
});
