/**
 * Asset recommendations (000 7.3 'recommendation/...', 000 4 'Asset recommendation: pending, then fetched result or
 * failed'): for an image, smart crops to the sizes the concepts on its nodes need and a cut-out without background.
 * Feedback (thumbs up or down) is kept per partner and format: formats with more downs than ups sink in later lists.
 * Pure: the sizes from the concepts' format choices, and the ranking.
 */
import { RECOMMENDED_IMAGE_SIZES } from '../constants';

export const RECOMMENDATION_STATUSES = ['pending', 'ready', 'failed'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];
export const RECOMMENDATION_FEEDBACK = ['positive', 'negative'] as const;
export type RecommendationFeedback = (typeof RECOMMENDATION_FEEDBACK)[number];
export const RECOMMENDATION_KINDS = ['crop', 'cutout'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];
/** The format name of the cut-out: it ranks by feedback like a crop format. */
export const CUTOUT_FORMAT = 'cutout';
/** At most this many crop sizes per image (the concepts may ask for dozens of display sizes). */
export const RECOMMENDATION_MAX_SIZES = 8;

export interface RecommendationSize {
  /** 'square', 'vertical', 'horizontal' (000 9 recommended image sizes) or a display size 'WxH'. */
  format: string;
  width: number;
  height: number;
}

/** A concept brief's format choices (000 3: formats {platform: {channel: [format]}}). */
export type FormatChoices = Partial<Record<string, Partial<Record<string, readonly string[]>>>>;

const META = Object.fromEntries(RECOMMENDED_IMAGE_SIZES.map((s) => [s.format, { format: s.format, width: s.width, height: s.height }])) as Record<
  (typeof RECOMMENDED_IMAGE_SIZES)[number]['format'],
  RecommendationSize
>;
const DEFAULT_SIZES: readonly RecommendationSize[] = RECOMMENDED_IMAGE_SIZES.filter((s) => s.recommended).map((s) => META[s.format]);

function sizeOfDisplay(id: string): RecommendationSize | null {
  const m = /^(?:fixed-)?(\d{1,4})x(\d{1,4})$/.exec(id);
  return m ? { format: `${m[1]}x${m[2]}`, width: Number(m[1]), height: Number(m[2]) } : null;
}

/** The image sizes one chosen format needs (video formats need none). */
function sizesOfFormat(platform: string, channel: string, id: string): RecommendationSize[] {
  if (channel === 'video') return [];
  if (platform === 'facebook') {
    if (id === 'singleImage-square' || id === 'carousel') return [META.square];
    if (id === 'singleImage-vertical') return [META.vertical];
    if (id === 'singleImage-horizontal') return [META.horizontal];
    if (id === 'dynamicImage') return [META.square, META.vertical, META.horizontal];
    return [];
  }
  if (id === 'gaResponsiveDisplay') return [META.horizontal, META.square];
  const display = sizeOfDisplay(id);
  return display ? [display] : [];
}

/**
 * The crop sizes the concepts need, each once, in the order the concepts name them, at most RECOMMENDATION_MAX_SIZES;
 * without any image format chosen, the recommended square and vertical sizes (000 9).
 */
export function recommendationSizes(choices: readonly FormatChoices[]): RecommendationSize[] {
  const sizes = new Map<string, RecommendationSize>();
  for (const formats of choices) {
    for (const [platform, channels] of Object.entries(formats)) {
      for (const [channel, ids] of Object.entries(channels ?? {})) {
        for (const id of ids ?? []) for (const size of sizesOfFormat(platform, channel, id)) if (!sizes.has(size.format)) sizes.set(size.format, size);
      }
    }
  }
  const found = [...sizes.values()].slice(0, RECOMMENDATION_MAX_SIZES);
  return found.length ? found : [...DEFAULT_SIZES];
}

export interface FeedbackTally {
  positive: number;
  negative: number;
}

export const feedbackScore = (tally: FeedbackTally | undefined) => (tally ? tally.positive - tally.negative : 0);

/** Items ordered by their format's feedback score, best first; equal scores keep their order (stable sort). */
export function rankByFeedback<T extends { format: string }>(items: readonly T[], tallies: ReadonlyMap<string, FeedbackTally>): T[] {
  return [...items].sort((a, b) => feedbackScore(tallies.get(b.format)) - feedbackScore(tallies.get(a.format)));
}
