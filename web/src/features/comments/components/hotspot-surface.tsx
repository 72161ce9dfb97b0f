import type { Hotspot } from '@shared/contracts/comments';
import { UserContentFrame } from '@web/components/user-content-frame';
import type { HotspotPreview } from '../lib/view';

const PIN = 22;
/** The largest the preview is drawn in the panel; larger creatives are scaled down (points are relative, 0 to 1). */
const MAX_WIDTH = 440;
const MAX_HEIGHT = 300;

export interface HotspotSurfaceProps {
  preview: HotspotPreview;
  title: string;
  pins: { id: string; n: number; hotspot: Hotspot }[];
  /** The point being placed for a new comment. */
  picked: Hotspot | null;
  /** Set: a click on the preview places the point. */
  onPick?: (hotspot: Hotspot) => void;
  onPinClick?: (id: string) => void;
}

function Pin({ hotspot, label, color, onClick }: { hotspot: Hotspot; label: string; color: string; onClick?: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(e) => (e.stopPropagation(), onClick?.())}
      style={{
        position: 'absolute',
        left: `calc(${hotspot.x * 100}% - ${PIN / 2}px)`,
        top: `calc(${hotspot.y * 100}% - ${PIN / 2}px)`,
        width: PIN,
        height: PIN,
        borderRadius: '50%',
        border: '2px solid #fff',
        background: color,
        color: '#fff',
        fontSize: 11,
        fontWeight: 600,
        lineHeight: `${PIN - 4}px`,
        padding: 0,
        cursor: 'pointer',
        boxShadow: '0 1px 4px rgba(0,0,0,.4)',
      }}
    >
      {label.replace(/^Pin /, '').replace(/^New point$/, '+')}
    </button>
  );
}

/**
 * The creative (a picture, or the player frame on the user-content origin) with the threads' pins on it; while
 * picking, a layer over it takes the click (the frame itself never receives it) and places a point relative to its size.
 */
export function HotspotSurface({ preview, title, pins, picked, onPick, onPinClick }: HotspotSurfaceProps) {
  const scale = Math.min(1, MAX_WIDTH / preview.width, MAX_HEIGHT / preview.height);
  const width = Math.round(preview.width * scale);
  const height = Math.round(preview.height * scale);
  return (
    <div style={{ position: 'relative', width, height, margin: '8px 0' }} data-testid="hotspot-surface">
      {preview.kind === 'image' ? (
        <img src={preview.src} alt={title} width={width} height={height} style={{ display: 'block', objectFit: 'contain', background: '#fafafa' }} />
      ) : (
        <div style={{ width: preview.width, height: preview.height, transform: `scale(${scale})`, transformOrigin: '0 0' }}>
          <UserContentFrame src={preview.src} title={title} width={preview.width} height={preview.height} />
        </div>
      )}
      <div
        role={onPick ? 'button' : undefined}
        aria-label={onPick ? 'Pick a point on the creative' : undefined}
        data-testid="hotspot-layer"
        onClick={(e) => {
          if (!onPick) return;
          const box = e.currentTarget.getBoundingClientRect();
          const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 1000) / 1000));
          onPick({ x: clamp((e.clientX - box.left) / box.width), y: clamp((e.clientY - box.top) / box.height) });
        }}
        style={{ position: 'absolute', inset: 0, cursor: onPick ? 'crosshair' : 'default', outline: onPick ? '2px dashed #eb2f96' : undefined }}
      >
        {pins.map((p) => (
          <Pin key={p.id} hotspot={p.hotspot} label={`Pin ${p.n}`} color="#eb2f96" onClick={() => onPinClick?.(p.id)} />
        ))}
        {picked && <Pin hotspot={picked} label="New point" color="#1677ff" />}
      </div>
    </div>
  );
}
