import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatChange } from '../../../../../shared/reporting/dashboard';
import { formatMetric, metricDefinition, relativeChange, type ReportRow } from '../../../../../shared/reporting/metrics';

export interface StatValues {
  overall: ReportRow | undefined;
  lastWeek: ReportRow | undefined;
  weekBefore: ReportRow | undefined;
}

const value = (row: ReportRow | undefined, stat: string) => Number(row?.[stat] ?? 0);

/** The four stat boxes: the value over the period, and the last week against the week before (002 9). */
export function StatBoxes({ stats, values }: { stats: readonly string[]; values: StatValues }) {
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => {
        const change = relativeChange(value(values.lastWeek, stat), value(values.weekBefore, stat));
        const up = change >= 0;
        return (
          <Col key={stat} xs={24} sm={12} lg={6}>
            <Card size="small" role="group" aria-label={metricDefinition(stat)?.label ?? stat}>
              <Statistic title={metricDefinition(stat)?.label ?? stat} value={formatMetric(stat, values.overall?.[stat] as number | null)} />
              <Typography.Text type={up ? 'success' : 'danger'}>
                {up ? <ArrowUpOutlined aria-label="up" /> : <ArrowDownOutlined aria-label="down" />} {formatChange(change)}
              </Typography.Text>
              <Typography.Text type="secondary"> last week vs the week before</Typography.Text>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
