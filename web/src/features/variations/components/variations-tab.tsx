/**
 * The campaign's Variations tab (managed service, 001 2; 001 7 'POST generate-variations'; 001 9 limits): a form to
 * generate (the platforms' limits, the limit divided by the audience rules, optional seeded shuffle), the job's
 * progress as its ws-events arrive (asked again every 2 s only while the realtime channel is down), then the count per
 * size and format and a paged table of the live variations. A refusal shows the server's message word for word.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, InputNumber, Progress, Select, Space, Statistic, Switch, Table, Tag, Typography, Upload } from 'antd';
import Papa from 'papaparse';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PERSONALIZE_EVENT_SOURCE, VARIATION_JOB_EVENTS, variationJobEventSchema, type VariationJobState, type VariationView } from '@shared/contracts/personalize';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@shared/constants';
import { PLATFORM_LABELS, type Platform } from '@shared/domain/concepts';
import { MAX_PERMUTATION_ITERATIONS, VARIATION_LIMITS, variationLimit } from '@shared/domain/variations';
import { realtimeConnected, subscribeRealtime } from '@web/lib/realtime';
import { useCampaignTrees, useCampaignVariations, useGenerateVariations, variationsQueryKey } from '../api/campaign-variations';
import { newerJobState } from '../job-state';

const JOB_EVENTS = new Set<string>(Object.values(VARIATION_JOB_EVENTS));
const POLL_MS = 2_000;

/** 001 3 approval status values, from the variation's approvals. */
function approvalStatus(v: VariationView): 'nonApproved' | 'interimApproved' | 'clientApproved' {
  if (v.approved || v.approvals.users.some((u) => u.type === 'Final')) return 'clientApproved';
  if (v.approvals.users.some((u) => u.type === 'Interim')) return 'interimApproved';
  return 'nonApproved';
}
const APPROVAL_COLORS = { nonApproved: 'default', interimApproved: 'gold', clientApproved: 'green' } as const;

/** A datasource CSV (002 5 'Variation permutation'): its header names the dynamic elements, each row gives their values. */
interface Datasource {
  fileName: string;
  columns: string[];
  rows: string[][];
}
function parseDatasource(file: File): Promise<Datasource> {
  return new Promise((resolve, reject) =>
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: ({ data }) => resolve({ fileName: file.name, columns: (data[0] ?? []).map((c) => c.trim()), rows: data.slice(1) }),
      error: reject,
    }),
  );
}

interface FormValues {
  platform?: Platform;
  audienceRules: number;
  shuffle: boolean;
  seed: number;
}

function JobState({ job }: { job: VariationJobState }) {
  if (job.status === 'error') return <Alert type="error" showIcon role="alert" aria-label="Generation failed" title={job.message} />;
  const percent = job.planned > 0 ? Math.floor((100 * job.written) / job.planned) : 100;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} aria-label="Generation progress">
      <Typography.Text>
        {job.message}
        {job.status === 'progress' && ` (${job.written.toLocaleString('en')} of ${job.planned.toLocaleString('en')} written)`}
      </Typography.Text>
      <Progress percent={job.status === 'finished' ? 100 : percent} status={job.status === 'finished' ? 'success' : 'active'} />
    </Space>
  );
}

