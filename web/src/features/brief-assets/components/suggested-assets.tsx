/**
 * Suggested assets (000 2.5 step 5, 3 'Suggested asset'): library assets of the required categories already on the
 * concept's nodes, offered with thumbnail, category and name; adding one puts it in the brief as a library asset.
 */
import { Button, List, Space, Tag, Typography } from 'antd';
import type { BriefAsset } from '@shared/contracts/brief-assets';
import { MESSAGES } from '@shared/messages';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { AssetThumbnail } from '@web/features/assets';
import { useSuggestedAssets } from '../api/get-suggested-assets';

export interface SuggestedAssetsProps {
  nodeIds: string[];
  assets: BriefAsset[];
  onChange(next: BriefAsset[]): void;
}

export function SuggestedAssets({ nodeIds, assets, onChange }: SuggestedAssetsProps) {
  const suggested = useSuggestedAssets(useCurrentPartnerId(), nodeIds);
  if (suggested.isError) return <Typography.Text type="danger">{MESSAGES.assetsFetchFailed}</Typography.Text>;
  const results = suggested.data?.results ?? [];
  if (!results.length) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>Suggested assets</Typography.Text>}
      aria-label="Suggested assets"
      loading={suggested.isLoading}
      dataSource={results}
      renderItem={(s) => {
        const added = assets.some((a) => a._id === s._id);
        return (
          <List.Item
            aria-label={s.name}
            actions={[
              <Button key="add" size="small" disabled={added} onClick={() => onChange([...assets, { _id: s._id, isFromDam: true, isLink: false, name: s.name, url: '', type: s.category }])}>
                {added ? 'Added' : 'Add'}
              </Button>,
            ]}
          >
            <Space>
              <AssetThumbnail asset={s} size={32} />
              <Tag>{s.category}</Tag>
              <Typography.Text>{s.name}</Typography.Text>
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
