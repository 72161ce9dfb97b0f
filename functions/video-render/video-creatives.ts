/**
 * A campaign's video creatives: its personalize trees' variant formats (self service) and its variations (managed
 * service) whose template version is a video, or an HTML5 template playing a video field (videoUrl, baseVideo). Each
 * comes with the values it is rendered with and a hash of its content (template version and values), which names the
 * folder of its files: a creative edited since its render is rendered into a new folder.
 */
import { createHash } from 'node:crypto';
import type { VideoCreativeRef } from '@shared/contracts/video-render';
import { variationsRepository } from '@functions/campaigns/public';
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
  for (const tree of await personalizeRepository.listTrees(campaign.id)) {
    for (const variant of await personalizeRepository.listVariants(tree.id)) {
      if (variant.archived) continue;
      for (const f of Object.values(variant.formats)) {
        if (f.archived) continue;
        const t = await template(f.templateId);
        const v = versionOf(t, f.generation, f.version);
        if (!t || !v || !isVideoVersion(v)) continue;
        const values = Object.fromEntries(Object.entries(f.dynamicElements).map(([k, e]) => [k, e.value]));
        found.push(creative({ kind: 'format', variantId: variant.id, formatId: f.id }, f.id, `${variant.name} ${f.shortName}`, t, v, values));
      }
    }
  }
  for (const variation of await variationsRepository.listByCampaign(campaign.id)) {
    if (variation.archived || !variation.templateId) continue;
    const t = await template(variation.templateId);
    const v = versionOf(t, variation.generation, variation.version);
    if (!t || !v || !isVideoVersion(v)) continue;
    found.push(creative({ kind: 'variation', reportingHash: variation.reportingHash }, variation.id, variation.name, t, v, (variation.values ?? {}) as Record<string, string>));
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
