/**
 * GET campaigns/{campaignId}/personalize/{treeId}/bulk/creatives/meta?ids (001 7): the Meta publishing fields of the
 * named variant formats (a variant id names all its formats), in the order asked; ids not of the tree are left out.
 * The media of a format is its finished screenshot (the picture a single-image template renders to, signed on the
 * user-content origin), else its media value; the ad account and page come from the campaign node's publishing
 * settings (nearest ancestor's when the node has none), so the client can ask for Meta previews.
 */
import { bulkCreativesMetaQuerySchema, treeParamsSchema } from '@shared/contracts/personalize';
import type { MetaCreative, MetaCreatives } from '@shared/contracts/personalize-screenshots';
import type { VariantFormatState } from '@shared/domain/personalize';
import { CAROUSEL_MAX_CARDS } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { settingsOf } from '@functions/ad-platforms/public';
import { campaignInScope } from '@functions/campaigns/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { splitKey, userContentUrl } from '@functions/lib/user-content';
import { personalizeRepository } from '../personalize-repository';

const value = (f: VariantFormatState, ...names: string[]) => {
  for (const n of names) {
    const v = f.dynamicElements[n]?.value?.trim();
    if (v) return v;
  }
  return null;
};

function creativeOf(variantId: string, f: VariantFormatState, video: boolean): MetaCreative {
  const cards = [];
  for (let n = 1; n <= CAROUSEL_MAX_CARDS; n++) {
    const card = { image: value(f, `card${n}Image`), headline: value(f, `card${n}Headline`), description: value(f, `card${n}Description`), websiteUrl: value(f, `card${n}WebsiteUrl`) };
    if (Object.values(card).some((v) => v !== null)) cards.push(card);
  }
  const shot = !video && f.screenshotRenderStatus === 'finished' && f.screenshotKey ? userContentUrl(splitKey(f.screenshotKey)) : null;
  return {
    variantId,
    formatId: f.id,
    format: f.format,
    mediaType: video ? 'video' : 'image',
    media: shot ?? value(f, video ? `${f.format}Video` : `${f.format}Image`, 'media'),
    primaryText: value(f, 'primaryText'),
    headline: value(f, 'headline'),
    description: value(f, 'description'),
    websiteURL: value(f, 'websiteURL'),
    displayLink: value(f, 'displayLink'),
    callToAction: value(f, 'callToAction'),
    cards,
  };
}

export default defineRoute({
  request: { params: treeParamsSchema, query: bulkCreativesMetaQuerySchema },
  async handle({ caller, params, query }) {
    const { campaign } = await campaignInScope(caller, params.campaignId);
    const tree = await personalizeRepository.getTree(params.treeId);
    if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
    const video = tree.format.toLowerCase().includes('video');
    const byId = new Map<string, MetaCreative[]>();
    for (const v of await personalizeRepository.listVariants(tree.id)) {
      const all = Object.values(v.formats).map((f) => creativeOf(v.id, f, video));
      byId.set(v.id, all);
      for (const c of all) byId.set(c.formatId, [c]);
    }
    const seen = new Set<string>();
    const creatives = query.ids.flatMap((id) => byId.get(id) ?? []).filter((c) => !seen.has(c.formatId) && seen.add(c.formatId));
    const { text } = await settingsOf(caller, campaign.businessNodeId);
    const body: MetaCreatives = { creatives, advertiserId: text.facebookAdAccountId ?? null, pageId: text.facebookPageId ?? null };
    return { body };
  },
});
