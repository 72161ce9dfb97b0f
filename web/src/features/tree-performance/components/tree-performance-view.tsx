import { Background, Controls, ReactFlow, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { Alert, Empty, Select, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TreePerformanceTree } from '@shared/contracts/tree-performance';
import { useTreePerformance } from '../api/get-tree-performance';
import { flowOf, percent, type PathNodeData } from '../lib/layout';
import { PathNode } from './path-node';
import './tree-performance.css';

const NODE_TYPES = { path: PathNode };
const PLATFORM_LABELS: Record<string, string> = { google: 'Ad server', facebook: 'Meta' };
const treeName = (t: Pick<TreePerformanceTree, 'platform' | 'format'>) => `${PLATFORM_LABELS[t.platform] ?? t.platform} · ${t.format}`;
export const variantPath = (campaignId: string, treeId: string, variantId: string) => `/campaigns/${campaignId}/personalize/${treeId}?variant=${variantId}`;

/** The drawer's content: the flow (@xyflow/react, loaded only when the drawer opens) and the weakest paths. */
export function TreePerformanceView({ campaignId, treeId, onOpenVariant }: { campaignId: string; treeId: string; onOpenVariant: () => void }) {
  const query = useTreePerformance(campaignId, true);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState(treeId);
  const tree = query.data?.trees.find((t) => t.treeId === chosen) ?? query.data?.trees[0];
  const flow = useMemo(() => (tree && query.data ? flowOf(tree.segments, query.data.benchmark, query.data.threshold) : null), [tree, query.data]);
  if (query.isPending) return <Spin />;
  if (query.isError) return <Alert type="error" showIcon title="The tree's performance could not be read" />;
  if (!tree || !flow) return <Empty description="This campaign has no personalize trees" />;
  const { benchmark } = query.data;
  const open = (variantId: string) => {
    onOpenVariant();
    navigate(variantPath(campaignId, tree.treeId, variantId));
  };
  const weakest = tree.weakestPaths.map((p) => {
    const [segmentId, variantId, formatId] = p.split('/');
    const segment = tree.segments.find((s) => s.id === segmentId);
    const variant = segment?.variants.find((v) => v.id === variantId);
    return { path: p, variantId: variantId!, label: `${segment?.name} → ${variant?.name} → ${variant?.formats.find((f) => f.id === formatId)?.name}`, ctr: variant?.formats.find((f) => f.id === formatId)?.ctr ?? null };
  });
  return (
    <div className="tree-perf">
      <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }}>
        <Select aria-label="Tree" value={tree.treeId} style={{ minWidth: 220 }} options={query.data.trees.map((t) => ({ value: t.treeId, label: treeName(t) }))} onChange={setChosen} />
        <Typography.Text type="secondary" data-testid="tree-benchmark">
          Benchmark ({PLATFORM_LABELS[tree.platform] ?? tree.platform} across your campaigns): CTR {percent(benchmark.ctr)} · VTR {percent(benchmark.vtr)} · CVR {percent(benchmark.cvr)}
        </Typography.Text>
      </Space>
      {weakest.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={weakest.length === 1 ? 'Weakest path' : `Weakest ${weakest.length} paths`}
          description={
            <ul className="tree-perf-weakest-list" data-testid="weakest-paths">
              {weakest.map((w) => (
                <li key={w.path}>
                  <Link to={variantPath(campaignId, tree.treeId, w.variantId)} onClick={onOpenVariant}>
                    {w.label}
                  </Link>{' '}
                  · CTR {percent(w.ctr)}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} title={`No path has passed ${query.data.threshold} impressions yet: gathering data`} />
      )}
      <div className="tree-perf-canvas" data-testid="tree-performance-flow">
        <ReactFlow
          nodes={flow.nodes}
          edges={flow.edges}
          nodeTypes={NODE_TYPES}
          defaultViewport={{ x: 16, y: 16, zoom: 0.8 }}
          minZoom={0.2}
          nodesConnectable={false}
          onNodeClick={(_, node: Node<PathNodeData>) => node.data.variantId && open(node.data.variantId)}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls position="bottom-right" showInteractive={false} />
        </ReactFlow>
      </div>
    </div>
  );
}
