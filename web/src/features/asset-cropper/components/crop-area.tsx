/**
 * The image with the crop rectangle over it. The rectangle follows the crop math of shared/domain/crops.ts (the same
 * the server cuts with) and moves by dragging; x and y are in the original image's pixels.
 */
import { useRef } from 'react';
import { cropRegion, type CropParams } from '@shared/domain/crops';
import { MESSAGES } from '@shared/messages';

export interface CropAreaProps {
  src: string;
  image: { width: number; height: number; previewWidth: number; previewHeight: number };
  params: CropParams;
  onMove(x: number, y: number): void;
  onError(message: string): void;
}

/** The widest the image is shown beside the controls. */
const DISPLAY_MAX_WIDTH = 720;

export function CropArea({ src, image, params, onMove, onError }: CropAreaProps) {
  const width = Math.min(image.previewWidth, DISPLAY_MAX_WIDTH);
  const height = Math.round((image.previewHeight * width) / image.previewWidth);
  const scale = width / image.width;
  const region = cropRegion(image, params);
  const drag = useRef<{ startX: number; startY: number; x: number; y: number } | null>(null);

  return (
    // overflow hidden: the crop area's shadow darkens the image around it, not the page around the image
    <div style={{ position: 'relative', width, height, overflow: 'hidden', userSelect: 'none', touchAction: 'none' }}>
      <img src={src} alt="Image to crop" width={width} height={height} style={{ display: 'block' }} onError={() => onError(MESSAGES.cropperImageFailed)} draggable={false} />
      <div
        role="slider"
        aria-label="Crop area"
        aria-valuetext={`${region.left}, ${region.top}, ${region.width}x${region.height}`}
        tabIndex={0}
        style={{
          position: 'absolute',
          left: region.left * scale,
          top: region.top * scale,
          width: region.width * scale,
          height: region.height * scale,
          border: '2px solid #fff',
          boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
          cursor: 'move',
        }}
        onPointerDown={(e) => {
          (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
          drag.current = { startX: e.clientX, startY: e.clientY, x: region.left, y: region.top };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (d) onMove(Math.round(d.x + (e.clientX - d.startX) / scale), Math.round(d.y + (e.clientY - d.startY) / scale));
        }}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={(e) => {
          const step = e.shiftKey ? 50 : 10;
          const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
          const m = moves[e.key];
          if (!m) return;
          e.preventDefault();
          onMove(region.left + m[0], region.top + m[1]);
        }}
      />
    </div>
  );
}
