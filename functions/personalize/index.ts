/** The personalize domain Lambda (001 3 'Personalize tree', 'Variant', 'Variation'; 001 7 'Personalize'). */
import { domainHandler } from '@functions/lib/http';
import assignSignals from './handlers/assign-signals';
import countFallbackSignals from './handlers/count-fallback-signals';
import createSignal from './handlers/create-signal';
import deleteSignal from './handlers/delete-signal';
import listVariantIdentifiers from './handlers/list-variant-identifiers';
import countVariants from './handlers/count-variants';
import getVariant from './handlers/get-variant';
import listAvailableFilters from './handlers/list-available-filters';
import listTreeTemplates from './handlers/list-tree-templates';
import createVariant from './handlers/create-variant';
import variantExists from './handlers/variant-exists';
import cloneVariant from './handlers/clone-variant';
import renameVariant from './handlers/rename-variant';
import setFallbackVariant from './handlers/set-fallback-variant';
import archiveVariant from './handlers/archive-variant';
import restoreVariant from './handlers/restore-variant';
import activateVariant from './handlers/activate-variant';
import deactivateVariant from './handlers/deactivate-variant';
import archiveVariantFormat from './handlers/archive-variant-format';
import restoreVariantFormat from './handlers/restore-variant-format';
import bulkActivateVariants from './handlers/bulk-activate-variants';
import bulkDeactivateVariants from './handlers/bulk-deactivate-variants';
import editDynamicElements from './handlers/edit-dynamic-elements';
import addCarouselCard from './handlers/add-carousel-card';
import removeCarouselCard from './handlers/remove-carousel-card';
import listCloneTargets from './handlers/list-clone-targets';
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
  'list-variant-identifiers': listVariantIdentifiers,
  'count-variants': countVariants,
  'get-variant': getVariant,
  'list-available-filters': listAvailableFilters,
  'list-tree-templates': listTreeTemplates,
  'create-variant': createVariant,
  'variant-exists': variantExists,
  'clone-variant': cloneVariant,
  'rename-variant': renameVariant,
  'set-fallback-variant': setFallbackVariant,
  'archive-variant': archiveVariant,
  'restore-variant': restoreVariant,
  'activate-variant': activateVariant,
  'deactivate-variant': deactivateVariant,
  'archive-variant-format': archiveVariantFormat,
  'restore-variant-format': restoreVariantFormat,
  'bulk-activate-variants': bulkActivateVariants,
  'bulk-deactivate-variants': bulkDeactivateVariants,
  'edit-dynamic-elements': editDynamicElements,
  'add-carousel-card': addCarouselCard,
  'remove-carousel-card': removeCarouselCard,
  'list-clone-targets': listCloneTargets,
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
