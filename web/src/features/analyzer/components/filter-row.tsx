import { CloseOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { REPORT_DEFAULT_ROW_LIMIT } from '@shared/constants';
import type { ViewFilter } from '@shared/contracts/saved-reports';
import { useFilterValues } from '../api/get-filter-values';
import { labelOf, type ValueLabels } from '../api/get-report-labels';
import { filterValuesRequest, type DateSpan, type ViewDraft } from '../lib/analyzer-query';
import { fieldLabel } from '../lib/field-labels';

interface Props {
  filter: ViewFilter;
  view: ViewDraft;
  span: DateSpan;
  labels: ValueLabels;
  onChange(values: string[]): void;
  onRemove(): void;
}

/** One filter: its field and the values kept, chosen among the field's values within the other filters. */
export function FilterRow({ filter, view, span, labels, onChange, onRemove }: Props) {
  const label = fieldLabel(filter.id);
  const values = useFilterValues(filter.id, filterValuesRequest(view, span, filter.id, REPORT_DEFAULT_ROW_LIMIT));
  const options = [...new Set([...(values.data ?? []), ...filter.values])].map((value) => ({ value, label: labelOf(labels, filter.id, value) }));
  return (
    <Space align="start" style={{ width: '100%' }}>
      <Typography.Text strong style={{ display: 'inline-block', minWidth: 130, paddingTop: 5 }}>
        {label}
      </Typography.Text>
      <Select
        mode="multiple"
        aria-label={`Values of ${label}`}
        placeholder="Any value"
        style={{ minWidth: 320 }}
        loading={values.isLoading}
        value={filter.values}
        options={options}
        optionFilterProp="label"
        onChange={onChange}
        notFoundContent={values.isError ? values.error.message : undefined}
      />
      <Button type="text" icon={<CloseOutlined />} aria-label={`Remove filter ${label}`} onClick={onRemove} />
    </Space>
  );
}
