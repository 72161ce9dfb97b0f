import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import type { Market } from '@shared/contracts/markets';
import { MESSAGES } from '@shared/messages';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useMarkets } from '../api/get-markets';
import { useCreateMarket, useDeleteMarket, useUpdateMarket } from '../api/save-market';
import { MarketFormModal } from '../components/market-form-modal';
import { ConfirmDelete, DataTable } from '@web/components/data-table';

type Editing = { market: Market | null } | null;

/** /admin/markets (top admins plus self-service admin): the current partner's markets; create, rename, delete. */
export function Component() {
  const partnerId = useCurrentPartnerId();
  const markets = useMarkets(partnerId);
  const create = useCreateMarket(partnerId);
  const update = useUpdateMarket(partnerId);
  const remove = useDeleteMarket(partnerId);
  const [editing, setEditing] = useState<Editing>(null);
  /** The name of a market the last delete kept because a business node uses it. */
  const [blocked, setBlocked] = useState<string | null>(null);
  const save = editing?.market ? update : create;

  const open = (market: Market | null) => {
    create.reset();
    update.reset();
    setEditing({ market });
  };

  const onSave = (name: string) => {
    if (!partnerId) return;
    const done = { onSuccess: () => setEditing(null) };
    if (editing?.market) update.mutate({ partnerId, id: editing.market._id, name }, done);
    else create.mutate({ partnerId, name }, done);
  };

  const onDelete = async (market: Market) => {
    if (!partnerId) return;
    setBlocked(null);
    const result = await remove.mutateAsync({ partnerId, id: market._id }).catch(() => null);
    if (result?.blockedToDelete) setBlocked(market.name);
  };

  return (
    <>
      <ScreenTitle title="Markets" />
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open(null)} disabled={!partnerId}>
          Create Market
        </Button>
      </Space>
      {blocked && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setBlocked(null) }}
          title={MESSAGES.deleteFailedInUse}
          description={`${blocked} is used by a business node and was not deleted.`}
          style={{ marginBottom: 16 }}
        />
      )}
      {remove.error && <Alert type="error" showIcon title={remove.error.message} style={{ marginBottom: 16 }} />}
      <DataTable<Market>
        rowKey="_id"
        loading={markets.isLoading}
        dataSource={markets.data ?? []}
        columns={[
          { title: 'Name', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name), defaultSortOrder: 'ascend' },
          {
            title: 'Actions',
            key: 'actions',
            width: 220,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => open(row)} aria-label={`Rename ${row.name}`}>
                  Rename
                </Button>
                <ConfirmDelete name={row.name} onConfirm={() => onDelete(row)} />
              </Space>
            ),
          },
        ]}
      />
      <MarketFormModal
        open={editing !== null}
        market={editing?.market ?? null}
        saving={save.isPending}
        error={save.error?.message}
        onSave={onSave}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}
