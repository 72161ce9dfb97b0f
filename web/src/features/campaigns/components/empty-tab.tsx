import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** A tab whose content is not there (yet): says so in words, never a blank page. */
export function EmptyTab({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Empty
      style={{ marginTop: 48 }}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{title}</strong>
          <br />
          {children}
        </>
      }
    />
  );
}
