import { Alert, Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface AreaState {
  loading: boolean;
  error: Error | null;
  /** Shown instead of the data when nothing can be asked yet (no channel, no campaign). */
  idle?: string;
}

/** One area of the dashboard with its own loading, data and error state (002 4). */
export function Area({ title, state, extra, children }: { title: string; state: AreaState; extra?: ReactNode; children: () => ReactNode }) {
  let body: ReactNode;
  if (state.idle) body = <Empty description={state.idle} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  else if (state.error) body = <Alert type="error" showIcon title={`${title} could not be loaded`} description={state.error.message} />;
  else if (state.loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else body = children();
  return (
    <Card title={title} extra={extra} size="small" role="region" aria-label={title} style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
