/** The decision-tree performance view's pure rule (shared/domain/tree-performance.ts): paths, sums, weakest. */
import { metricsOf, treePerformance } from '@shared/domain/tree-performance';

const facts = (impressions: number, clicks: number, videoCompletions = 0, conversions = 0) => [{ impressions, clicks, videoCompletions, conversions }];
const benchmark = { ctr: 0.02, vtr: null, cvr: null };

describe('treePerformance', () => {
  const input = {
    segments: [{ id: 'a', name: 'Sports fans' }, { id: 'b', name: 'Students' }, { id: 'empty', name: 'Nobody' }],
    variants: [
      { id: 'fb', name: 'Fallback', isFallback: true, segmentIds: [], formats: [{ id: 'f1', name: '300x250', facts: facts(1000, 30) }] },
      { id: 'v1', name: 'Goal', isFallback: false, segmentIds: ['a', 'b'], formats: [{ id: 'f2', name: '300x250', facts: facts(1000, 10, 500, 4) }, { id: 'f3', name: '728x90', facts: facts(2000, 60) }] },
      { id: 'v2', name: 'Exam', isFallback: false, segmentIds: ['b'], formats: [{ id: 'f4', name: '300x250', facts: facts(40, 0) }] },
      { id: 'v3', name: 'Loose', isFallback: false, segmentIds: [], formats: [{ id: 'f5', name: '300x250', facts: [] }] },
    ],
  };

  it('groups paths segment -> variant -> format, a variant under each of its segments, the fallback and segment-less apart', () => {
    const { segments } = treePerformance(input, benchmark, 50);
    expect(segments.map((s) => [s.name, s.variants.map((v) => v.name)])).toEqual([
      ['Sports fans', ['Goal']], ['Students', ['Goal', 'Exam']], ['Fallback', ['Fallback']], ['No user segment', ['Loose']],
    ]);
    const students = segments[1]!;
    expect(students).toMatchObject({ impressions: 3040, clicks: 70, videoCompletions: 500, conversions: 4 });
    expect(students.variants[0]!.formats[0]).toMatchObject({ path: 'b/v1/f2', ctr: 0.01, vtr: 0.5, cvr: 0.004, belowBenchmark: true, gathering: false });
  });

  it('marks the lowest CTR among paths past the gathering threshold as weakest, never a path still gathering', () => {
    const { segments, weakestPaths } = treePerformance(input, benchmark, 50);
    // 5 ready paths (f2 twice, f3 twice, f1): a quarter is 1
    expect(weakestPaths).toEqual(['a/v1/f2']);
    expect(segments[0]!.variants[0]).toMatchObject({ weakest: true });
    const exam = segments[1]!.variants[1]!;
    expect(exam.formats[0]).toMatchObject({ gathering: true, weakest: false, belowBenchmark: false });
  });

  it('marks at most three, and none without data', () => {
    const many = { segments: [], variants: Array.from({ length: 20 }, (_, i) => ({ id: `v${i}`, name: `V${i}`, isFallback: false, segmentIds: [], formats: [{ id: `f${i}`, name: '1x1', facts: facts(1000, i) }] })) };
    expect(treePerformance(many, benchmark, 50).weakestPaths).toEqual(['none/v0/f0', 'none/v1/f1', 'none/v2/f2']);
    expect(treePerformance({ segments: [], variants: [] }, benchmark, 50).weakestPaths).toEqual([]);
    expect(metricsOf([])).toEqual({ impressions: 0, clicks: 0, videoCompletions: 0, conversions: 0, ctr: null, vtr: null, cvr: null });
  });
});
