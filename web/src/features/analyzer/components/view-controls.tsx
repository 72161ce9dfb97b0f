import { DatePicker, Form, Radio, Select, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { ANALYZER_DATE_PRESETS, GRANULARITIES } from '@shared/constants';
import { VIEW_FIELDS } from '@shared/contracts/saved-reports';
import type { MetricOption } from '@shared/reporting/metric-options';
import type { ValueLabels } from '../api/get-report-labels';
import { metricIds, splitFields, type DateSpan, type ViewDraft } from '../lib/analyzer-query';
import { rangeOf, spanOf } from '../lib/date-span';
import { fieldLabel } from '../lib/field-labels';
import { FilterRow } from './filter-row';

interface Props {
  view: ViewDraft;
  span: DateSpan;
  /** Fields with values for the current filters; splits without any are greyed out (undefined while loading). */
  relevant: ReadonlySet<string> | undefined;
  metricOptions: readonly MetricOption[];
  labels: ValueLabels;
  onChange(view: ViewDraft, span?: DateSpan): void;
}

const GRANULARITY_LABELS: Record<(typeof GRANULARITIES)[number], string> = {
  MIN: 'Minute', FIVE_MIN: '5 minutes', TEN_MIN: '10 minutes', FIFTEEN_MIN: '15 minutes', HOUR: 'Hour', DAY: 'Day', WEEK: 'Week', MONTH: 'Month', YEAR: 'Year', ALL: 'All',
};

/** The props the multiple-choice selects share. */
const multiple = (label: string, placeholder: string) => ({ mode: 'multiple' as const, 'aria-label': label, placeholder, optionFilterProp: 'label' });

const indexed = <T extends string>(values: T[]) => values.map((field, sortIndex) => ({ field, sortIndex }));

/** Date range, filters, splits, metrics and granularity of the analyzer (002 2). */
export function ViewControls({ view, span, relevant, metricOptions, labels, onChange }: Props) {
  const free = VIEW_FIELDS.filter((f) => !view.filters.some((x) => x.id === f));
  const setFilters = (filters: ViewDraft['filters']) => onChange({ ...view, filters });
  // A sort by a column that is gone is dropped.
  const withSort = (next: ViewDraft): ViewDraft => {
    const columns = new Set([...splitFields(next), ...metricIds(next), ...(next.granularity.value === 'ALL' ? [] : ['TIMESTAMP'])]);
    return next.sort && !columns.has(next.sort.field) ? { ...next, sort: null } : next;
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Date range">
        <Space wrap>
          <Radio.Group
            optionType="button"
            value={rangeOf(span) === view.dateRange && ANALYZER_DATE_PRESETS.includes(view.dateRange as never) ? view.dateRange : undefined}
            options={ANALYZER_DATE_PRESETS.map((days) => ({ value: days, label: days === 1 ? '1 day' : `${days} days` }))}
            onChange={(e) => onChange({ ...view, dateRange: e.target.value }, spanOf(e.target.value, dayjs(span.end)))}
          />
          <DatePicker.RangePicker
            aria-label="Dates"
            allowClear={false}
            value={[dayjs(span.begin), dayjs(span.end)]}
            onChange={(dates) => {
              if (!dates?.[0] || !dates[1]) return;
              const next = { begin: dates[0].format('YYYY-MM-DD'), end: dates[1].format('YYYY-MM-DD') };
              onChange({ ...view, dateRange: rangeOf(next) }, next);
            }}
          />
        </Space>
      </Form.Item>
      <Form.Item label="Filters">
        <Space orientation="vertical" style={{ width: '100%' }}>
          {view.filters.map((filter, i) => (
            <FilterRow
              key={filter.id}
              filter={filter}
              view={view}
              span={span}
              labels={labels}
              onChange={(values) => setFilters(view.filters.map((f, j) => (j === i ? { ...f, values } : f)))}
              onRemove={() => setFilters(view.filters.filter((_f, j) => j !== i))}
            />
          ))}
          <Select
            aria-label="Add filter"
            placeholder="Add filter"
            style={{ width: 220 }}
            value={null}
            options={free.map((f) => ({ value: f, label: fieldLabel(f) }))}
            onChange={(id) => id && setFilters([...view.filters, { id, values: [] }])}
          />
        </Space>
      </Form.Item>
      <Space wrap align="start" size="large">
        <Form.Item label="Splits" style={{ minWidth: 320 }}>
          <Select
            {...multiple('Splits', 'No split')}
            value={splitFields(view)}
            options={VIEW_FIELDS.map((f) => {
              const empty = relevant !== undefined && !relevant.has(f);
              return { value: f, label: fieldLabel(f), disabled: empty && !view.splits.some((s) => s.field === f), title: empty ? 'No values for these filters' : undefined };
            })}
            optionRender={(option) => (option.data.title ? <Tooltip title={option.data.title}>{option.label}</Tooltip> : option.label)}
            onChange={(fields: ViewDraft['splits'][number]['field'][]) => onChange(withSort({ ...view, splits: indexed(fields) }))}
          />
        </Form.Item>
        <Form.Item label="Metrics" style={{ minWidth: 360 }}>
          <Select
            {...multiple('Metrics', 'Choose metrics')}
            value={metricIds(view)}
            options={metricOptions.map((m) => ({ value: m.id, label: m.label }))}
            onChange={(ids: string[]) => onChange(withSort({ ...view, metrics: indexed(ids) }))}
          />
        </Form.Item>
        <Form.Item label="Granularity">
          <Select
            aria-label="Granularity"
            style={{ width: 140 }}
            value={view.granularity.value}
            options={GRANULARITIES.map((g) => ({ value: g, label: GRANULARITY_LABELS[g] }))}
            onChange={(value) => onChange(withSort({ ...view, granularity: { ...view.granularity, value } }))}
          />
        </Form.Item>
      </Space>
    </Form>
  );
}
