import { Button, Card, Col, Input, message, Row, Space, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { REPORT_DEFAULT_DATE_RANGE_DAYS, SAVED_REPORT_NAME_MAX_LENGTH, ANALYZER_TABLE_PAGE_SIZE } from '@shared/constants';
import type { AnalyzeViewBody, SavedReport } from '@shared/contracts/saved-reports';
import { fillMessage, MESSAGES } from '@shared/messages';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useMetricOptions } from '../api/get-metric-options';
import { useRelevantDimensions } from '../api/get-relevant-dimensions';
import { useValueLabels } from '../api/get-report-labels';
import { useReportCount, useReportRows } from '../api/run-report';
import { useSaveReport } from '../api/save-report';
import { useCsvExport } from '../hooks/use-csv-export';
import { countRequest, rowsRequest, scopeOf, type DateSpan, type ViewDraft } from '../lib/analyzer-query';
import { spanOf } from '../lib/date-span';
import { viewColumns } from '../lib/table-columns';
import { BenchmarksPanel } from './benchmarks-panel';
import { ResultTable } from './result-table';
import { ViewControls } from './view-controls';

/** A new report: campaigns by impressions, clicks and CTR over the default range. */
export const NEW_VIEW: ViewDraft = {
  dateRange: REPORT_DEFAULT_DATE_RANGE_DAYS,
  filters: [],
  splits: [{ field: 'campaignId', sortIndex: 0 }],
  metrics: [
    { field: 'IMPRESSIONS', sortIndex: 0 },
    { field: 'CLICKS', sortIndex: 1 },
    { field: 'CTR', sortIndex: 2 },
  ],
  granularity: { field: 'TIMESTAMP', value: 'ALL', sortIndex: 0 },
  sort: null,
};

const SAVE_KEY = 'analyze-save';

const draftOf = ({ dateRange, filters, splits, metrics, granularity, sort }: SavedReport): ViewDraft => ({ dateRange, filters, splits, metrics, granularity, sort });

/**
 * The analyzer (002 2): a view (filters, splits, metrics, granularity, date range), its table, and saving it. A saved
 * report opens with begin = end minus its dateRange; Save creates, Update changes the opened report, Copy copies it.
 */
export function AnalyzerBuilder({ report }: { report?: SavedReport }) {
  const navigate = useAppNavigate();
  const [name, setName] = useState(report?.name ?? '');
  const [view, setView] = useState<ViewDraft>(() => (report ? draftOf(report) : NEW_VIEW));
  const [span, setSpan] = useState(() => spanOf(report?.dateRange ?? NEW_VIEW.dateRange));
  const [benchmarksShown, setBenchmarksShown] = useState(report?.areBenchmarksShown ?? false);
  const [page, setPage] = useState(1);
  const metricOptions = useMetricOptions();
  const labels = useValueLabels();
  const save = useSaveReport();
  const csv = useCsvExport();

  const rows = useReportRows(view.metrics.length > 0 ? rowsRequest(view, span, { limit: ANALYZER_TABLE_PAGE_SIZE, offset: (page - 1) * ANALYZER_TABLE_PAGE_SIZE }) : null);
  const count = useReportCount(countRequest(view, span), view.metrics.length > 0);
  const relevant = useRelevantDimensions(useMemo(() => scopeOf(view, span), [view, span]));
  const columns = viewColumns(view, metricOptions);
  const total = count.data ?? 0;
  // Rows kept from the previous request while the next loads only fit when the columns are the same (another page).
  const shown = rows.data && rows.data.columns.join() === columns.map((c) => c.key).join() ? rows.data.rows : [];

  const change = (next: ViewDraft, nextSpan?: DateSpan) => {
    setView(next);
    if (nextSpan) setSpan(nextSpan);
    setPage(1);
  };

  const body = (): AnalyzeViewBody => ({ ...view, name: name.trim(), areBenchmarksShown: benchmarksShown, default: report?.default ?? false });

  async function onSave(kind: 'create' | 'update' | 'copy') {
    void message.loading({ key: SAVE_KEY, content: kind === 'update' ? MESSAGES.reportUpdating : MESSAGES.reportSaving, duration: 0 });
    try {
      const input = kind === 'copy' ? { kind, id: report!._id } : kind === 'update' ? { kind, id: report?._id, body: body() } : { kind, body: body() };
      const saved = await save.mutateAsync(input);
      void message.success({ key: SAVE_KEY, content: fillMessage(kind === 'update' ? MESSAGES.reportUpdated : MESSAGES.reportCreated, { name: saved.name }) });
      if (kind !== 'update') navigate(`/analyze/${saved._id}/edit`);
    } catch (error) {
      void message.error({ key: SAVE_KEY, content: fillMessage(MESSAGES.reportSaveFailed, { reason: (error as Error).message }) });
    }
  }

  const noName = name.trim() === '';
  const noMetric = view.metrics.length === 0;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input
          aria-label="Report name"
          placeholder="Report name"
          style={{ width: 320 }}
          maxLength={SAVED_REPORT_NAME_MAX_LENGTH}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {report ? (
          <>
            <Button type="primary" disabled={noName || noMetric} loading={save.isPending} onClick={() => onSave('update')}>
              Update
            </Button>
            <Button disabled={save.isPending} onClick={() => onSave('copy')}>
              Copy
            </Button>
          </>
        ) : (
          <Button type="primary" disabled={noName || noMetric} loading={save.isPending} onClick={() => onSave('create')}>
            Save
          </Button>
        )}
        <Button
          loading={csv.exporting}
          disabled={noMetric || rows.isError || shown.length === 0}
          onClick={() => csv.exportCsv({ name: name.trim() || undefined, view, span, columns, total: count.data ?? shown.length, granularity: view.granularity.value, labels })}
        >
          Export CSV
        </Button>
        <Space size="small">
          <Switch aria-label="Show benchmarks" checked={benchmarksShown} onChange={setBenchmarksShown} />
          Show benchmarks
        </Space>
      </Space>
      <Card size="small">
        <ViewControls view={view} span={span} relevant={relevant.data} metricOptions={metricOptions} labels={labels} onChange={change} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={benchmarksShown ? 16 : 24}>
          <ResultTable
            columns={columns}
            rows={shown}
            total={rows.isError ? 0 : total}
            page={page}
            loading={rows.isFetching || count.isFetching}
            error={noMetric ? new Error('Choose at least one metric') : (rows.error ?? count.error)}
            sort={view.sort}
            granularity={view.granularity.value}
            labels={labels}
            onPage={setPage}
            onSort={(sort) => change({ ...view, sort })}
          />
        </Col>
        {benchmarksShown && (
          <Col xs={24} xxl={8}>
            <BenchmarksPanel view={view} span={span} rows={shown} labels={labels} />
          </Col>
        )}
      </Row>
    </Space>
  );
}
