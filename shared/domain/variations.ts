/**
 * Variation generation (002 5 'Variation permutation', 001 9 'Variation limits per platform'): the permutations of a
 * format's dynamic element values, as many as the platform allows, the limit shared out over the audience rules;
 * optionally shuffled with a seed, so the same input always gives the same variations. And the variation hashes of
 * 001 3: pureVariationHash_version_formatSuffix, plus the reportingHash the reporting facts carry.
 * Pure: no clock, no randomness but the seeded one, no node:crypto (the hash is MurmurHash3 x86_128, written here).
 */
import { MESSAGES } from '../messages';
import type { Platform } from './concepts';
import { mulberry32 } from './seeded-random';

/** 001 9 / 002 9: the display ad server 10,000; Meta, the video platform and the ads manager 50. */
export const VARIATION_LIMITS: Record<Platform, number> = { google: 10_000, facebook: 50, youtube: 50, gads: 50 };
/** 002 9 'Max iterations 10 million': the generator gives up past this many draws. */
export const MAX_PERMUTATION_ITERATIONS = 10_000_000;
/** 002 5: a dynamic image's format. */
export const DYNAMIC_IMAGE_FORMATS = ['horizontal', 'vertical', 'square'] as const;
export type DynamicImageFormat = (typeof DYNAMIC_IMAGE_FORMATS)[number];

export class VariationGenerationError extends Error {}

export interface ElementValues {
  name: string;
  values: readonly string[];
}

export interface GenerateOptions {
  platform: Platform;
  /** Audience rules of the tree: the platform's limit is divided by their number (002 9). */
  audienceRules?: number;
  /** Shuffle with this seed (reproducible); without it the permutations come in order, first element slowest. */
  shuffleSeed?: number;
  maxIterations?: number;
  /** A smaller limit than the platform's (a caller sharing the platform's limit out further, e.g. over sizes). */
  limit?: number;
}

export interface GeneratedVariations {
  variations: Record<string, string>[];
  /** How many permutations exist (a bigint: 30 elements of 10 values are 10^30). */
  total: bigint;
  /** True when the limit cut the permutations short. */
  limited: boolean;
  /** Draws made: one per variation in order; shuffling may draw a permutation again and counts that too. */
  iterations: number;
}

/** The platform's limit shared out over the audience rules (at least one variation each). */
export function variationLimit(platform: Platform, audienceRules = 0): number {
  return Math.max(1, Math.floor(VARIATION_LIMITS[platform] / Math.max(1, audienceRules)));
}

/** 002 5: a dynamic image's format is horizontal, vertical or square. */
export function checkDynamicImageFormat(format: string): DynamicImageFormat {
  if (!(DYNAMIC_IMAGE_FORMATS as readonly string[]).includes(format)) throw new VariationGenerationError(MESSAGES.wrongDynamicImageFormat);
  return format as DynamicImageFormat;
}

/**
 * A datasource's rows as element values: every row has one cell per element ('Datasource elements count mismatch'
 * otherwise); each element's values are its column's distinct non-empty cells, in first-seen order.
 */
export function elementsFromDatasource(elementNames: readonly string[], rows: readonly (readonly string[])[]): ElementValues[] {
  if (rows.some((row) => row.length !== elementNames.length)) throw new VariationGenerationError(MESSAGES.datasourceElementsCountMismatch);
  return elementNames.map((name, column) => ({ name, values: [...new Set(rows.map((row) => row[column]).filter((cell) => cell !== ''))] }));
}

export function generateVariations(elements: readonly ElementValues[], options: GenerateOptions): GeneratedVariations {
  const values = elements.map((e) => [...new Set(e.values)]);
  if (elements.length === 0 || values.some((v) => v.length === 0)) throw new VariationGenerationError(MESSAGES.variationsGenerationError);
  const maxIterations = options.maxIterations ?? MAX_PERMUTATION_ITERATIONS;
  const total = values.reduce((product, v) => product * BigInt(v.length), 1n);
  const limit = Math.min(variationLimit(options.platform, options.audienceRules), options.limit ?? Infinity);
  const wanted = total < BigInt(limit) ? Number(total) : limit;
  const build = (indexes: readonly number[]) => Object.fromEntries(elements.map((e, i) => [e.name, values[i][indexes[i]]]));

  if (options.shuffleSeed === undefined || BigInt(wanted) === total) {
    // in order: a mixed-radix counter, the last element fastest
    if (wanted > maxIterations) throw new VariationGenerationError(MESSAGES.variationsGenerationError);
    const indexes = values.map(() => 0);
    const variations: Record<string, string>[] = [];
    for (let n = 0; n < wanted; n++) {
      variations.push(build(indexes));
      for (let i = indexes.length - 1; i >= 0; i--) {
        indexes[i]++;
        if (indexes[i] < values[i].length) break;
        indexes[i] = 0;
      }
    }
    if (options.shuffleSeed !== undefined) shuffle(variations, mulberry32(options.shuffleSeed));
    return { variations, total, limited: BigInt(wanted) < total, iterations: wanted };
  }

  // a seeded sample of distinct permutations: each draw picks every element's value uniformly
  const random = mulberry32(options.shuffleSeed);
  const seen = new Set<string>();
  const variations: Record<string, string>[] = [];
  let iterations = 0;
  while (variations.length < wanted) {
    if (iterations >= maxIterations) throw new VariationGenerationError(MESSAGES.variationsGenerationError);
    iterations++;
    const indexes = values.map((v) => Math.floor(random() * v.length));
    const key = indexes.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    variations.push(build(indexes));
  }
  return { variations, total, limited: true, iterations };
}

