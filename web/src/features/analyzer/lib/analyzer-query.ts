/**
 * The analyzer's view to reporter requests (002 7 'Reporter service'): metrics as select, splits as groupBy, filters as
 * where ($in) except campaigns, which go in accessCheckFilters, and the date range as a $between from the start of the
 * begin day to the end of the end day. Pure, so the table, the count, the CSV export and the tests build the same request.
 */
import type { ReportRequest } from '@shared/contracts/report';
import type { AnalyzeView } from '@shared/contracts/saved-reports';
import type { ReportField } from '@shared/reporting/catalogue';

/** A view as the builder holds it: what a saved report keeps, without its name and flags. */
export type ViewDraft = Pick<AnalyzeView, 'dateRange' | 'filters' | 'splits' | 'metrics' | 'granularity' | 'sort'>;

/** Begin and end days, `YYYY-MM-DD`. */
export interface DateSpan {
  begin: string;
  end: string;
}

const bySortIndex = <T extends { sortIndex: number }>(items: readonly T[]) => [...items].sort((a, b) => a.sortIndex - b.sortIndex);

export const splitFields = (view: Pick<ViewDraft, 'splits'>) => bySortIndex(view.splits).map((s) => s.field);
export const metricIds = (view: Pick<ViewDraft, 'metrics'>) => bySortIndex(view.metrics).map((m) => m.field);

/** The where and accessCheckFilters of a view: what filters and relevant dimensions share. */
export function scopeOf(view: Pick<ViewDraft, 'filters'>, span: DateSpan, except?: string): Pick<ReportRequest, 'where' | 'accessCheckFilters'> {
  const where: NonNullable<ReportRequest['where']> = { TIMESTAMP: { $between: [span.begin, span.end] } };
  const accessCheckFilters: NonNullable<ReportRequest['accessCheckFilters']> = {};
  for (const filter of view.filters) {
    if (filter.id === except || filter.values.length === 0) continue;
    if (filter.id === 'campaignId') accessCheckFilters.campaignId = filter.values;
    else where[filter.id as Exclude<ReportField, 'TIMESTAMP'>] = { $in: filter.values };
  }
  return { where, accessCheckFilters };
}

/** One page of the view's rows. */
export function rowsRequest(view: ViewDraft, span: DateSpan, page: { limit: number; offset: number }): ReportRequest {
  return {
    ...scopeOf(view, span),
    select: metricIds(view),
    groupBy: splitFields(view),
    granularity: view.granularity.value,
    orderBy: view.sort ? [{ field: view.sort.field, direction: view.sort.direction }] : [],
    limit: page.limit,
    offset: page.offset,
  };
}

/** The number of rows of the view: a count of the distinct groups, summed per period (002 7). */
export function countRequest(view: ViewDraft, span: DateSpan): ReportRequest | null {
  if (view.splits.length === 0 && view.granularity.value === 'ALL') return null;
  return { ...scopeOf(view, span), groupBy: splitFields(view), granularity: view.granularity.value, count: true };
}

/** The values a filter on `field` may take: a split on that field with no metrics, within the other filters (002 7). */
export function filterValuesRequest(view: Pick<ViewDraft, 'filters'>, span: DateSpan, field: string, limit: number): ReportRequest {
  return {
    ...scopeOf(view, span, field),
    groupBy: [field as ReportField],
    orderBy: [{ field, direction: 'ASC' }],
    limit,
  };
}
