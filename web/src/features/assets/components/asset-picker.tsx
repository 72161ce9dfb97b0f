import { Checkbox, Empty, Input, List, Pagination, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { ASSET_SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { AssetDto } from '@shared/contracts/assets';
import { MESSAGES } from '@shared/messages';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useAssets } from '../api/get-assets';
import { useDebounced } from '../hooks/use-debounced';
import { AssetThumbnail } from './asset-thumbnail';

export interface AssetPickerProps {
  /** The picked assets. */
  value: AssetDto[];
  onChange(assets: AssetDto[]): void;
  /** Only assets on these nodes (the concept's nodes). */
  nodeIds?: string[];
  /** Only these formats (extensions). */
  formats?: string[];
  /** Assets already chosen elsewhere, left out of the list. */
  exclude?: string[];
  pageSize?: number;
}

/**
 * The library picker of the brief wizard (000 7.3 'Library picker query'): newest first, not archived, independent
 * assets of the current partner on the given nodes; search (700 ms debounce), formats, assetsToExclude, 0-based pages.
 */
export function AssetPicker({ value, onChange, nodeIds, formats, exclude, pageSize = 12 }: AssetPickerProps) {
  const partnerId = useCurrentPartnerId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebounced(text.trim(), ASSET_SEARCH_DEBOUNCE_MS);
  const assets = useAssets(partnerId, {
    sort: 'createdAt',
    direction: 'desc',
    nodeIds,
    archived: false,
    isIndependent: true,
    page,
    limit: pageSize,
    search: search || undefined,
    format: formats,
    assetsToExclude: exclude,
  });
  const picked = new Set(value.map((a) => a._id));
  const toggle = (asset: AssetDto) => onChange(picked.has(asset._id) ? value.filter((a) => a._id !== asset._id) : [...value, asset]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search aria-label="Search the library" placeholder="Search the library" allowClear value={text} onChange={(e) => (setText(e.target.value), setPage(0))} />
      {assets.isError && <Typography.Text type="danger">{MESSAGES.assetsFetchFailed}</Typography.Text>}
      <Spin spinning={assets.isFetching}>
        {assets.data?.results.length ? (
          <List
            aria-label="Library assets"
            grid={{ gutter: 12, column: 4 }}
            dataSource={assets.data.results}
            renderItem={(asset) => (
              <List.Item key={asset._id}>
                <Checkbox checked={picked.has(asset._id)} onChange={() => toggle(asset)} aria-label={`Pick ${asset.name}`}>
                  <Space direction="vertical" size={2}>
                    <AssetThumbnail asset={asset} size={96} />
                    <Typography.Text ellipsis style={{ maxWidth: 110 }}>
                      {asset.name}
                    </Typography.Text>
                  </Space>
                </Checkbox>
              </List.Item>
            )}
          />
        ) : (
          <Empty description="No assets" />
        )}
      </Spin>
      <Pagination size="small" current={page + 1} pageSize={pageSize} total={assets.data?.total ?? 0} onChange={(p) => setPage(p - 1)} showSizeChanger={false} />
    </Space>
  );
}
