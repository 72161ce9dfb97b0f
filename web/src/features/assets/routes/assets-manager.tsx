import { Alert, Button, Collapse, message, Select, Space } from 'antd';
import { useState } from 'react';
import { ASSET_SEARCH_DEBOUNCE_MS, TABLE_DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { AssetDto } from '@shared/contracts/assets';
import { ASSET_CATEGORIES, type AssetCategory } from '@shared/domain/assets';
import { MESSAGES } from '@shared/messages';
import { ScreenTitle } from '@web/components/screen-title';
import { ExportButton } from '@web/features/exports';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useAssets, type AssetsQuery } from '../api/get-assets';
import { useChangeAsset } from '../api/update-assets';
import { AssetEditModal } from '../components/asset-edit-modal';
import { AssetFilters, NO_FILTERS, type FilterValues } from '../components/asset-filters';
import { useScoringEvents } from '@web/features/scoring';
import { FeedImport } from '../components/feed-import';
import { AssetsTable } from '../components/assets-table';
import { UploadPanel } from '../components/upload-panel';
import { useDebounced } from '../hooks/use-debounced';
import { useUploads } from '../hooks/use-uploads';

/** /assets-manager (top admins plus self-service): the asset library with upload, filters, paging, edits, bulk update. */
export function Component() {
  const partnerId = useCurrentPartnerId();
  const [filters, setFilters] = useState<FilterValues>(NO_FILTERS);
  const [paging, setPaging] = useState({ page: 0, limit: TABLE_DEFAULT_PAGE_SIZE });
  const [order, setOrder] = useState<Pick<AssetsQuery, 'sort' | 'direction'>>({ sort: 'createdAt', direction: 'desc' });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AssetDto | null>(null);
  const search = useDebounced(filters.search.trim(), ASSET_SEARCH_DEBOUNCE_MS);
  const query: AssetsQuery = {
    ...paging,
    ...order,
    search: search || undefined,
    // Children sit in their parent's tree; a search finds them wherever they are.
    topLevel: search ? undefined : true,
    format: filters.format,
    type: filters.type,
    nodeIds: filters.nodeIds,
    archived: filters.archived === 'all' ? undefined : filters.archived === 'archived',
    score: filters.score,
  };
  const assets = useAssets(partnerId, query);
  // scores arrive after processing: the list reads them again when the scorer says so
  useScoringEvents();
  const change = useChangeAsset(partnerId);
  const uploads = useUploads(partnerId);
  const fail = (error: Error) => void message.error(error.message);

  const bulk = (update: { archived?: boolean; type?: AssetCategory }) =>
    change.mutate({ kind: 'bulk', body: selected.map((_id) => ({ _id, ...update })) }, { onSuccess: () => setSelected([]), onError: fail });

  return (
    <>
      <ScreenTitle title="Assets" />
      <Collapse
        style={{ marginBottom: 16 }}
        items={[
          { key: 'upload', label: 'Upload assets', children: <UploadPanel items={uploads.items} onFiles={(files) => void uploads.add(files)} onFolder={(files) => void uploads.addFolder(files)} disabled={!partnerId} /> },
          { key: 'feed', label: 'Import feed', children: <FeedImport /> },
        ]}
      />
      <AssetFilters value={filters} onChange={(v) => (setFilters(v), setPaging((p) => ({ ...p, page: 0 })))} />
      {selected.length > 0 && (
        <Space style={{ marginBottom: 16 }} aria-label="Bulk update">
          <span>{selected.length} selected</span>
          <Button onClick={() => bulk({ archived: true })}>Archive selected</Button>
          <Button onClick={() => bulk({ archived: false })}>Unarchive selected</Button>
          <ExportButton target={{ entityType: 'asset', entityIds: selected, label: `${selected.length} selected asset(s)` }} />
          <Select<AssetCategory>
            aria-label="Set category of selected"
            placeholder="Set category"
            style={{ width: 160 }}
            value={null as unknown as AssetCategory}
            onChange={(type) => bulk({ type })}
            options={ASSET_CATEGORIES.map((c) => ({ value: c, label: c }))}
          />
        </Space>
      )}
      {assets.isError && <Alert type="error" showIcon title={MESSAGES.assetsFetchFailed} style={{ marginBottom: 16 }} />}
      <AssetsTable
        data={assets.data?.results ?? []}
        total={assets.data?.total ?? 0}
        loading={assets.isLoading}
        page={paging.page}
        limit={paging.limit}
        selected={selected}
        onSelect={setSelected}
        onPage={(page, limit) => setPaging({ page: limit === paging.limit ? page : 0, limit })}
        onSort={(sort, direction) => setOrder({ sort, direction })}
        onEdit={setEditing}
        onArchive={(a) => change.mutate({ kind: a.archived ? 'unarchive' : 'archive', id: a._id }, { onError: fail })}
      />
      {editing && <AssetEditModal asset={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
