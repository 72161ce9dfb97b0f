/**
 * The approval gate for export and publishing (issue 17; issue 18 calls it): nothing goes out unless the exact
 * current version of each creative involved has a final approval that was not revoked. The personalize activation
 * calls reach the same rule through shared/domain/variant-rules.ts hasFinalApproval with gateOf's data.
 */
import { isFinalApproved, type CreativeApprovalState } from '@shared/domain/approvals';
import { MESSAGES } from '@shared/messages';
import { variationsRepository } from '@functions/campaigns/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { personalizeRepository } from '@functions/personalize/public';
import { variantFormatVersion, variationVersion } from './creative-version';

interface GateEntry {
  id: string;
  name: string;
  approved: boolean;
  /** Goes out when no ids are named: formats of variants that are on, and live variations. */
  outgoing: boolean;
}

async function campaignCreatives(campaignId: string): Promise<GateEntry[]> {
  const out: GateEntry[] = [];
  for (const tree of await personalizeRepository.listTrees(campaignId)) {
    for (const v of await personalizeRepository.listVariantsCached(tree.id)) {
      for (const f of Object.values(v.formats)) {
        out.push({ id: f.id, name: `${f.name} (${v.name})`, approved: isFinalApproved(f.approval, variantFormatVersion(f)), outgoing: v.enabled && !v.archived && !f.archived });
      }
    }
  }
  for (const v of await variationsRepository.listByCampaign(campaignId)) {
    out.push({ id: v.id, name: v.name, approved: isFinalApproved(v.approval as CreativeApprovalState | undefined, variationVersion(v)), outgoing: !v.archived });
  }
  return out;
}

/**
 * Refuses (422 'Creatives need final approval of their current version', each refused creative in `details`) unless
 * every named creative of the campaign (variant format or variation ids), or without ids every creative that would go
 * out, is final-approved in its current version. An id that is no creative of the campaign answers 404.
 */
export async function assertFinalApproved(input: { campaignId: string; creativeIds?: readonly string[] }): Promise<void> {
  const all = await campaignCreatives(input.campaignId);
  const byId = new Map(all.map((c) => [c.id, c]));
  const involved = input.creativeIds
    ? input.creativeIds.map((id) => {
        const found = byId.get(id);
        if (!found) throw notFound(MESSAGES.creativeNotFound);
        return found;
      })
    : all.filter((c) => c.outgoing);
  const refused = involved.filter((c) => !c.approved);
  if (refused.length) throw unprocessable(MESSAGES.creativeNotFinalApproved, refused.map((c) => ({ path: c.id, message: c.name })));
}
