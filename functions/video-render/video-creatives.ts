/**
 * A campaign's video creatives: its personalize trees' variant formats (self service) and its variations (managed
 * service) whose template version is a video, or an HTML5 template playing a video field (videoUrl, baseVideo). Each
 * comes with the values it is rendered with and a hash of its content (template version and values), which names the
 * folder of its files: a creative edited since its render is rendered into a new folder.
 */
import { createHash } from 'node:crypto';
import type { VideoCreativeRef } from '@shared/contracts/video-render';
import { variationsRepository } from '@functions/campaigns/public';
import { listCampaignCreatives } from '@functions/creatives/public';
import { personalizeRepository } from '@functions/personalize/public';
import { templatesRepository, type Template } from '@functions/templates/public';

export type TemplateVersion = Template['generations'][number]['versions'][number];

export interface VideoCreative {
  ref: VideoCreativeRef;
  creativeId: string;
  name: string;
  template: Template;
  version: TemplateVersion;
  /** Every dynamic field with its type and the creative's value. */
  fields: { name: string; type: string; value: string }[];
  contentHash: string;
}

const isVideoVersion = (v: TemplateVersion) => v.status === 'ready' && (v.kind === 'video' || v.parse.dynamicFields.some((f) => f.type === 'video'));

function versionOf(template: Template | null, generation: number | undefined, version: number | undefined): TemplateVersion | undefined {
  return template?.generations.find((g) => g.generation === generation)?.versions.find((v) => v.version === version);
}

function creative(ref: VideoCreativeRef, creativeId: string, name: string, template: Template, version: TemplateVersion, values: Record<string, string>): VideoCreative {
  const declared = new Map(version.parse.dynamicFields.map((f) => [f.name, f]));
  const fields = [...declared.values()].map((f) => ({ name: f.name, type: f.type, value: values[f.name] ?? f.defaultValue }));
  const contentHash = createHash('sha256').update(JSON.stringify([template.id, version.id, fields])).digest('hex').slice(0, 16);
  return { ref, creativeId, name, template, version, fields, contentHash };
}

/** Reads templates once per id. */
function templateReader(partnerId: string) {
  const cache = new Map<string, Promise<Template | null>>();
  return (id: string) => {
    if (!cache.has(id)) cache.set(id, templatesRepository.get(id).then((t) => (t && t.partnerId === partnerId ? t : null)));
    return cache.get(id)!;
  };
}

export async function listVideoCreatives(campaign: { id: string; partnerId: string }): Promise<VideoCreative[]> {
  const template = templateReader(campaign.partnerId);
  const found: VideoCreative[] = [];
  for (const c of await listCampaignCreatives(campaign.id, { fresh: true })) {
    // a variation made without a template has nothing to render
    if (c.archived || (c.kind === 'variation' && !c.variation.templateId)) continue;
    const of = c.kind === 'format' ? c.format : c.variation;
    const t = await template(of.templateId!);
    const v = versionOf(t, of.generation, of.version);
    if (!t || !v || !isVideoVersion(v)) continue;
    if (c.kind === 'format') found.push(creative({ kind: 'format', variantId: c.variant.id, formatId: c.id }, c.id, `${c.variant.name} ${c.format.shortName}`, t, v, c.values));
    else found.push(creative({ kind: 'variation', reportingHash: c.variation.reportingHash }, c.id, c.variation.name, t, v, c.values));
  }
  return found;
}

/** One creative as it is now; null when it is gone, archived or no longer a video. */
export async function readVideoCreative(campaign: { id: string; partnerId: string }, ref: VideoCreativeRef): Promise<VideoCreative | null> {
  const template = templateReader(campaign.partnerId);
  if (ref.kind === 'format') {
    const variant = await personalizeRepository.getVariant(ref.variantId);
    const f = variant?.formats[ref.formatId];
    if (!variant || !f || variant.campaignId !== campaign.id || variant.archived || f.archived) return null;
    const t = await template(f.templateId);
    const v = versionOf(t, f.generation, f.version);
    if (!t || !v || !isVideoVersion(v)) return null;
    return creative(ref, f.id, `${variant.name} ${f.shortName}`, t, v, Object.fromEntries(Object.entries(f.dynamicElements).map(([k, e]) => [k, e.value])));
  }
  const variation = await variationsRepository.get(campaign.partnerId, ref.reportingHash);
  if (!variation || variation.campaignId !== campaign.id || variation.archived || !variation.templateId) return null;
  const t = await template(variation.templateId);
  const v = versionOf(t, variation.generation, variation.version);
  if (!t || !v || !isVideoVersion(v)) return null;
  return creative(ref, variation.id, variation.name, t, v, (variation.values ?? {}) as Record<string, string>);
}
