import { Alert, Button, Modal, Progress, Radio, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DestinationStatus, ExportDto, ExportEntityType } from '@shared/contracts/exports';
import { EXPORT_PROGRESS_EVENT } from '@shared/contracts/exports';
import { NOTIFICATION_SOURCES } from '@shared/notifications/catalogue';
import { mayUseAction } from '@shared/domain/screen-actions';
import { CheckList } from '@web/components/check-list';
import { ApiError } from '@web/lib/api-client';
import { useCurrentUser } from '@web/lib/current-user';
import { subscribeRealtime } from '@web/lib/realtime';
import { exportsKeys, useCreateExport, useExport, useExportDestinations, useTreeCreatives } from '../api/exports';

const STATUS_COLORS: Record<DestinationStatus, string> = { notsend: 'default', pending: 'processing', success: 'success', failed: 'error' };
const STATUS_LABELS: Record<DestinationStatus, string> = { notsend: 'Not sent', pending: 'Pending', success: 'Exported', failed: 'Failed' };
const LIBRARY = 'library';

/** A creative the dialog offers: a tree's variant format (read by the dialog) or a variation (given by its screen). */
export interface PickableCreative {
  _id: string;
  name: string;
  variantName?: string;
  approved: boolean;
}

export type ExportTarget =
  | { entityType: 'creative'; campaignId: string; treeId: string | undefined; creatives?: readonly PickableCreative[] }
  | { entityType: Exclude<ExportEntityType, 'creative'>; entityIds: readonly string[]; label: string };

/** The refused creatives of a 422 (the gate's details), each with its name. */
function refusedOf(error: unknown): string[] {
  return error instanceof ApiError && Array.isArray(error.details) ? error.details.map((d: { message?: string }) => d.message ?? '').filter(Boolean) : [];
}

function ExportProgress({ exported }: { exported: ExportDto }) {
  const settled = exported.items.filter((i) => i.status === 'success' || i.status === 'failed').length;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid="export-job-status">
        Export to {exported.destination.name}: {exported.status === 'finished' ? 'finished' : 'pending'}
      </Typography.Text>
      <Progress percent={Math.round((settled / Math.max(1, exported.items.length)) * 100)} status={exported.items.some((i) => i.status === 'failed') ? 'exception' : undefined} />
      <Table
        size="small"
        rowKey="entityId"
        pagination={false}
        dataSource={exported.items}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (s: DestinationStatus, item) => (
              <Space>
                <Tag color={STATUS_COLORS[s]} data-testid="export-item-status">{STATUS_LABELS[s]}</Tag>
                {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
              </Space>
            ),
          },
          { title: 'Destination', dataIndex: 'target', render: (t: string | null) => (t ? <Typography.Text code>{t}</Typography.Text> : null) },
        ]}
      />
    </Space>
  );
}

/**
 * Which creatives go: the tree's (or those the screen gives: a managed-service campaign's variations), final-approved
 * ones checked; others can be chosen, and the server refuses them.
 */
function CreativePicker({ campaignId, treeId, given, value, onChange }: { campaignId: string; treeId: string | undefined; given?: readonly PickableCreative[]; value: string[] | null; onChange: (ids: string[]) => void }) {
  const fromTree = useTreeCreatives(campaignId, treeId, !given);
  const offered: readonly PickableCreative[] | undefined = given ?? fromTree.data;
  const list = offered ?? [];
  useEffect(() => {
    if (value === null && offered) onChange(offered.filter((c) => c.approved).map((c) => c._id));
  }, [offered, value, onChange]);
  if (!treeId && !given) return <Alert type="info" showIcon title="Choose a tree to export its creatives" />;
  return (
    <CheckList
      label="Creatives to export"
      vertical
      style={{ maxHeight: 240, overflowY: 'auto' }}
      options={list.map((c) => ({
        value: c._id,
        label: (
          <>
            {c.name} {c.variantName ? `(${c.variantName})` : ''} {c.approved ? <Tag color="green">Final approved</Tag> : <Tag color="orange">Needs final approval</Tag>}
          </>
        ),
      }))}
      value={value ?? []}
      onChange={onChange}
    />
  );
}

