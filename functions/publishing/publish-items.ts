/**
 * The creatives a publish sends (PublishItem): the live formats of the campaign's decision trees (variant on, not
 * archived; self service) and its live variations (managed service), each final-approved in its current version (the
 * gate refused the publish otherwise; the consumer skips any that lost approval since). Their file: the format's
 * personalize screenshot (preview/thumbnails), else an HTML5 zip the prerender job left under html-prerendered/{id}/,
 * else the screenshot the render job left under screenshots/, else the template version's own thumbnail. A tree's
 * creative names its variant, whether that is the fallback, and the variant's user segments and schedules (the ad
 * server's targeting).
 */
import { THUMBNAIL_SIZES } from '@shared/contracts/template-render';
import type { Campaign } from '@functions/campaigns/public';
import { listCampaignCreatives } from '@functions/creatives/public';
import { signalsRepository, type Signal, type Variant } from '@functions/personalize/public';
import { templateFiles } from '@functions/template-render/public';
import { templateFolder, templatesRepository } from '@functions/templates/public';
import { renderedVideoOf } from '@functions/video-render/public';
import type { PublishItem, PublishSchedule, PublishSegment } from './adapters/port';

export interface CampaignCreatives {
  /** Creatives of the campaign at all (none: 'No variations found for this campaign. Nothing to publish'). */
  total: number;
  /** Live and final-approved ones, in the campaign's order. */
  items: PublishItem[];
  /** Whether they come from a decision tree (variant formats) rather than variations. */
  fromTrees: boolean;
}

const campaignPrefix = (c: Pick<Campaign, 'partnerId' | 'id'>) => `v2/partners/${c.partnerId}/campaigns/${c.id}`;

async function firstFile(prefix: string, ext: RegExp): Promise<string | undefined> {
  const found = (await templateFiles.list(prefix)).find((p) => ext.test(p));
  return found ? `${prefix}/${found}` : undefined;
}

async function templateThumbnail(partnerId: string, templateId: string | undefined, generation?: number, version?: number): Promise<string | undefined> {
  if (!templateId) return undefined;
  const template = await templatesRepository.get(templateId);
  if (!template || template.partnerId !== partnerId) return undefined;
  const versions = template.generations.flatMap((g) => g.versions);
  const v = versions.find((x) => x.generation === generation && x.version === version) ?? versions.at(-1);
  if (!v?.thumbnails) return undefined;
  const size = THUMBNAIL_SIZES[0];
  return `${templateFolder(partnerId, template.conceptId, v.id)}/thumbnails/${size.width}x${size.height}.png`;
}

/**
 * The rendered video format (video-render's formatIds) a creative's format publishes: a bumper or TrueView cut of
 * its ratio, else the Meta orientation's or size's ratio (vertical 9x16, square 1x1, otherwise 16x9).
 */
export function renderedFormatFor(format: string): string {
  const f = format.toLowerCase();
  const size = /(\d+)x(\d+)/.exec(f);
  const tall = /vertical|9[x:]16/.test(f) || (size ? Number(size[2]) > Number(size[1]) : false);
  const square = !tall && (/square|\b1[x:]1\b/.test(f) || (size ? size[1] === size[2] : false));
  const cut = ['bumper', 'trueview'].find((c) => f.includes(c));
  if (cut) return `${cut}-${tall ? '9x16' : '16x9'}`;
  return tall ? '9x16' : square ? '1x1' : '16x9';
}

/** The creative's rendered video (video-render: made from its current content, within the platform's limit), if any. */
async function renderedVideo(campaign: Campaign, creativeId: string, format: string): Promise<string | undefined> {
  const rendered = await renderedVideoOf({ campaignId: campaign.id, creativeId });
  const files = (rendered?.files ?? []).filter((f) => !f.tooLarge);
  return (files.find((f) => f.formatId === renderedFormatFor(format)) ?? files[0])?.key;
}

async function filesOf(campaign: Campaign, creativeId: string, own: string | undefined, template: { id?: string; generation?: number; version?: number }, format: string): Promise<PublishItem['files']> {
  const prefix = campaignPrefix(campaign);
  const prerenderedZip = await firstFile(`${prefix}/html-prerendered/${creativeId}`, /\.zip$/i);
  const screenshot = own ?? (await firstFile(`${prefix}/screenshots`, new RegExp(`${creativeId}[^/]*\\.png$`))) ?? (await templateThumbnail(campaign.partnerId, template.id, template.generation, template.version));
  const video = await renderedVideo(campaign, creativeId, format);
  return { ...(screenshot ? { screenshot } : {}), ...(prerenderedZip ? { prerenderedZip } : {}), ...(video ? { video } : {}) };
}

export async function campaignCreatives(campaign: Campaign, only?: readonly string[]): Promise<CampaignCreatives> {
  const wanted = only ? new Set(only) : undefined;
  const all = await listCampaignCreatives(campaign.id);
  const items: PublishItem[] = [];
  let fromTrees = false;
  // each tree's signals, read when a creative of it first names one: user segments and schedules (the ad server's targeting)
  const signalsByTree = new Map<string, Promise<Map<string, Signal>>>();
  const signalsOf = async (treeId: string, refs: Variant['signals']) => {
    if (!refs.userSegment.length && !refs.schedule.length) return { segments: [], schedules: [] };
    let read = signalsByTree.get(treeId);
    if (!read) signalsByTree.set(treeId, (read = signalsRepository.listByTree({ campaignId: campaign.id, treeId }).then((list) => new Map(list.map((s) => [s.id, s])))));
    const signals = await read;
    const named = (ids: readonly string[]) => ids.flatMap((id) => signals.get(id) ?? []);
    return {
      segments: named(refs.userSegment).map((s): PublishSegment => ({ name: s.name, type: s.segmentType ?? 'custom', values: s.values ?? [] })),
      schedules: named(refs.schedule).map((s): PublishSchedule => ({ name: s.name, ...(s.daysOfWeek ? { daysOfWeek: s.daysOfWeek } : {}), ...(s.hours ? { hours: s.hours } : {}), ...(s.timeZone ? { timeZone: s.timeZone } : {}) })),
    };
  };
  for (const c of all) {
    if ((wanted ? !wanted.has(c.id) : !c.outgoing) || !c.approval.finalApproved) continue;
    if (c.kind === 'format') {
      const { variant: v, format: f } = c;
      fromTrees = true;
      const files = await filesOf(campaign, f.id, f.screenshotRenderStatus === 'finished' ? f.screenshotKey : undefined, { id: f.templateId, generation: f.generation, version: f.version }, f.shortName);
      const variant = { variantId: v.id, variantName: v.name, fallback: v.isFallback, ...(await signalsOf(c.tree.id, v.signals)) };
      items.push({ creativeId: f.id, version: c.version, name: `${v.name} ${f.shortName}`, format: f.shortName, values: c.values, files, ...variant });
    } else {
      const v = c.variation;
      const files = await filesOf(campaign, v.id, v.thumbnailKey, { id: v.templateId, generation: v.generation, version: v.version }, v.format ?? v.size ?? '');
      items.push({ creativeId: v.id, version: c.version, name: v.name, format: v.size ?? v.format, values: c.values, files });
    }
  }
  return { total: all.length, items, fromTrees };
}
