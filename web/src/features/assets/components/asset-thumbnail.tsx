import { FileOutlined } from '@ant-design/icons';
import type { AssetDto } from '../../../../../shared/contracts/assets';

/** The asset's thumbnail (made by the processing job), or a file icon. */
export function AssetThumbnail({ asset, size = 64 }: { asset: Pick<AssetDto, 'name' | 'thumbLocation'>; size?: number }) {
  const box = { width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 4 };
  return (
    <div style={box}>
      {asset.thumbLocation ? (
        <img src={asset.thumbLocation} alt={`Thumbnail of ${asset.name}`} style={{ maxWidth: size, maxHeight: size, objectFit: 'contain' }} />
      ) : (
        <FileOutlined style={{ fontSize: size / 2.5, color: '#999' }} aria-label={`No thumbnail for ${asset.name}`} />
      )}
    </div>
  );
}