function shuffle<T>(items: T[], random: () => number) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
}

/** MurmurHash3 x86_128 of the text's UTF-8 bytes, as 32 hex characters in the usual byte order (h1..h4, little-endian). */
export function hash128(text: string, seed = 0): string {
  const bytes = new TextEncoder().encode(text);
  const c1 = 0x239b961b, c2 = 0xab0e9789, c3 = 0x38b34ae5, c4 = 0xa1e38b93;
  let h1 = seed | 0, h2 = seed | 0, h3 = seed | 0, h4 = seed | 0;
  const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
  const fmix = (h: number) => {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return h ^ (h >>> 16);
  };
  const word = (i: number) => (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0;
  const blocks = bytes.length - (bytes.length % 16);
  for (let i = 0; i < blocks; i += 16) {
    let k1 = word(i), k2 = word(i + 4), k3 = word(i + 8), k4 = word(i + 12);
    k1 = Math.imul(rotl(Math.imul(k1, c1), 15), c2); h1 ^= k1;
    h1 = rotl(h1, 19) + h2; h1 = (Math.imul(h1, 5) + 0x561ccd1b) | 0;
    k2 = Math.imul(rotl(Math.imul(k2, c2), 16), c3); h2 ^= k2;
    h2 = rotl(h2, 17) + h3; h2 = (Math.imul(h2, 5) + 0x0bcaa747) | 0;
    k3 = Math.imul(rotl(Math.imul(k3, c3), 17), c4); h3 ^= k3;
    h3 = rotl(h3, 15) + h4; h3 = (Math.imul(h3, 5) + 0x96cd1c35) | 0;
    k4 = Math.imul(rotl(Math.imul(k4, c4), 18), c1); h4 ^= k4;
    h4 = rotl(h4, 13) + h1; h4 = (Math.imul(h4, 5) + 0x32ac3b17) | 0;
  }
  const tail = new Uint8Array(16);
  tail.set(bytes.subarray(blocks));
  const t = (i: number) => (tail[i] | (tail[i + 1] << 8) | (tail[i + 2] << 16) | (tail[i + 3] << 24)) >>> 0;
  const rest = bytes.length - blocks;
  if (rest > 12) h4 ^= Math.imul(rotl(Math.imul(t(12), c4), 18), c1);
  if (rest > 8) h3 ^= Math.imul(rotl(Math.imul(t(8), c3), 17), c4);
  if (rest > 4) h2 ^= Math.imul(rotl(Math.imul(t(4), c2), 16), c3);
  if (rest > 0) h1 ^= Math.imul(rotl(Math.imul(t(0), c1), 15), c2);
  h1 ^= bytes.length; h2 ^= bytes.length; h3 ^= bytes.length; h4 ^= bytes.length;
  h1 = (h1 + h2 + h3 + h4) | 0; h2 = (h2 + h1) | 0; h3 = (h3 + h1) | 0; h4 = (h4 + h1) | 0;
  h1 = fmix(h1); h2 = fmix(h2); h3 = fmix(h3); h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0; h2 = (h2 + h1) | 0; h3 = (h3 + h1) | 0; h4 = (h4 + h1) | 0;
  const hex = (h: number) => [h, h >>> 8, h >>> 16, h >>> 24].map((b) => (b & 0xff).toString(16).padStart(2, '0')).join('');
  return [h1, h2, h3, h4].map(hex).join('');
}

/** The permutation's own hash: its element values by name, whatever order they were given in. */
export function pureVariationHash(values: Record<string, string>): string {
  return hash128(JSON.stringify(Object.keys(values).sort().map((name) => [name, values[name]])));
}

/** 001 3: pureVariationHash_version_formatSuffix. */
export function variationHash(values: Record<string, string>, version: number, formatSuffix: string): string {
  return `${pureVariationHash(values)}_${version}_${formatSuffix}`;
}

/** What the reporting facts carry for a variation (002 3 'reportingHash'): 32 hex characters, unique per campaign. */
export function reportingHash(campaignId: string, hash: string): string {
  return hash128(`${campaignId}:${hash}`);
}
