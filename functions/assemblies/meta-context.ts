/**
 * The Meta side of an assembly import, through the ad-platforms domain's Meta port: the campaigns of the Meta ad
 * account in the publishing settings of the campaign's business node (or its nearest ancestor that has one) are the
 * campaign ids the user may use, and the ad sets of those of the file's campaigns say which campaign each belongs to.
 */
import { MESSAGES } from '@shared/messages';
import { effectiveSettings, metaPort } from '@functions/ad-platforms/public';
import type { Scope } from '@functions/business-nodes/public';
import { unprocessable } from '@functions/lib/errors';
import type { MetaContext } from './assembly-csv';

export function metaContextFor(scope: Scope, businessNodeId: string): MetaContext {
  return async (fbCampaignIds) => {
    const node = scope.nodes.find((n) => n.id === businessNodeId);
    const adAccountId = node ? effectiveSettings(scope, node).text.facebookAdAccountId : undefined;
    if (!adAccountId) throw unprocessable(MESSAGES.assemblyNeedsMetaAdAccount);
    const meta = metaPort();
    const accessibleCampaignIds = new Set((await meta.listCampaigns(adAccountId)).map((c) => c.id));
    const adSetCampaigns = new Map<string, string>();
    for (const id of fbCampaignIds.filter((c) => accessibleCampaignIds.has(c))) {
      for (const adSet of await meta.listAdSets(id)) adSetCampaigns.set(adSet.id, adSet.campaign_id);
    }
    return { accessibleCampaignIds, adSetCampaigns };
  };
}
