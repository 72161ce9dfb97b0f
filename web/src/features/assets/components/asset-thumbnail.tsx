import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import type { AssetDto } from '@shared/contracts/assets';
import { isFolderAsset } from '@shared/domain/asset-hierarchy';

/** The asset's thumbnail (made by the processing job), a folder icon for a folder of a folder upload, or a file icon. */
export function AssetThumbnail({ asset, size = 64 }: { asset: Pick<AssetDto, 'name' | 'thumbLocation'> & Partial<Pick<AssetDto, 'mimeType'>>; size?: number }) {
  const box = { width: size, height: size, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 4 };
  return (
    <div style={box}>
      {asset.thumbLocation ? (
        <img src={asset.thumbLocation} alt={`Thumbnail of ${asset.name}`} style={{ maxWidth: size, maxHeight: size, objectFit: 'contain' }} />
      ) : asset.mimeType && isFolderAsset({ mimeType: asset.mimeType }) ? (
        <FolderOutlined style={{ fontSize: size / 2.5, color: '#d4a017' }} aria-label={`Folder ${asset.name}`} />
      ) : (
        <FileOutlined style={{ fontSize: size / 2.5, color: '#999' }} aria-label={`No thumbnail for ${asset.name}`} />
      )}
    </div>
  );
}
