/**
 * The columns of a view's table and how a cell shows: the time bucket first (when a granularity is chosen), then the
 * splits, then the metrics (002 2). The table shows formatted metrics (12.35%); the CSV keeps them as numbers.
 */
import type { Granularity } from '@shared/constants';
import type { MetricOption } from '@shared/reporting/metric-options';
import { formatMetric, metricDefinition, metricValue, NO_VALUE_TEXT, type ReportCell, type ReportRow } from '@shared/reporting/metrics';
import type { ValueLabels } from '../api/get-report-labels';
import { labelOf } from '../api/get-report-labels';
import { metricIds, splitFields, type ViewDraft } from './analyzer-query';
import { fieldLabel } from './field-labels';

export interface ViewColumn {
  key: string;
  label: string;
  kind: 'time' | 'field' | 'metric';
}

export function metricLabel(id: string, options: readonly MetricOption[]): string {
  return options.find((o) => o.id === id)?.label ?? metricDefinition(id)?.label ?? id;
}

export function viewColumns(view: ViewDraft, options: readonly MetricOption[]): ViewColumn[] {
  return [
    ...(view.granularity.value === 'ALL' ? [] : [{ key: 'TIMESTAMP', label: fieldLabel('TIMESTAMP'), kind: 'time' as const }]),
    ...splitFields(view).map((field) => ({ key: field, label: fieldLabel(field), kind: 'field' as const })),
    ...metricIds(view).map((id) => ({ key: id, label: metricLabel(id, options), kind: 'metric' as const })),
  ];
}

/** A time bucket (`2026-11-20T00:00:00Z`, UTC) as deep as its granularity goes. */
export function timeText(value: string, granularity: Granularity): string {
  if (granularity === 'YEAR') return value.slice(0, 4);
  if (granularity === 'MONTH') return value.slice(0, 7);
  if (granularity === 'DAY' || granularity === 'WEEK' || granularity === 'ALL') return value.slice(0, 10);
  return `${value.slice(0, 10)} ${value.slice(11, 16)}`;
}

function fieldText(column: ViewColumn, cell: ReportCell, granularity: Granularity, labels: ValueLabels): string {
  if (cell === null) return '';
  return column.kind === 'time' ? timeText(String(cell), granularity) : labelOf(labels, column.key, String(cell));
}

/** What the table shows in a cell; a missing split value reads '(none)' (the CSV leaves it empty). */
export function cellText(column: ViewColumn, row: ReportRow, granularity: Granularity, labels: ValueLabels): string {
  const cell = row[column.key] ?? null;
  if (column.kind === 'metric') return formatMetric(column.key, cell as number | null);
  return cell === null ? NO_VALUE_TEXT : fieldText(column, cell, granularity, labels);
}

/** A CSV column's heading: percentages carry their unit there ('CTR (%)'), since their cells are bare numbers. */
export function csvHeading(column: ViewColumn): string {
  const definition = column.kind === 'metric' ? metricDefinition(column.key) : undefined;
  return definition?.kind === 'ratio' && definition.percentage ? `${column.label} (%)` : column.label;
}

/** What the CSV holds in a cell: metrics as plain numbers (percent, capped and rounded as shown), fields as text. */
export function csvCell(column: ViewColumn, row: ReportRow, granularity: Granularity, labels: ValueLabels): string | number {
  const cell = row[column.key] ?? null;
  return column.kind === 'metric' ? metricValue(column.key, cell as number | null) : fieldText(column, cell, granularity, labels);
}
