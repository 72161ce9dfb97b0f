import { Spin } from 'antd';

/** A full-page loader (concepts-only sign-in, logging out, first load). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin size="large" />
    </div>
  );
}
