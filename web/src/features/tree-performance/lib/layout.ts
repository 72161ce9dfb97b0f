/**
 * The tree as @xyflow/react nodes and edges, laid out left to right: segments, their variants, the variants' formats,
 * one row per format (a variant under two segments is drawn under each). Pure, so it is tested without a browser.
 */
import type { Edge, Node } from '@xyflow/react';
import type { Benchmark, FormatNode, NodeMetrics, SegmentNode, VariantNode } from '@shared/domain/tree-performance';

export type PathNodeData = {
  level: 'segment' | 'variant' | 'format';
  name: string;
  metrics: NodeMetrics;
  benchmark: Benchmark;
  weakest: boolean;
  gathering: boolean;
  variantId?: string;
} & Record<string, unknown>;

export const COLUMN_X = { segment: 0, variant: 300, format: 600 } as const;
export const ROW_HEIGHT = 118;

export function flowOf(segments: readonly SegmentNode[], benchmark: Benchmark, threshold: number): { nodes: Node<PathNodeData>[]; edges: Edge[] } {
  const nodes: Node<PathNodeData>[] = [];
  const edges: Edge[] = [];
  let row = 0;
  const node = (id: string, level: PathNodeData['level'], item: SegmentNode | VariantNode | FormatNode, top: number, rows: number, extra: Partial<PathNodeData> = {}) =>
    nodes.push({
      id, type: 'path', position: { x: COLUMN_X[level], y: (top + (rows - 1) / 2) * ROW_HEIGHT }, draggable: false,
      data: { level, name: item.name, metrics: item, benchmark, weakest: 'weakest' in item ? item.weakest : false, gathering: item.impressions <= threshold, ...extra },
    });
  for (const s of segments) {
    const segmentTop = row;
    const segmentId = `s:${s.id}`;
    for (const v of s.variants) {
      const variantTop = row;
      const variantId = `v:${s.id}/${v.id}`;
      for (const f of v.formats) {
        const formatId = `f:${f.path}`;
        node(formatId, 'format', f, row, 1, { variantId: v.id });
        edges.push({ id: `${variantId}->${formatId}`, source: variantId, target: formatId, animated: f.weakest, style: f.weakest ? { stroke: '#cf1322', strokeWidth: 2 } : undefined });
        row++;
      }
      if (!v.formats.length) row++;
      node(variantId, 'variant', v, variantTop, Math.max(1, v.formats.length), { variantId: v.id });
      edges.push({ id: `${segmentId}->${variantId}`, source: segmentId, target: variantId, style: v.weakest ? { stroke: '#cf1322', strokeWidth: 2 } : undefined });
    }
    node(segmentId, 'segment', s, segmentTop, Math.max(1, row - segmentTop));
  }
  return { nodes, edges };
}

export const percent = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(2)}%`);
export const count = (n: number) => n.toLocaleString('en-US');
