/**
 * Variation performance in the personalize view (001 3 'Variation performance': CLICKS, VIDEO_COMPLETIONS,
 * IMPRESSIONS, derived CTR and VTR; 001 9 'Performance 'Gathering data' threshold 50'). A variant format's figures
 * are the sums over the variations made from its values (their pure hash, 001 3) for its template; the gathering
 * metric is impressions: 'none' without facts, 'gathering' until impressions pass the threshold, then 'ready'.
 * Pure: the facts come in.
 */
import { pureVariationHash } from './variations';

export interface VariationFacts {
  impressions: number;
  clicks: number;
  videoCompletions: number;
}

/** The key a variation and a variant format share: template and pure hash of the values. */
export const performanceKey = (templateId: string, values: Record<string, string>) => `${templateId}|${pureVariationHash(values)}`;
/** A variation's key from its stored hash (pureVariationHash_version_formatSuffix). */
export const variationPerformanceKey = (templateId: string, hash: string) => `${templateId}|${hash.split('_')[0]}`;

export function formatPerformance(facts: readonly VariationFacts[], threshold: number) {
  const impressions = facts.reduce((n, f) => n + f.impressions, 0);
  const clicks = facts.reduce((n, f) => n + f.clicks, 0);
  const videoCompletions = facts.reduce((n, f) => n + f.videoCompletions, 0);
  const state = impressions === 0 && clicks === 0 ? ('none' as const) : impressions > threshold ? ('ready' as const) : ('gathering' as const);
  return { impressions, clicks, videoCompletions, ctr: impressions ? clicks / impressions : null, vtr: impressions ? videoCompletions / impressions : null, state };
}
