/** GET campaigns/{id}/tree-performance (ours): the decision-tree performance view's answer. */
import type { Benchmark, SegmentNode } from '../domain/tree-performance';

export interface TreePerformanceTree {
  treeId: string;
  platform: string;
  format: string;
  segments: SegmentNode[];
  weakestPaths: string[];
}
export interface TreePerformance {
  campaignId: string;
  campaignName: string;
  /** 001 9 'Gathering data' threshold: a path with fewer impressions is still gathering and never the weakest. */
  threshold: number;
  /** The campaign's benchmark (POST campaigns/benchmarks: its platform across the partner's campaigns). */
  benchmark: Benchmark;
  trees: TreePerformanceTree[];
}
