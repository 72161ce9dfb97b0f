/**
 * Variations by hash for the reporter and the creatives view (001 7 'GET /campaigns/variations/{hashes}', 002 7
 * 'POST report/variations'): only variations of campaigns the caller may access (002 5 'Reporting access'); a hash
 * of another partner's or an inaccessible campaign is simply absent, as an unknown one is.
 */
import { accessibleCampaigns, variationsRepository, type Variation } from '@functions/campaigns/public';
import type { Caller } from '@functions/lib/session';

/** A reporting hash is 32 hex characters; a variation hash carries _version_formatSuffix after its pure hash. */
const isReportingHash = (hash: string) => /^[0-9a-f]{32}$/.test(hash);

export async function accessibleVariations(caller: Caller, hashes: readonly string[]): Promise<Variation[]> {
  const allowed = new Set((await accessibleCampaigns(caller)).map((c) => c.id));
  const reporting = hashes.filter(isReportingHash);
  const byReporting = await variationsRepository.listByHashes(caller.partnerId, reporting);
  const found = byReporting.filter((v) => allowed.has(v.campaignId));
  const byVariation = await variationsRepository.listByVariationHashes(caller.partnerId, hashes.filter((h) => !isReportingHash(h)));
  // in the order asked for (a variation hash may name the same creative in several campaigns)
  const order = new Map(hashes.map((h, i) => [h, i]));
  const rank = (v: Variation) => Math.min(order.get(v.reportingHash) ?? Infinity, order.get(v.hash ?? '') ?? Infinity);
  return [...found, ...byVariation.filter((v) => allowed.has(v.campaignId))].sort((a, b) => rank(a) - rank(b));
}
