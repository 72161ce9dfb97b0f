/**
 * The live feed of a campaign (tools tab; 001 7 'datasources/live', 'Beyond the seeds'): connect a CSV file or
 * a URL (fetched by the server, optionally on a schedule), refresh now, each row's status (feed status 1 new,
 * 2 update, 3 archive while held for review; live or archived once approved), approve, and the change log.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { LIVE_FEED_INTERVALS_MIN } from '@shared/constants';
import type { ChangeLogEntry, FeedRowDto, LiveFeedDto } from '@shared/contracts/datasources';
import { FEED_STATUS_LABELS, type FeedStatus } from '@shared/domain/live-feeds';
import { mayAccess } from '@shared/domain/roles';
import { useCurrentUser } from '@web/lib/current-user';
import { useFeedChanges, useLiveFeed } from '../api/get-live-feed';
import { errorText, useSaveLiveFeed, type ConnectInput } from '../api/save-live-feed';

const STATUS_COLORS: Record<FeedStatus, string> = { 1: 'green', 2: 'blue', 3: 'orange' };
const TRIGGERS: Record<ChangeLogEntry['trigger'], string> = { connect: 'Connected', manual: 'Refreshed now', schedule: 'Scheduled refresh', approve: 'Approved' };
const when = (ms: number | null) => (ms ? new Date(ms).toLocaleString() : '—');
const interval = (minutes: number) => (minutes < 60 ? `Every ${minutes} minutes` : minutes === 60 ? 'Every hour' : minutes === 1440 ? 'Every day' : `Every ${minutes / 60} hours`);
/** A row's values in the feed's column order (stored maps keep no order). */
const valuesText = (values: Record<string, string> | undefined, fields: readonly string[]) =>
  [...fields.filter((f) => values && Object.hasOwn(values, f)), ...Object.keys(values ?? {}).filter((k) => !fields.includes(k))]
    .map((k) => `${k}: ${values![k]}`)
    .join(' · ');

function RowStatus({ row }: { row: FeedRowDto }) {
  if (row.pending) {
    return (
      <Tag color={STATUS_COLORS[row.pending.status]} title="Held for review">
        {row.pending.status} {FEED_STATUS_LABELS[row.pending.status]}
      </Tag>
    );
  }
  return row.live?.archived ? <Tag>Archived</Tag> : <Tag color="success">Live</Tag>;
}

function ConnectForm({ busy, onConnect, onCancel }: { busy: boolean; onConnect(input: ConnectInput): void; onCancel?(): void }) {
  const [source, setSource] = useState<'file' | 'url'>('file');
  const [url, setUrl] = useState('');
  const [refreshMinutes, setRefreshMinutes] = useState<number | null>(60);
  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label="Connect a feed">
      <Typography.Text type="secondary">
        A CSV with an &apos;id&apos; column (each row&apos;s key), an optional &apos;name&apos; column (the variant&apos;s name) and one column per dynamic field.
      </Typography.Text>
      <Radio.Group value={source} onChange={(e) => setSource(e.target.value)} optionType="button" options={[{ label: 'CSV file', value: 'file' }, { label: 'URL', value: 'url' }]} />
      {source === 'file' ? (
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (onConnect({ source: 'file', file }), false)}>
          <Button type="primary" icon={<UploadOutlined />} loading={busy}>
            Connect CSV file
          </Button>
        </Upload>
      ) : (
        <Form layout="inline" onFinish={() => onConnect({ source: 'url', url: url.trim(), refreshMinutes })}>
          <Form.Item label="Feed URL" style={{ minWidth: 360 }}>
            <Input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/feed.csv" />
          </Form.Item>
          <Form.Item label="Refresh">
            <Select
              aria-label="Refresh"
              value={refreshMinutes ?? 0}
              onChange={(v) => setRefreshMinutes(v || null)}
              style={{ minWidth: 160 }}
              options={[{ label: 'On demand only', value: 0 }, ...LIVE_FEED_INTERVALS_MIN.map((m) => ({ label: interval(m), value: m }))]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!url.trim()}>
            Connect URL
          </Button>
        </Form>
      )}
      {onCancel && <Button onClick={onCancel}>Keep the current feed</Button>}
    </Space>
  );
}

function FeedSummary({ feed }: { feed: LiveFeedDto }) {
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label="Source">{feed.source === 'url' ? feed.url : `CSV file ${feed.fileName}`}</Descriptions.Item>
      <Descriptions.Item label="Fields">{feed.fields.join(', ') || '—'}</Descriptions.Item>
      <Descriptions.Item label="Last update">{when(feed.lastUpdate)}</Descriptions.Item>
      <Descriptions.Item label="Schedule">{feed.refreshMinutes ? `${interval(feed.refreshMinutes)}, next ${when(feed.nextRefreshAt)}` : 'On demand'}</Descriptions.Item>
    </Descriptions>
  );
}

