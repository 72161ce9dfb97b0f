import { Spin } from 'antd';
import { useState } from 'react';

/**
 * The one way the app shows uploaded or rendered HTML (templates, prerenders, previews, library files): a frame on the
 * user-content origin (an address from the API, functions/lib/user-content.ts), sandboxed with scripts allowed and
 * nothing else. Never `allow-same-origin` beside `allow-scripts`: together they would let the page lift its own
 * sandbox. The page runs in an opaque origin: it reads no cookie, opens no window, submits no form and cannot
 * navigate the app.
 */
export const USER_CONTENT_SANDBOX = 'allow-scripts';

export interface UserContentFrameProps {
  /** An address on the user-content origin. */
  src: string;
  /** What the frame shows, for assistive technology (e.g. 'Preview of banner-300x250.html'). */
  title: string;
  width?: number | string;
  height?: number | string;
}

export function UserContentFrame({ src, title, width = '100%', height = 400 }: UserContentFrameProps) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loading = loadedSrc !== src;
  return (
    <div style={{ position: 'relative', width, height, maxWidth: '100%' }}>
      {loading && (
        <div role="status" aria-label={`Loading ${title}`} style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', background: '#fafafa' }}>
          <Spin />
        </div>
      )}
      <iframe
        src={src}
        title={title}
        sandbox={USER_CONTENT_SANDBOX}
        referrerPolicy="no-referrer"
        onLoad={() => setLoadedSrc(src)}
        style={{ width: '100%', height: '100%', border: '1px solid #f0f0f0', borderRadius: 4, background: '#fff' }}
      />
    </div>
  );
}
