/**
 * What the creatives domain offers other domains (functions/<domain> reach each other only through public.ts).
 * - revokeOnEdit, revokeReplaced, actorOf: whatever replaces an approved variant format's content (a personalize edit,
 *   a template's new version, a live feed's rows) appends the revoke records with its cause (same transaction).
 * - gateOf: the approval gate's data of a variant format, for the activation rules (shared/domain/variant-rules.ts).
 * - reviseVariationGenerations: a regeneration moving kept variations to a template's new generation revokes their approval.
 * - assertFinalApproved: export and publishing refuse creatives whose current version lacks final approval.
 * - listCampaignCreatives: a campaign's creatives of both kinds with version and approval, for those that read them all.
 * - seedApprover, seedFinalApproval, appendSeedRecords: seeds and benches approve creatives as a person would.
 */
export { actorOf, revokeOnEdit, revokeReplaced, SYSTEM_ACTOR, type Revocation } from './revocation';
export { gateOf, variantFormatVersion, variationVersion } from './creative-version';
export { assertFinalApproved } from './gate';
export { reviseVariationGenerations } from './variation-approvals';
export { appendSeedRecords, seedApprover, seedFinalApproval, seedVariationFinalApproval } from './seeding';
export { listCampaignCreatives, type CampaignCreative } from './campaign-creatives';
