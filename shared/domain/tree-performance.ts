/**
 * The decision-tree performance view ('Beyond the seeds: performance on each decision-tree path'): a
 * campaign's tree as segment -> variant -> format, each node with impressions, CTR, VTR and conversions (002 9: CTR =
 * clicks / impressions, VTR = video completions / impressions, CVR = total conversions / impressions) beside the
 * campaign's benchmark, and its weakest paths marked. Pure: the facts and the benchmark come in.
 *
 * - A path is one segment, one variant of it, one format of that variant. The facts are per variation (the variant
 *   format's values), not per segment: a variant under two segments shows the same numbers under both.
 * - Variants without a user segment sit under 'No user segment'; the fallback under 'Fallback'.
 * - Weakest: among the paths past the 'Gathering data' threshold (001 9: impressions above 50), the lowest CTR (then
 *   VTR, then CVR), the bottom quarter and at most 3, each at least one path; a path below the benchmark's CTR says so.
 */
export interface PathFacts {
  impressions: number;
  clicks: number;
  videoCompletions: number;
  conversions: number;
}
export interface NodeMetrics extends PathFacts {
  ctr: number | null;
  vtr: number | null;
  cvr: number | null;
}
export interface Benchmark {
  ctr: number | null;
  vtr: number | null;
  cvr: number | null;
}

export const WEAKEST_PATHS_MAX = 3;
export const FALLBACK_SEGMENT = 'Fallback';
export const NO_SEGMENT = 'No user segment';

export function metricsOf(facts: readonly PathFacts[]): NodeMetrics {
  const sum = (k: keyof PathFacts) => facts.reduce((n, f) => n + f[k], 0);
  const impressions = sum('impressions');
  const rate = (n: number) => (impressions ? n / impressions : null);
  const [clicks, videoCompletions, conversions] = [sum('clicks'), sum('videoCompletions'), sum('conversions')];
  return { impressions, clicks, videoCompletions, conversions, ctr: rate(clicks), vtr: rate(videoCompletions), cvr: rate(conversions) };
}

export interface TreeInput {
  segments: readonly { id: string; name: string }[];
  variants: readonly { id: string; name: string; isFallback: boolean; segmentIds: readonly string[]; formats: readonly { id: string; name: string; facts: readonly PathFacts[] }[] }[];
}

export interface FormatNode extends NodeMetrics {
  id: string;
  name: string;
  /** The path's id: segment/variant/format. */
  path: string;
  weakest: boolean;
  belowBenchmark: boolean;
  gathering: boolean;
}
export interface VariantNode extends NodeMetrics {
  id: string;
  name: string;
  weakest: boolean;
  formats: FormatNode[];
}
export interface SegmentNode extends NodeMetrics {
  id: string;
  name: string;
  variants: VariantNode[];
}

export function treePerformance(input: TreeInput, benchmark: Benchmark, threshold: number): { segments: SegmentNode[]; weakestPaths: string[] } {
  const groups = new Map<string, { id: string; name: string; variants: TreeInput['variants'][number][] }>();
  const group = (id: string, name: string) => groups.get(id) ?? groups.set(id, { id, name, variants: [] }).get(id)!;
  for (const s of input.segments) group(s.id, s.name);
  for (const v of input.variants) {
    const known = v.segmentIds.filter((id) => groups.has(id) && input.segments.some((s) => s.id === id));
    if (v.isFallback) group('fallback', FALLBACK_SEGMENT).variants.push(v);
    else if (!known.length) group('none', NO_SEGMENT).variants.push(v);
    for (const id of v.isFallback ? [] : known) groups.get(id)!.variants.push(v);
  }
  const segments: SegmentNode[] = [...groups.values()]
    .filter((g) => g.variants.length)
    .map((g) => {
      const variants = g.variants.map((v) => {
        const formats = v.formats.map((f) => {
          const m = metricsOf(f.facts);
          return { ...m, id: f.id, name: f.name, path: `${g.id}/${v.id}/${f.id}`, weakest: false, gathering: m.impressions <= threshold, belowBenchmark: m.ctr !== null && benchmark.ctr !== null && m.impressions > threshold && m.ctr < benchmark.ctr };
        });
        return { ...metricsOf(v.formats.flatMap((f) => f.facts)), id: v.id, name: v.name, weakest: false, formats };
      });
      return { ...metricsOf(g.variants.flatMap((v) => v.formats.flatMap((f) => f.facts))), id: g.id, name: g.name, variants };
    });
  const ready = segments.flatMap((s) => s.variants.flatMap((v) => v.formats)).filter((f) => !f.gathering);
  const order = (x: number | null) => x ?? Number.POSITIVE_INFINITY;
  ready.sort((a, b) => order(a.ctr) - order(b.ctr) || order(a.vtr) - order(b.vtr) || order(a.cvr) - order(b.cvr) || a.path.localeCompare(b.path));
  const count = ready.length ? Math.max(1, Math.min(WEAKEST_PATHS_MAX, Math.floor(ready.length / 4))) : 0;
  const weakestPaths = ready.slice(0, count).map((f) => f.path);
  for (const s of segments)
    for (const v of s.variants) {
      for (const f of v.formats) f.weakest = weakestPaths.includes(f.path);
      v.weakest = v.formats.some((f) => f.weakest);
    }
  return { segments, weakestPaths };
}
