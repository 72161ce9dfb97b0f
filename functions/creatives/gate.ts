/**
 * The approval gate for export and publishing (publishing calls it): nothing goes out unless the exact
 * current version of each creative involved has a final approval that was not revoked. The personalize activation
 * calls reach the same rule through shared/domain/variant-rules.ts hasFinalApproval with gateOf's data.
 */
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { listCampaignCreatives } from './campaign-creatives';

/**
 * Refuses (422 'Creatives need final approval of their current version', each refused creative in `details`) unless
 * every named creative of the campaign (variant format or variation ids), or without ids every creative that would go
 * out, is final-approved in its current version. An id that is no creative of the campaign answers 404.
 */
export async function assertFinalApproved(input: { campaignId: string; creativeIds?: readonly string[] }): Promise<void> {
  const all = await listCampaignCreatives(input.campaignId);
  const byId = new Map(all.map((c) => [c.id, c]));
  const involved = input.creativeIds
    ? input.creativeIds.map((id) => {
        const found = byId.get(id);
        if (!found) throw notFound(MESSAGES.creativeNotFound);
        return found;
      })
    : all.filter((c) => c.outgoing);
  const refused = involved.filter((c) => !c.approval.finalApproved);
  if (refused.length) throw unprocessable(MESSAGES.creativeNotFinalApproved, refused.map((c) => ({ path: c.id, message: c.name })));
}