export function LiveFeedPanel({ campaignId }: { campaignId: string }) {
  const view = useLiveFeed(campaignId);
  const changes = useFeedChanges(campaignId);
  const { connect, refresh, approve } = useSaveLiveFeed(campaignId);
  const [reconnecting, setReconnecting] = useState(false);
  // approving is final approval (the approve call's roles): others see the changes waiting, not the buttons
  const canApprove = mayAccess(useCurrentUser().data?.role, 'FINAL_APPROVERS');
  const feed = view.data?.feed ?? null;
  const rows = view.data?.rows ?? [];
  const waiting = rows.filter((r) => r.pending).length;
  const failed = [connect, refresh, approve].find((m) => m.isError)?.error;
  // the latest success of the three calls (each resets the others' outcome when it starts)
  const [last, setLast] = useState<ChangeLogEntry | null>(null);
  const done = { onSuccess: (result: { entry: ChangeLogEntry }) => setLast(result.entry) };
  const start = (keep: { reset(): void }) => {
    for (const m of [connect, refresh, approve]) if (m !== keep) m.reset();
    setLast(null);
  };

  const onConnect = (input: ConnectInput) => {
    start(connect);
    connect.mutate(input, { onSuccess: (result) => (setReconnecting(false), setLast(result.entry)) });
  };
  const onRefresh = (file?: File) => {
    start(refresh);
    refresh.mutate(file, done);
  };
  const onApprove = (keys?: string[]) => {
    start(approve);
    approve.mutate(keys, done);
  };

  return (
    <Card title="Live feed" aria-label="Live feed">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {view.error && <Alert type="error" showIcon title={view.error.message} />}
        {failed && <Alert type="error" showIcon title={errorText(failed)} aria-label="Feed problem" />}
        {last && !failed && (
          <Alert
            type="success"
            showIcon
            title={last.trigger === 'approve' ? `Approved: ${last.counts.new} new, ${last.counts.update} updated, ${last.counts.archive} archived.` : `${last.counts.new} new, ${last.counts.update} updated, ${last.counts.archive} archived: held for review.`}
          />
        )}
        {!view.isLoading && (!feed || reconnecting) && <ConnectForm busy={connect.isPending} onConnect={onConnect} onCancel={feed ? () => setReconnecting(false) : undefined} />}
        {feed && !reconnecting && (
          <>
            <FeedSummary feed={feed} />
            {feed.lastError && <Alert type="warning" showIcon title={`The last scheduled refresh failed: ${feed.lastError}`} />}
            <Space wrap>
              {feed.source === 'url' ? (
                <Button onClick={() => onRefresh()} loading={refresh.isPending}>
                  Refresh now
                </Button>
              ) : (
                <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (onRefresh(file), false)}>
                  <Button icon={<UploadOutlined />} loading={refresh.isPending}>
                    Refresh with a new file
                  </Button>
                </Upload>
              )}
              {canApprove ? (
                <Button type="primary" disabled={waiting === 0} loading={approve.isPending} onClick={() => onApprove()}>
                  Approve all changes ({waiting})
                </Button>
              ) : (
                waiting > 0 && <Typography.Text type="secondary">{waiting} changes wait for a final approver</Typography.Text>
              )}
              <Button onClick={() => setReconnecting(true)}>Change feed</Button>
            </Space>
            <Table<FeedRowDto>
              rowKey="key"
              size="small"
              aria-label="Feed rows"
              dataSource={rows}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: 'ID', dataIndex: 'key', width: 90 },
                { title: 'Name', key: 'name', render: (_, r) => r.pending?.name ?? r.live?.name },
                { title: 'Status', key: 'status', width: 110, render: (_, r) => <RowStatus row={r} /> },
                { title: 'Live values', key: 'live', render: (_, r) => valuesText(r.live?.values, feed.fields) || <Typography.Text type="secondary">Not live yet</Typography.Text> },
                { title: 'Held for review', key: 'pending', render: (_, r) => (r.pending ? valuesText(r.pending.values, feed.fields) : '') },
                {
                  title: '',
                  key: 'approve',
                  width: 100,
                  render: (_, r) =>
                    canApprove &&
                    r.pending && (
                      <Button size="small" aria-label={`Approve ${r.key}`} onClick={() => onApprove([r.key])}>
                        Approve
                      </Button>
                    ),
                },
              ]}
            />
          </>
        )}
        {feed && (
          <>
            <Typography.Title level={5}>Change log</Typography.Title>
            <Table<ChangeLogEntry>
              rowKey="id"
              size="small"
              aria-label="Change log"
              loading={changes.isLoading}
              dataSource={changes.data ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              expandable={{
                rowExpandable: (e) => e.changes.length > 0,
                expandedRowRender: (e) => (
                  <Space size={[4, 4]} wrap aria-label={`Changes of ${when(e.at)}`}>
                    {e.changes.map((c) => (
                      <Tag key={c.key} color={STATUS_COLORS[c.status]}>
                        {c.key} {c.name !== c.key ? `(${c.name}) ` : ''}
                        {c.status} {FEED_STATUS_LABELS[c.status]}
                      </Tag>
                    ))}
                    {e.changes.length < e.counts.new + e.counts.update + e.counts.archive && <Typography.Text type="secondary">and more</Typography.Text>}
                  </Space>
                ),
              }}
              columns={[
                { title: 'When', key: 'at', render: (_, e) => when(e.at) },
                { title: 'What', key: 'trigger', render: (_, e) => TRIGGERS[e.trigger] },
                { title: '1 New', key: 'new', render: (_, e) => e.counts.new },
                { title: '2 Update', key: 'update', render: (_, e) => e.counts.update },
                { title: '3 Archive', key: 'archive', render: (_, e) => e.counts.archive },
                { title: 'Problem', key: 'error', render: (_, e) => (e.error ? <Typography.Text type="danger">{e.error}</Typography.Text> : '') },
              ]}
            />
          </>
        )}
      </Space>
    </Card>
  );
}
