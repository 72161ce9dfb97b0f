import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/messages';
import { usePageTitle } from '@web/hooks/use-page-title';

const pageStyle = { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16, background: '#f5f5f5' } as const;
const panelStyle = { width: '100%', maxWidth: 420, padding: 32, background: '#fff', borderRadius: 8, boxShadow: '0 1px 4px rgba(0,0,0,0.08)' } as const;

/** The frame of the public pages (join, password), like the sign-in page. */
export function PublicPanel({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main style={pageStyle}>
      <section style={panelStyle}>
        <h1 style={{ textAlign: 'center', marginTop: 0 }}>{PRODUCT_NAME}</h1>
        <h2 style={{ marginTop: 0 }}>{title}</h2>
        {children}
      </section>
    </main>
  );
}
