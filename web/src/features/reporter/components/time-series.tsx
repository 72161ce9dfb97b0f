import { Segmented } from 'antd';
import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMetric, metricDefinition, metricValue, type ReportRow } from '@shared/reporting/metrics';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis value as the stat reads: 1.2M, 750K; percentages with their sign. */
function axisTick(stat: string, value: number): string {
  const definition = metricDefinition(stat);
  return definition?.kind === 'ratio' && definition.percentage ? `${value}%` : compact.format(value);
}

/** One stat over time (recharts, imported per component so the bundle keeps only what is drawn). */
export function TimeSeries({ stats, rows }: { stats: readonly string[]; rows: ReportRow[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const stat = picked && stats.includes(picked) ? picked : stats[0]!;
  const data = rows.map((row) => {
    const raw = row[stat] as number | null;
    return { day: String(row.TIMESTAMP ?? '').slice(0, 10), raw, value: metricValue(stat, raw) };
  });
  return (
    <>
      <Segmented
        aria-label="Time series metric"
        value={stat}
        onChange={(v) => setPicked(String(v))}
        options={stats.map((s) => ({ value: s, label: metricDefinition(s)?.label ?? s }))}
        style={{ marginBottom: 12 }}
      />
      <div style={{ width: '100%', height: 260 }} data-testid="time-series-chart" data-points={data.length}>
        <ResponsiveContainer initialDimension={{ width: 600, height: 260 }}>
          <LineChart data={data} margin={{ top: 8, right: 40, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" />
            <YAxis width={60} tickFormatter={(v: number) => axisTick(stat, v)} />
            <Tooltip formatter={(_value, _name, item) => formatMetric(stat, (item.payload as { raw: number | null }).raw)} />
            <Line type="monotone" dataKey="value" name={metricDefinition(stat)?.label ?? stat} stroke="#1677ff" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </>
  );
}
