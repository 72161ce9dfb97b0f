import { Alert, Button, Space, Table, Tag } from 'antd';
import type { TablePaginationConfig } from 'antd';
import type { AssetDto } from '@shared/contracts/assets';
import { TABLE_PAGE_SIZES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { isFolderAsset } from '@shared/domain/asset-hierarchy';
import { AppLink } from '@web/components/app-link';
import { ScoresTitle, ScoreTags } from '@web/features/scoring';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useAssetChildren } from '../api/get-assets';
import { AssetThumbnail } from './asset-thumbnail';

const STATUS_COLOR: Record<string, string> = { ready: 'green', processing: 'gold', uploading: 'blue', failed: 'red' };

export const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : bytes < 1024 ** 3 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024 ** 3).toFixed(2)} GB`;

/**
 * antd reads a row's `children` as nested rows; an asset's `children` is the number of its children (zip entries,
 * crops), so the tables read nested rows from a field no asset has.
 */
const NO_NESTED_ROWS = 'nestedRows';

/** A parent's children (zip entries, crops, a folder's files and folders); a child folder opens the same way: the tree. */
function Children({ parent }: { parent: AssetDto }) {
  const children = useAssetChildren(useCurrentPartnerId(), parent._id, true);
  if (children.isError) return <Alert type="error" showIcon title={MESSAGES.assetChildrenFailed} />;
  return (
    <Table<AssetDto>
      rowKey="_id"
      size="small"
      aria-label={`Children of ${parent.name}`}
      loading={children.isLoading}
      pagination={false}
      expandable={{ childrenColumnName: NO_NESTED_ROWS, rowExpandable: (a) => a.children > 0, expandedRowRender: (a) => <Children parent={a} /> }}
      dataSource={children.data?.results ?? []}
      columns={[
        { title: 'Preview', key: 'thumb', width: 72, render: (_, a) => <AssetThumbnail asset={a} size={40} /> },
        { title: 'Name', key: 'name', render: (_, a) => <AppLink to={`/assets-manager/${a._id}`}>{a.name}</AppLink> },
        { title: 'Category', dataIndex: 'type' },
        { title: 'Status', dataIndex: 'status', render: (s: string) => <Tag color={STATUS_COLOR[s]}>{s}</Tag> },
      ]}
    />
  );
}

export interface AssetsTableProps {
  data: AssetDto[];
  total: number;
  loading: boolean;
  page: number;
  limit: number;
  selected: string[];
  onSelect(ids: string[]): void;
  onPage(page: number, limit: number): void;
  onSort(sort: 'createdAt' | 'name' | 'size' | 'aesthetics' | 'memorability', direction: 'asc' | 'desc'): void;
  onEdit(asset: AssetDto): void;
  onArchive(asset: AssetDto): void;
}

/** The library table: thumbnail, name, category, format, size, dimension, status, tags; zip parents expand to children. */
export function AssetsTable(props: AssetsTableProps) {
  const pagination: TablePaginationConfig = {
    current: props.page + 1,
    pageSize: props.limit,
    total: props.total,
    showSizeChanger: true,
    pageSizeOptions: TABLE_PAGE_SIZES.map(String),
    showTotal: (total) => `${total} ${total === 1 ? 'asset' : 'assets'}`,
  };
  return (
    <Table<AssetDto>
      rowKey="_id"
      loading={props.loading}
      dataSource={props.data}
      pagination={pagination}
      rowSelection={{ selectedRowKeys: props.selected, onChange: (keys) => props.onSelect(keys as string[]) }}
      expandable={{ childrenColumnName: NO_NESTED_ROWS, rowExpandable: (a) => a.children > 0, expandedRowRender: (a) => <Children parent={a} /> }}
      onChange={(p, _filters, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        if (s?.order && s.columnKey) props.onSort(s.columnKey as 'name' | 'size' | 'createdAt' | 'aesthetics', s.order === 'ascend' ? 'asc' : 'desc');
        else props.onSort('createdAt', 'desc');
        props.onPage((p.current ?? 1) - 1, p.pageSize ?? props.limit);
      }}
      columns={[
        { title: 'Preview', key: 'thumb', width: 88, render: (_, a) => <AssetThumbnail asset={a} /> },
        { title: 'Name', key: 'name', sorter: true, render: (_, a) => <AppLink to={`/assets-manager/${a._id}`}>{a.name}</AppLink> },
        { title: 'Category', dataIndex: 'type', key: 'type' },
        { title: 'Format', dataIndex: 'format', key: 'format' },
        { title: 'Size', key: 'size', sorter: true, render: (_, a) => (isFolderAsset(a) ? '' : formatSize(a.size)) },
        { title: 'Dimension', key: 'dimension', render: (_, a) => (a.dimension ? `${a.dimension.width}x${a.dimension.height}` : '') },
        { title: 'Status', key: 'status', render: (_, a) => <Tag color={a.archived ? 'default' : STATUS_COLOR[a.status]}>{a.archived ? 'archived' : a.status}</Tag> },
        // sorted by aesthetics (unscored last); the tooltip says how each score is made
        { title: <ScoresTitle />, key: 'aesthetics', sorter: true, render: (_, a) => (isFolderAsset(a) ? '' : <ScoreTags scores={a.scores} />) },
        { title: 'Tags', key: 'tags', render: (_, a) => a.tags.map((t) => <Tag key={t}>{t}</Tag>) },
        { title: 'Created', key: 'createdAt', sorter: true, render: (_, a) => new Date(a.createdAt).toLocaleDateString() },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, a) => (
            <Space>
              <Button size="small" onClick={() => props.onEdit(a)} aria-label={`Edit ${a.name}`}>
                Edit
              </Button>
              <Button size="small" onClick={() => props.onArchive(a)} aria-label={`${a.archived ? 'Unarchive' : 'Archive'} ${a.name}`}>
                {a.archived ? 'Unarchive' : 'Archive'}
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}
