import type { AssetDto } from '@shared/contracts/assets';
import { UserContentFrame } from '@web/components/user-content-frame';
import { AssetThumbnail } from './asset-thumbnail';

/**
 * The asset as the detail page shows it. HTML and SVG come from the user-content origin (contentUrl), never the app's:
 * HTML runs in the sandboxed frame, SVG is an image (an image runs no script). Other files show their thumbnail.
 */
export function AssetPreview({ asset, size }: { asset: AssetDto; size: number }) {
  if (asset.contentUrl && ['html', 'htm'].includes(asset.format)) {
    return <UserContentFrame src={asset.contentUrl} title={`Preview of ${asset.name}`} width={asset.dimension?.width ?? 480} height={asset.dimension?.height ?? 360} />;
  }
  if (asset.contentUrl && asset.format === 'svg') {
    return <img src={asset.contentUrl} alt={`Preview of ${asset.name}`} style={{ maxWidth: size, maxHeight: size, objectFit: 'contain', background: '#f5f5f5', borderRadius: 4 }} />;
  }
  return <AssetThumbnail asset={asset} size={size} />;
}
