/**
 * What the personalize domain offers other domains (functions/<domain> reach each other only through public.ts).
 * - enqueueCampaignTrees(campaign, userId): the campaigns domain calls it after creating a campaign from a concept with
 *   chosen templates, and after a change of its templates: the job initialises or restructures the trees (null when
 *   the campaign has no concept or no platform with trees). enqueueTreeJob is the same with everything spelled out.
 * - upsertVariants: the audiences domain's live feeds write their rows as variants of a tree (held unapproved).
 * - personalizeRepository: reads of trees and variants.
 * - trackPersonalizeEvent: records one personalize analytics event (001 7 'Tracked analytics events').
 * - treeFormatFacts, signalsRepository: the decision-tree performance view (video-render) reads each variant format's
 *   reporting facts and the tree's user segments.
 * - metaTargetOf: the Meta publishing adapter's variant, its on/off state and the ad sets of its fbAdSet segments.
 * - recordFormatScreenshots: the renders domain's 'Make screenshots' gives each variant format it shot that screenshot.
 * - loadTreeVariants, presentVariant, publishTableEvent: the creatives domain lists a tree's variant formats as
 *   creatives with their variants' live state, and tells the grid of an approval ('creative-approved').
 */
export { enqueueCampaignTrees } from './campaign-trees';
export { enqueueTreeJob, type TreeJobRequest } from './tree-jobs';
export { upsertVariants, type VariantRow, type UpsertResult } from './variant-upserts';
export { personalizeRepository, TreeConflictError, type Tree, type Variant } from './personalize-repository';
export { trackPersonalizeEvent } from './analytics';
export { loadTreeVariants } from './variant-views';
export { presentVariant } from './present';
export { publishTableEvent } from './table-events';
export { treeFormatFacts, type FormatFacts, type VariantFormatFacts } from './format-facts';
export { signalsRepository, type Signal } from './signals-repository';
export { metaTargetOf, type MetaTarget } from './meta-targets';
export { recordFormatScreenshots } from './screenshots';
