/**
 * What the personalize domain offers other domains (functions/<domain> reach each other only through public.ts).
 * - enqueueTreeJob: the campaigns domain calls it after creating a campaign from a concept with chosen templates, and
 *   whoever changes a campaign's templates calls it again: the job initialises or restructures the trees.
 * - upsertVariants: the audiences domain's live feeds write their rows as variants of a tree (held unapproved).
 * - personalizeRepository: reads of trees and variants.
 */
export { enqueueTreeJob, type TreeJobRequest } from './tree-jobs';
export { upsertVariants, type VariantRow, type UpsertResult } from './variant-upserts';
export { personalizeRepository, TreeConflictError, type Tree, type Variant } from './personalize-repository';
