import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Select, Statistic, Typography } from 'antd';
import { formatChange, STAT_BOX_METRICS } from '@shared/reporting/dashboard';
import { formatMetric, metricDefinition, relativeChange, type ReportRow } from '@shared/reporting/metrics';

export interface StatValues {
  overall: ReportRow | undefined;
  lastWeek: ReportRow | undefined;
  weekBefore: ReportRow | undefined;
}

const value = (row: ReportRow | undefined, stat: string) => Number(row?.[stat] ?? 0);
const labelOf = (stat: string) => metricDefinition(stat)?.label ?? stat;

/**
 * The four stat boxes: the value over the period, and the last week against the week before (002 9). Each box's title
 * is a choice of its metric (002 3 'four stat box choices'); a metric shown in another box is not offered twice.
 */
export function StatBoxes({ stats, values, onChoose }: { stats: readonly string[]; values: StatValues; onChoose: (index: number, stat: string) => void }) {
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat, index) => {
        const change = relativeChange(value(values.lastWeek, stat), value(values.weekBefore, stat));
        const up = change >= 0;
        const title = (
          <Select<string>
            aria-label={`Stat box ${index + 1}`}
            variant="borderless"
            size="small"
            style={{ minWidth: 160, marginLeft: -8 }}
            popupMatchSelectWidth={false}
            value={stat}
            onChange={(next) => onChoose(index, next)}
            options={STAT_BOX_METRICS.map((id) => ({ value: id, label: labelOf(id), disabled: id !== stat && stats.includes(id) }))}
          />
        );
        return (
          <Col key={stat} xs={24} sm={12} lg={6}>
            <Card size="small" role="group" aria-label={labelOf(stat)}>
              <Statistic title={title} value={formatMetric(stat, values.overall?.[stat] as number | null)} />
              <Typography.Text type={up ? 'success' : 'danger'}>
                {up ? <ArrowUpOutlined aria-label="went up" /> : <ArrowDownOutlined aria-label="went down" />} {formatChange(change)}
              </Typography.Text>
              <Typography.Text type="secondary"> last week vs the week before</Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
