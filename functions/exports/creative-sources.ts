/**
 * A campaign's creatives as the prerenderer needs them (variant formats of self-service trees and variations
 * of managed-service campaigns): the template version each is on, its values, and whether its current version holds a
 * final approval (the same rule as the gate: shared/domain/approvals.ts isFinalApproved of its version digest).
 */
import { listCampaignCreatives } from '@functions/creatives/public';

export interface CreativeSource {
  id: string;
  name: string;
  platform: string | null;
  templateId: string | null;
  generation: number;
  version: number;
  values: Record<string, string>;
  finalApproved: boolean;
  /** Archived creatives (or of an archived variant) never go out in a bulk. */
  archived: boolean;
}

export async function campaignCreatives(campaignId: string): Promise<CreativeSource[]> {
  return (await listCampaignCreatives(campaignId)).map((c) => {
    const template =
      c.kind === 'format'
        ? { platform: c.tree.platform, templateId: c.format.templateId, generation: c.format.generation, version: c.format.version }
        : { platform: null, templateId: c.variation.templateId ?? null, generation: c.variation.generation ?? 1, version: c.variation.version ?? 1 };
    return { id: c.id, name: c.name, ...template, values: c.values, finalApproved: c.approval.finalApproved, archived: c.archived };
  });
}
