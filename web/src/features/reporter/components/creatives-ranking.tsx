import { Image, Pagination, Table, Typography } from 'antd';
import { TOP_CREATIVES_LIMIT } from '@shared/constants';
import type { ReportAssets } from '@shared/contracts/report-dashboard';
import { CREATIVE_METRICS } from '@shared/reporting/dashboard';
import { formatMetric, metricDefinition, type ReportRow } from '@shared/reporting/metrics';

const PREVIEW_SIZE = 64;

/** Top or worst creatives of one page, with their previews (POST /report/assets) and paging by offset. */
export function CreativesRanking(props: { rows: ReportRow[]; assets: ReportAssets | undefined; total: number; page: number; onPage: (page: number) => void; label: string }) {
  const { rows, assets, total, page, onPage, label } = props;
  return (
    <>
      <Table<ReportRow>
        size="small"
        aria-label={label}
        rowKey={(row) => `${row.variationHash}-${row.format}`}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: 'Creative',
            key: 'creative',
            render: (_, row) => {
              const asset = assets?.[String(row.variationHash)];
              return (
                <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  {asset?.thumbnailUrl ? (
                    <Image src={asset.thumbnailUrl} width={PREVIEW_SIZE} height={PREVIEW_SIZE} style={{ objectFit: 'cover' }} alt={asset.name} />
                  ) : (
                    <div style={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, background: '#f0f0f0' }} aria-label="No preview" />
                  )}
                  <div>
                    <div>{asset?.name ?? String(row.variationHash)}</div>
                    <Typography.Text type="secondary">{[asset?.campaignName, row.format].filter(Boolean).join(' · ')}</Typography.Text>
                  </div>
                </div>
              );
            },
          },
          ...CREATIVE_METRICS.map((stat) => ({
            title: metricDefinition(stat)?.label ?? stat,
            dataIndex: stat,
            align: 'right' as const,
            render: (v: number | null) => formatMetric(stat, v),
          })),
        ]}
      />
      {total > TOP_CREATIVES_LIMIT && (
        <Pagination size="small" style={{ marginTop: 8 }} current={page + 1} pageSize={TOP_CREATIVES_LIMIT} total={total} showSizeChanger={false} onChange={(p) => onPage(p - 1)} />
      )}
    </>
  );
}
