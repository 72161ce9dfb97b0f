/**
 * 'Import feed' (000 7.3 feeds): choose a CSV naming files by URL, see the server's report per row (row numbers as a
 * spreadsheet shows them), choose the nodes, then 'Create N assets' for the rows without problems. Each created asset
 * is processed by the library's job; the list refreshes as each one ends.
 */
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import type { FeedCreateResult, FeedReport } from '@shared/contracts/asset-feeds';
import { FEED_COLUMNS } from '@shared/domain/asset-feeds';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { subscribeRealtime } from '@web/lib/realtime';
import { errorText, useCheckFeed, useCreateFeedAssets } from '../api/feeds';
import { assetsKey } from '../api/get-assets';
import { NodeSelect } from './node-select';

type Row = FeedReport['rows'][number];

export function FeedImport() {
  const partnerId = useCurrentPartnerId();
  const client = useQueryClient();
  const check = useCheckFeed(partnerId);
  const create = useCreateFeedAssets(partnerId);
  const [fileName, setFileName] = useState<string | null>(null);
  const [nodeIds, setNodeIds] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<FeedCreateResult | null>(null);
  const report = check.data;
  const valid = report && !report.errors.length ? report.rows.filter((r) => !r.errors.length) : [];

  // The created assets end processing one by one: the library list follows.
  useEffect(
    () => subscribeRealtime((e) => void (e.source === 'assets' && e.event === 'asset-processed' && outcome && client.invalidateQueries({ queryKey: assetsKey }))),
    [client, outcome],
  );

  const choose = (file: File) => {
    setFileName(file.name);
    setOutcome(null);
    check.mutate(file);
    return false;
  };
  const failureOf = (row: Row) => outcome?.assets.find((a) => a.row === row.row)?.error;
  const createdRow = (row: Row) => Boolean(outcome?.assets.find((a) => a.row === row.row && a.assetId));

  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label="Import feed">
      <Typography.Text type="secondary">
        A CSV file with the columns {FEED_COLUMNS.join(', ')}: name and url are required; tags and nodes take several values separated by &apos;;&apos;.
      </Typography.Text>
      <Space wrap>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose} disabled={!partnerId}>
          <Button icon={<UploadOutlined />} loading={check.isPending}>
            Choose feed file
          </Button>
        </Upload>
        {fileName && <Typography.Text>{fileName}</Typography.Text>}
      </Space>
      {check.isError && <Alert type="error" showIcon title={errorText(check.error)} />}
      {report?.errors.map((e) => <Alert key={e} type="error" showIcon title={e} />)}
      {report && report.columnErrors.length > 0 && (
        <Alert type="warning" showIcon title="Rows with problems are left out" description={report.columnErrors.join(' ')} aria-label="Feed problems by column" />
      )}
      {report && (
        <>
          <Table<Row>
            rowKey="row"
            size="small"
            aria-label="Feed rows"
            pagination={false}
            dataSource={report.rows}
            columns={[
              { title: 'Row', dataIndex: 'row', width: 64 },
              { title: 'Name', dataIndex: 'name' },
              { title: 'URL', dataIndex: 'url', ellipsis: true },
              { title: 'Category', key: 'category', render: (_, r) => r.category ?? 'from the name' },
              { title: 'Tags', key: 'tags', render: (_, r) => r.tags.map((t) => <Tag key={t}>{t}</Tag>) },
              {
                title: 'Check',
                key: 'check',
                render: (_, r) => {
                  const failed = failureOf(r);
                  if (r.errors.length || failed) return <Typography.Text type="danger">{[...r.errors, failed].filter(Boolean).join(' ')}</Typography.Text>;
                  return createdRow(r) ? <Tag color="green">Created</Tag> : <Tag color="blue">OK</Tag>;
                },
              },
            ]}
          />
          <Space wrap style={{ width: '100%' }}>
            <div style={{ minWidth: 320 }}>
              <NodeSelect label="Business nodes of the new assets" writable value={nodeIds} onChange={setNodeIds} />
            </div>
            <Button
              type="primary"
              disabled={!valid.length || Boolean(outcome)}
              loading={create.isPending}
              onClick={() => create.mutate({ nodeIds, assets: valid.map((r) => ({ row: r.row, name: r.name, url: r.url, category: r.category, tags: r.tags, nodeIds: r.nodeIds })) }, { onSuccess: setOutcome })}
            >
              Create {valid.length} {valid.length === 1 ? 'asset' : 'assets'}
            </Button>
          </Space>
          {create.isError && <Alert type="error" showIcon title={errorText(create.error)} />}
          {outcome && (
            <Alert
              type={outcome.failedAssets ? 'warning' : 'success'}
              showIcon
              title={`${outcome.createdAssets} ${outcome.createdAssets === 1 ? 'asset' : 'assets'} created${outcome.failedAssets ? `, ${outcome.failedAssets} failed` : ''}.`}
            />
          )}
        </>
      )}
    </Space>
  );
}
