import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Drawer, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';

/** The flow and its library are a chunk of their own, fetched when the drawer opens (the personalize grid loads without them). */
const TreePerformanceView = lazy(() => import('./tree-performance-view').then((m) => ({ default: m.TreePerformanceView })));

/**
 * The decision-tree performance view: 'Tree performance' in the personalize header opens the campaign's
 * tree as segment -> variant -> format with impressions, CTR, VTR and conversions on every node, CTR against the
 * campaign's benchmark, the weakest paths marked red; a click on a variant or format opens that variant in personalize.
 */
export function TreePerformanceButton({ campaignId, treeId }: { campaignId: string; treeId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ApartmentOutlined />} onClick={() => setOpen(true)}>
        Tree performance
      </Button>
      <Drawer title="Tree performance" placement="right" size={Math.min(1200, window.innerWidth)} open={open} onClose={() => setOpen(false)} destroyOnHidden>
        {open && (
          <Suspense fallback={<Spin />}>
            <TreePerformanceView campaignId={campaignId} treeId={treeId} onOpenVariant={() => setOpen(false)} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
