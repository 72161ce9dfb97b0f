/**
 * A campaign's creatives as the variations scorer reads them: every final-approved creative in its
 * current version, both kinds of the gate (functions/creatives/gate.ts): personalize variant formats (self service)
 * and campaign variations (managed service), each with the image that shows it (the variant format's finished
 * screenshot, the variation's stored preview) and whether a logo field of it holds a value.
 */
import { listCampaignCreatives } from '@functions/creatives/public';

export interface ApprovedCreative {
  id: string;
  name: string;
  version: string;
  /** The image to score (files bucket key); null when the creative has none yet (no screenshot, no preview). */
  imageKey: string | null;
  /** Its reporting hash, for a campaign variation: what the facts name. */
  reportingHash?: string;
  logoField: boolean;
}

const hasLogo = (values: Record<string, unknown>) => Object.entries(values).some(([name, v]) => /logo/i.test(name) && typeof v === 'string' && v.trim() !== '');

export async function approvedCreatives(campaignId: string): Promise<ApprovedCreative[]> {
  return (await listCampaignCreatives(campaignId))
    .filter((c) => !c.archived && c.approval.finalApproved)
    .map((c) => {
      const own = { id: c.id, name: c.name, version: c.version };
      if (c.kind === 'format') return { ...own, imageKey: c.format.screenshotRenderStatus === 'finished' && c.format.screenshotKey ? c.format.screenshotKey : null, logoField: hasLogo(c.values) };
      return { ...own, imageKey: c.variation.thumbnailKey ?? null, reportingHash: c.variation.reportingHash, logoField: hasLogo(c.values) };
    });
}
