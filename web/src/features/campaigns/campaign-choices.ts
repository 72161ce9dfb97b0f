/**
 * What a campaign may be made of when it is created from a concept (001 1, 5): the concept's markets, the platforms
 * and formats its brief chose, and its approved templates. Pure, so the create form and its tests agree.
 */
import type { CampaignFormat } from '@shared/contracts/campaigns';
import type { NodeDto } from '@shared/contracts/business-nodes';
import type { TemplateDto } from '@shared/contracts/templates';
import { defaultPlatform } from '@shared/domain/campaigns';
import { templateFitsPlatform } from '@shared/domain/personalize';
import { CHANNEL_KINDS, findFormat, PLATFORMS, type Brief, type ChannelKind, type Platform } from '@shared/domain/concepts';
import { orientationOfSize } from '@shared/domain/meta-publishing';

/** The platforms the brief chose formats for, in catalogue order. */
export function briefPlatforms(brief: Brief): Platform[] {
  return PLATFORMS.filter((p) => CHANNEL_KINDS.some((ch) => (brief.formats[p]?.[ch]?.length ?? 0) > 0));
}

/** The brief's formats of one platform, each as the campaign stores it. */
export function briefFormats(brief: Brief, platform: Platform): CampaignFormat[] {
  return CHANNEL_KINDS.flatMap((channel: ChannelKind) => (brief.formats[platform]?.[channel] ?? []).filter((format) => findFormat(platform, channel, format)).map((format) => ({ platform, channel, format })));
}

export const formatKeyOf = (f: CampaignFormat) => `${f.platform}.${f.channel}.${f.format}`;
export const formatLabelOf = (f: CampaignFormat) => findFormat(f.platform, f.channel, f.format)?.label ?? f.format;

/**
 * The templates a campaign may choose: approved and not archived (the API refuses the others), and, once a platform is
 * chosen, of a size and kind that platform takes (templateFitsPlatform: Meta sizes to Meta, the others to the ad server).
 */
export const choosableTemplates = (templates: readonly TemplateDto[], platform?: Platform) =>
  templates.filter((t) => t.approved && !t.archived && (!platform || templateFitsPlatform({ size: t.size, kind: t.type }, platform)));

/** 001 1: the ad server when the brief chose it and there are templates, else the first chosen platform; no templates: Meta. */
export function initialPlatform(platforms: readonly Platform[], templateCount: number): Platform {
  const chosen = platforms.includes('google') ? 'google' : platforms[0];
  return defaultPlatform(templateCount, chosen) as Platform;
}

/** The markets a campaign of this concept may have: the concept's market nodes and the markets below its other nodes, that the caller may write. */
export function conceptMarkets(conceptNodeIds: readonly string[], tree: readonly NodeDto[]): NodeDto[] {
  const found: NodeDto[] = [];
  const walk = (nodes: readonly NodeDto[], inside: boolean) => {
    for (const n of nodes) {
      const within = inside || conceptNodeIds.includes(n._id);
      if (within && n.type === 'market' && n.writeAllowed) found.push(n);
      walk(n.children, within);
    }
  };
  walk(tree, false);
  return found;
}

const ORIENTATION_OF_FORMAT = /-(square|vertical|horizontal|16x9|9x16)\b/;
const ORIENTATIONS: Record<string, 'square' | 'vertical' | 'horizontal'> = { square: 'square', vertical: 'vertical', horizontal: 'horizontal', '16x9': 'horizontal', '9x16': 'vertical' };

function orientationOfTemplate(size: string): 'square' | 'vertical' | 'horizontal' | null {
  const m = /^(\d+)x(\d+)$/.exec(size);
  return m ? orientationOfSize(Number(m[1]), Number(m[2])) : null;
}

/**
 * Whether one of the templates can fill a brief format: a video format takes a video template (of its orientation
 * where the format names one), a display or static format an HTML one of its size (Google display, Google Ads fixed),
 * of its orientation (Meta images; a carousel card is square) or any (responsive display, dynamic image). A format no
 * chosen template fills stays empty in the campaign.
 */
export function formatHasTemplate(format: CampaignFormat, templates: readonly Pick<TemplateDto, 'size' | 'type'>[]): boolean {
  const video = format.channel === 'video';
  const candidates = templates.filter((t) => (t.type === 'video') === video);
  const fixed = format.platform === 'google' && format.channel === 'display' ? format.format : /^fixed-(\d+x\d+)$/.exec(format.format)?.[1];
  if (fixed) return candidates.some((t) => t.size === fixed);
  const named = format.format === 'carousel' ? 'square' : ORIENTATIONS[ORIENTATION_OF_FORMAT.exec(format.format)?.[1] ?? ''];
  if (named) return candidates.some((t) => orientationOfTemplate(t.size) === named);
  return candidates.length > 0;
}