/**
 * The Export dialog: what goes (a tree's creatives, or the assets or template it was opened on), where to
 * (a business node's cloud storage connection or the asset library), then each item's destination status
 * (notsend, pending, success, failed) and the job's (pending, finished) as the export runs.
 */
export function ExportDialog({ target, open, onClose }: { target: ExportTarget; open: boolean; onClose: () => void }) {
  const destinations = useExportDestinations(open);
  const create = useCreateExport();
  const client = useQueryClient();
  const [destination, setDestination] = useState<string | null>(null);
  const [creativeIds, setCreativeIds] = useState<string[] | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);
  const exported = useExport(exportId);
  const libraryAllowed = target.entityType !== 'asset';
  const chosen = destination ?? destinations.data?.[0]?.nodeId ?? (libraryAllowed ? LIBRARY : null);

  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.source === NOTIFICATION_SOURCES.export && event.event === EXPORT_PROGRESS_EVENT && exportId) void client.invalidateQueries({ queryKey: exportsKeys.one(exportId) });
      }),
    [client, exportId],
  );

  const close = () => {
    setExportId(null);
    setCreativeIds(null);
    create.reset();
    onClose();
  };
  const start = () => {
    if (!chosen) return;
    const dest = chosen === LIBRARY ? { type: 'library' as const } : { type: 'cloud' as const, nodeId: chosen };
    const body =
      target.entityType === 'creative'
        ? { entityType: 'creative' as const, campaignId: target.campaignId, entityIds: creativeIds ?? [], destination: dest }
        : { entityType: target.entityType, entityIds: [...target.entityIds], destination: dest };
    create.mutate(body, { onSuccess: (e) => setExportId(e._id) });
  };
  const ids = target.entityType === 'creative' ? (creativeIds ?? []) : target.entityIds;
  const refused = refusedOf(create.error);

  return (
    <Modal
      title="Export"
      open={open}
      onCancel={close}
      width={720}
      footer={
        exportId ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <Space>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" disabled={!chosen || ids.length === 0} loading={create.isPending} onClick={start}>
              Export {ids.length > 1 ? `${ids.length} items` : ''}
            </Button>
          </Space>
        )
      }
    >
      {exportId && exported.data ? (
        <ExportProgress exported={exported.data} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {target.entityType === 'creative' ? (
            <>
              <Typography.Text strong>Creatives (prerendered as HTML5 zips)</Typography.Text>
              <CreativePicker campaignId={target.campaignId} treeId={target.treeId} given={target.creatives} value={creativeIds} onChange={setCreativeIds} />
            </>
          ) : (
            <Typography.Text>{target.label}</Typography.Text>
          )}
          <Typography.Text strong>Destination</Typography.Text>
          <Radio.Group value={chosen} onChange={(e) => setDestination(e.target.value as string)} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {(destinations.data ?? []).map((d) => (
              <Radio key={d.nodeId} value={d.nodeId}>
                Cloud storage: {d.storageName} ({d.nodeName}, {d.bucket}
                {d.folder ? `/${d.folder}` : ''})
              </Radio>
            ))}
            {libraryAllowed && <Radio value={LIBRARY}>Asset library</Radio>}
          </Radio.Group>
          {destinations.data?.length === 0 && !libraryAllowed && <Alert type="info" showIcon title="No cloud storage connection on your business nodes" />}
          {create.error && (
            <Alert type="error" showIcon title={create.error.message} description={refused.length ? <ul>{refused.map((r) => <li key={r}>{r}</li>)}</ul> : undefined} data-testid="export-error" />
          )}
        </Space>
      )}
    </Modal>
  );
}

/** The button that opens the dialog: mounted on the creatives views (trees and variations), the asset library and the template view. */
export function ExportButton({ target, disabled }: { target: ExportTarget; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const { data: user } = useCurrentUser();
  // the export calls' role group (the route table's, shared/domain/screen-actions.ts): others do not see the button
  if (!mayUseAction(user?.role, 'exportCreatives')) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={disabled}>
        Export
      </Button>
      {open && <ExportDialog target={target} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
