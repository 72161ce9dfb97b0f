import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Tag, Typography } from 'antd';
import { count, percent, type PathNodeData } from '../lib/layout';

const LEVEL_LABEL = { segment: 'Segment', variant: 'Variant', format: 'Format' } as const;

/** One node of the tree: its name, impressions, CTR, VTR and conversions, CTR against the benchmark, 'Weakest' when marked. */
export function PathNode({ data }: NodeProps<Node<PathNodeData>>) {
  const { metrics, benchmark } = data;
  const below = metrics.ctr !== null && benchmark.ctr !== null && !data.gathering && metrics.ctr < benchmark.ctr;
  return (
    <div
      className={`tree-perf-node tree-perf-${data.level}${data.weakest ? ' tree-perf-weakest' : ''}${data.variantId ? ' tree-perf-clickable' : ''}`}
      data-testid={`tree-node-${data.level}`}
      data-weakest={data.weakest ? 'true' : 'false'}
      title={data.variantId ? 'Open this variant in Personalize' : undefined}
    >
      {data.level !== 'segment' && <Handle type="target" position={Position.Left} />}
      <div className="tree-perf-head">
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>{LEVEL_LABEL[data.level]}</Typography.Text>
        {data.weakest && <Tag color="red" style={{ marginInlineEnd: 0 }}>Weakest</Tag>}
        {!data.weakest && data.gathering && metrics.impressions > 0 && <Tag style={{ marginInlineEnd: 0 }}>Gathering data</Tag>}
      </div>
      <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 220 }}>{data.name}</Typography.Text>
      <div className="tree-perf-metrics">
        <span>Impr. <b>{count(metrics.impressions)}</b></span>
        <span className={below ? 'tree-perf-below' : undefined}>CTR <b>{percent(metrics.ctr)}</b></span>
        <span>VTR <b>{percent(metrics.vtr)}</b></span>
        <span>Conv. <b>{count(metrics.conversions)}</b></span>
      </div>
      {data.level !== 'format' && <Handle type="source" position={Position.Right} />}
    </div>
  );
}
