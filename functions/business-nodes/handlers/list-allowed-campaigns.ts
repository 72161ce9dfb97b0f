import type { AllowedCampaignDto } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { accessibleCampaigns } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';

/**
 * GET business-nodes/allowed-campaigns (campaign work: not deleted) and allowed-analyze-campaigns (the analyzer: every
 * campaign reporting lets the caller query, whatever its state): the caller's campaigns of the current partner by the
 * one access rule (functions/campaigns/campaign-access.ts), so these lists, reporting and the campaign calls agree.
 */
export const listAllowedCampaigns = (forAnalysis: boolean) =>
  defineRoute({
    request: { query: partnerQuerySchema },
    async handle({ caller }) {
      const body: AllowedCampaignDto[] = (await accessibleCampaigns(caller))
        .filter((c) => forAnalysis || c.status !== 'deleted')
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ _id: c.id, name: c.name, businessNodeId: c.businessNodeId, platform: c.platform, status: c.status }));
      return { body };
    },
  });
