/** The sign-in page in Ant Design's look (its default theme's sizes and colours) without loading Ant Design. */
const font = { fontSize: 14, lineHeight: 1.5715 } as const;

export const loginStyles = {
  page: { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 16, background: '#f5f5f5', boxSizing: 'border-box', ...font },
  panel: { width: '100%', maxWidth: 400, padding: 32, background: '#fff', borderRadius: 8, boxShadow: '0 1px 4px rgba(0,0,0,0.08)', boxSizing: 'border-box' },
  heading: { textAlign: 'center', marginTop: 0, fontSize: 28, fontWeight: 600, color: 'rgba(0,0,0,0.88)' },
  alert: { padding: '8px 12px', marginBottom: 16, border: '1px solid #ffccc7', background: '#fff2f0', borderRadius: 6, color: 'rgba(0,0,0,0.88)' },
  field: { display: 'grid', gap: 4, marginBottom: 16, color: 'rgba(0,0,0,0.88)' },
  required: { color: '#ff4d4f' },
  input: (invalid: boolean) =>
    ({
      ...font,
      height: 32,
      padding: '4px 11px',
      border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`,
      borderRadius: 6,
      outlineColor: invalid ? '#ff4d4f' : '#4096ff',
      boxSizing: 'border-box',
      width: '100%',
    }) as const,
  button: (pending: boolean) =>
    ({
      ...font,
      width: '100%',
      height: 32,
      border: 'none',
      borderRadius: 6,
      color: '#fff',
      background: pending ? '#91caff' : '#1677ff',
      boxShadow: '0 2px 0 rgba(5,145,255,0.1)',
      cursor: pending ? 'not-allowed' : 'pointer',
    }) as const,
} as const;
