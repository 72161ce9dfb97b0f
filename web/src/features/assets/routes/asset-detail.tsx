import { Alert, Button, Descriptions, message, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AssetCropperTab, isCroppable } from '@web/features/asset-cropper';
import { RecommendationsPanel } from '@web/features/asset-recommendations';
import { AssetScores } from '@web/features/scoring';
import { ScreenTitle } from '@web/components/screen-title';
import { AppLink } from '@web/components/app-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useAsset } from '../api/get-assets';
import { useChangeAsset } from '../api/update-assets';
import { AssetEditModal } from '../components/asset-edit-modal';
import { formatSize } from '../components/assets-table';
import { AssetPreview } from '../components/asset-preview';

/** /assets-manager/{id}: one asset with its preview, details and download; edit and archive. */
export function Component() {
  const { id = '' } = useParams();
  const partnerId = useCurrentPartnerId();
  const asset = useAsset(partnerId, id);
  const change = useChangeAsset(partnerId);
  const [editing, setEditing] = useState(false);
  if (asset.isLoading) return <Spin />;
  if (!asset.data) return <Alert type="error" showIcon title={asset.error?.message ?? 'Single file not found'} />;
  const a = asset.data;
  return (
    <>
      <ScreenTitle title={a.name} />
      <Space align="start" size="large" wrap>
        <AssetPreview asset={a} size={240} />
        <Space direction="vertical">
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { label: 'Category', children: a.type },
              { label: 'Format', children: a.format },
              { label: 'Type', children: a.mimeType },
              { label: 'Size', children: formatSize(a.size) },
              { label: 'Dimension', children: a.dimension ? `${a.dimension.width}x${a.dimension.height}` : '-' },
              { label: 'Status', children: <Tag>{a.archived ? 'archived' : a.status}</Tag> },
              { label: 'Tags', children: a.tags.map((t) => <Tag key={t}>{t}</Tag>) },
              { label: 'Children', children: a.children },
              ...(a.parentId ? [{ label: 'Parent', children: <AppLink to={`/assets-manager/${a.parentId}`}>Open parent</AppLink> }] : []),
              ...(a.error ? [{ label: 'Error', children: a.error }] : []),
            ]}
          />
          <Space>
            {a.url && (
              <Button href={a.url} download={a.name}>
                Download
              </Button>
            )}
            <Button onClick={() => setEditing(true)}>Edit</Button>
            <Button onClick={() => change.mutate({ kind: a.archived ? 'unarchive' : 'archive', id: a._id }, { onError: (e) => void message.error(e.message) })}>
              {a.archived ? 'Unarchive' : 'Archive'}
            </Button>
          </Space>
        </Space>
      </Space>
      <AssetScores assetId={a._id} />
      <AssetCropperTab asset={a} />
      {isCroppable(a) && <RecommendationsPanel asset={a} />}
      {editing && <AssetEditModal asset={a} onClose={() => setEditing(false)} />}
    </>
  );
}