export function VariationsTab({ campaignId }: { campaignId: string }) {
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TABLE_DEFAULT_PAGE_SIZE);
  const [pushed, setPushed] = useState<VariationJobState | null>(null);
  const trees = useCampaignTrees(campaignId);
  const generate = useGenerateVariations(campaignId);
  const [socketDown, setSocketDown] = useState(false);
  const [datasource, setDatasource] = useState<Datasource | null>(null);
  // asked again only while a job runs and no push can arrive; the job's end is pushed once the list reads the new set
  // (the server waits for its index), so the list read on that event is the one to show
  const list = useCampaignVariations(campaignId, page, pageSize, socketDown ? POLL_MS : false);
  const listed = list.data?.job ?? null;
  // the newer of the pushed state and the listed one (a finished job's list is read again after its event)
  const job = pushed && (!listed || listed.jobId !== pushed.jobId || listed.status === 'progress') ? pushed : listed;
  const running = job?.status === 'progress';

  useEffect(() => setSocketDown(running && !realtimeConnected()), [running]);
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.source !== PERSONALIZE_EVENT_SOURCE || !JOB_EVENTS.has(event.event)) return;
        const payload = variationJobEventSchema.safeParse(event.payload);
        if (!payload.success || payload.data.campaignId !== campaignId) return;
        const { campaignId: _, ...state } = payload.data;
        setPushed((previous) => newerJobState(previous, state));
        if (state.status !== 'progress') void client.invalidateQueries({ queryKey: variationsQueryKey(campaignId) });
      }),
    [client, campaignId],
  );

  const platforms = [...new Set((trees.data?.trees ?? []).map((t) => t.platform as Platform))];
  const audienceRules = Form.useWatch('audienceRules', form) ?? 0;
  const shuffle = Form.useWatch('shuffle', form) ?? false;
  const chosen = Form.useWatch('platform', form);

  const submit = (values: FormValues) => {
    setPushed(null);
    generate.mutate(
      {
        platform: values.platform,
        audienceRules: values.audienceRules,
        shuffle: values.shuffle,
        ...(values.shuffle ? { seed: values.seed } : {}),
        ...(datasource ? { datasource: { columns: datasource.columns, rows: datasource.rows } } : {}),
      },
      { onSuccess: (accepted) => setPushed((previous) => newerJobState(previous, { jobId: accepted.jobId, status: 'progress', message: accepted.message, planned: accepted.generated, written: 0 })) },
    );
  };

  const data = list.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} aria-label="Variations">
      <Card title="Generate variations" size="small">
        <Typography.Paragraph type="secondary">
          Permutations of the dynamic element values of this campaign&apos;s personalize trees, at most{' '}
          {MAX_PERMUTATION_ITERATIONS.toLocaleString('en')} iterations. Each platform has a limit; with audience rules the limit is divided by
          the number of rules. Generating again replaces the set: variations no longer generated are archived.
        </Typography.Paragraph>
        <Space wrap aria-label="Platform limits" style={{ marginBottom: 16 }}>
          {(platforms.length ? platforms : (Object.keys(VARIATION_LIMITS) as Platform[]))
            .filter((p) => !chosen || p === chosen)
            .map((p) => (
              <Tag key={p} color={platforms.includes(p) ? 'blue' : undefined}>
                {PLATFORM_LABELS[p]} limit: {variationLimit(p, audienceRules).toLocaleString('en')}
                {audienceRules > 1 && ` (${VARIATION_LIMITS[p].toLocaleString('en')} / ${audienceRules} audience rules)`}
              </Tag>
            ))}
        </Space>
        {trees.isSuccess && platforms.length === 0 && (
          <Alert type="info" showIcon title="The campaign has no personalize trees to generate variations from" style={{ marginBottom: 16 }} />
        )}
        <Form<FormValues> form={form} layout="inline" initialValues={{ audienceRules: 0, shuffle: false, seed: 1 }} onFinish={submit} aria-label="Generate variations">
          <Form.Item name="platform" label="Platform">
            <Select allowClear placeholder="All platforms" style={{ width: 160 }} options={platforms.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))} />
          </Form.Item>
          <Form.Item name="audienceRules" label="Audience rules" tooltip="The number of audience rules the variations are shared out over">
            <InputNumber min={0} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item name="shuffle" label="Shuffle" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="seed" label="Seed" tooltip="The same seed gives the same variations">
            <InputNumber min={0} max={2 ** 32 - 1} precision={0} disabled={!shuffle} />
          </Form.Item>
          <Form.Item label="Datasource" tooltip="Optional: a CSV whose header names the dynamic elements; without it the values of the trees' variants are used">
            <Space>
              <Upload
                accept=".csv,text/csv"
                showUploadList={false}
                beforeUpload={(file) => {
                  void parseDatasource(file).then(setDatasource);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>Datasource CSV</Button>
              </Upload>
              {datasource && (
                <Tag closable onClose={() => setDatasource(null)} aria-label="Datasource">
                  {datasource.fileName}: {datasource.columns.length} columns, {datasource.rows.length.toLocaleString('en')} rows
                </Tag>
              )}
            </Space>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={generate.isPending} disabled={running}>
              Generate variations
            </Button>
          </Form.Item>
        </Form>
        {generate.isError && <Alert type="error" showIcon role="alert" aria-label="Generation refused" title={generate.error.message} style={{ marginTop: 16 }} />}
        {job && (
          <div style={{ marginTop: 16 }}>
            <JobState job={job} />
          </div>
        )}
      </Card>
      {list.isError && <Alert type="error" showIcon title={list.error.message} />}
      <Card title="Variations per size" size="small">
        <Space wrap size="large" aria-label="Variations per size">
          <Statistic title="Total" value={data?.total ?? 0} groupSeparator="," />
          {(data?.counts ?? []).map((c) => (
            <Statistic key={`${c.size}-${c.format}`} title={c.format === c.size ? c.size : `${c.size} (${c.format})`} value={c.count} groupSeparator="," />
          ))}
        </Space>
      </Card>
      <Table<VariationView>
        rowKey="_id"
        aria-label="Variations list"
        size="small"
        loading={list.isLoading}
        dataSource={data?.variations ?? []}
        locale={{ emptyText: 'No variations yet: generate them above' }}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: TABLE_PAGE_SIZES.map(String),
          showTotal: (total) => `${total.toLocaleString('en')} variations`,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
        columns={[
          { title: 'Name', dataIndex: 'name', ellipsis: true },
          { title: 'Size', dataIndex: 'size', width: 110 },
          { title: 'Hash', dataIndex: 'hash', ellipsis: true, render: (h: string) => <Typography.Text code copyable={{ text: h }}>{h}</Typography.Text> },
          { title: 'Reporting hash', dataIndex: 'reportingHash', ellipsis: true, render: (h: string) => <Typography.Text code>{h}</Typography.Text> },
          {
            title: 'Approval',
            key: 'approval',
            width: 150,
            render: (_, v) => {
              const status = approvalStatus(v);
              return <Tag color={APPROVAL_COLORS[status]}>{status}</Tag>;
            },
          },
        ]}
      />
    </Space>
  );
}
