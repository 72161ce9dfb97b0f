/**
 * Variant format screenshots (001 7 POST formats/screenshots; 001 4 'Render and screenshot status'): the status writes
 * and the 'screenshot-status' table event both the call and the job make. A status write re-reads the variant and
 * writes conditionally on its revision, again after a concurrent edit, so neither side loses the other's change.
 */
import { campaignTopic, PERSONALIZE_EVENT_SOURCE, PERSONALIZE_TABLE_EVENTS, type PersonalizeTableEvent } from '@shared/contracts/personalize';
import type { VariantFormatState } from '@shared/domain/personalize';
import { publishEvent } from '@functions/lib/realtime';
import { personalizeRepository, TreeConflictError, type Variant } from './personalize-repository';
import { presentVariant } from './present';

export type ScreenshotStatus = NonNullable<VariantFormatState['screenshotRenderStatus']>;
const ATTEMPTS = 5;

/** Sets formats' screenshot status (and key, once finished); null when the variant is gone. */
export async function setScreenshotStatus(variantId: string, changes: Record<string, { status: ScreenshotStatus; key?: string }>): Promise<Variant | null> {
  for (let attempt = 1; ; attempt++) {
    const variant = await personalizeRepository.getVariant(variantId);
    if (!variant) return null;
    const formats = { ...variant.formats };
    for (const [formatId, { status, key }] of Object.entries(changes)) {
      const format = formats[formatId];
      if (format) formats[formatId] = { ...format, screenshotRenderStatus: status, ...(key ? { screenshotKey: key } : {}) };
    }
    try {
      await personalizeRepository.write([personalizeRepository.updateVariant(variant, { formats })]);
      return { ...variant, formats, revision: variant.revision + 1 };
    } catch (error) {
      if (!(error instanceof TreeConflictError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * Screenshots another job made of variant formats (the campaign's 'Make screenshots'): each format's screenshot becomes
 * that file, finished, and every tree's grid and creatives view hears it ('screenshot-status'), so the cards show it.
 */
export async function recordFormatScreenshots(campaignId: string, userId: string, shots: readonly { treeId: string; variantId: string; formatId: string; key: string }[]): Promise<void> {
  const byVariant = new Map<string, { treeId: string; changes: Record<string, { status: ScreenshotStatus; key: string }> }>();
  for (const s of shots) {
    const entry = byVariant.get(s.variantId) ?? { treeId: s.treeId, changes: {} };
    entry.changes[s.formatId] = { status: 'finished', key: s.key };
    byVariant.set(s.variantId, entry);
  }
  const byTree = new Map<string, Variant[]>();
  for (const [variantId, { treeId, changes }] of byVariant) {
    const updated = await setScreenshotStatus(variantId, changes);
    if (updated) byTree.set(treeId, [...(byTree.get(treeId) ?? []), updated]);
  }
  for (const [treeId, variants] of byTree) await publishScreenshotStatus(campaignId, treeId, userId, variants);
}

/** The 'screenshot-status' table event with the variants as they are now. */
export async function publishScreenshotStatus(campaignId: string, treeId: string, userId: string, variants: readonly Variant[]): Promise<void> {
  if (!variants.length) return;
  const payload: PersonalizeTableEvent = { campaignId, treeId, userId, variants: variants.map((v) => presentVariant(v)) };
  await publishEvent({ topic: campaignTopic(campaignId) }, { source: PERSONALIZE_EVENT_SOURCE, event: PERSONALIZE_TABLE_EVENTS.screenshotStatus, payload });
}
