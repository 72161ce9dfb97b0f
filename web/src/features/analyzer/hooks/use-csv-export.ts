import { message } from 'antd';
import { useState } from 'react';
import { CSV_ROW_LIMIT, type Granularity } from '@shared/constants';
import { fillMessage, MESSAGES } from '@shared/messages';
import type { ValueLabels } from '../api/get-report-labels';
import { runReport } from '@web/lib/run-report';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { rowsRequest, type DateSpan, type ViewDraft } from '../lib/analyzer-query';
import { csvFileName } from '../lib/csv-rules';
import { buildCsvInWorker, downloadFile } from '../lib/export-csv';
import { csvCell, csvHeading, type ViewColumn } from '../lib/table-columns';

export interface ExportInput {
  name: string | undefined;
  view: ViewDraft;
  span: DateSpan;
  columns: ViewColumn[];
  /** The view's row count (the count query). */
  total: number;
  granularity: Granularity;
  labels: ValueLabels;
}

const KEY = 'analyze-csv';

/**
 * CSV export (002 8): 'Exporting...', the first CSV_ROW_LIMIT rows built into a file in a worker, then 'Analyze CSV was
 * exported' (and the truncation notice past the limit) or 'An error has happened while generating CSV file'.
 */
export function useCsvExport() {
  const partnerId = useCurrentPartnerId();
  const [exporting, setExporting] = useState(false);

  async function exportCsv({ name, view, span, columns, total, granularity, labels }: ExportInput) {
    if (!partnerId) return;
    setExporting(true);
    void message.loading({ key: KEY, content: MESSAGES.csvExporting, duration: 0 });
    try {
      const table = await runReport(partnerId, rowsRequest(view, span, { limit: CSV_ROW_LIMIT, offset: 0 }));
      const rows = table.rows.map((row) => columns.map((c) => csvCell(c, row, granularity, labels)));
      const result = await buildCsvInWorker({ header: columns.map(csvHeading), rows, total, limit: CSV_ROW_LIMIT });
      downloadFile(result.csv, csvFileName(name, new Date()));
      void message.success({ key: KEY, content: MESSAGES.csvExported });
      if (result.truncated) void message.warning(fillMessage(MESSAGES.csvTruncated, { n: CSV_ROW_LIMIT.toLocaleString('en-US') }));
    } catch {
      void message.error({ key: KEY, content: MESSAGES.csvFailed });
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportCsv };
}
