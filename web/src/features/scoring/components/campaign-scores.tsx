import { Alert, Button, Card, Progress, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { CampaignDto } from '@shared/contracts/campaigns';
import type { ScorePerformance, SubjectScore } from '@shared/contracts/scoring';
import { mayUseAction } from '@shared/domain/screen-actions';
import { SCORE_BANDS, SCORE_EXPLANATIONS } from '@shared/domain/scoring';
import { useCurrentUser } from '@web/lib/current-user';
import { useCampaignScores, useScorePerformance, useScoringEvents, useStartScoring } from '../api/scores';
import { AnalysisCard } from './analysis-card';
import { ScoresTitle, ScoreTags } from './score-tags';

const PROPERTY_LABELS = { aesthetics: 'Aesthetics', memorability: 'Memorability', textProportion: 'Text proportion (%)' } as const;
const rate = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)} %`);
const lift = (v: number | null) => (v === null ? 'too little data' : `${v.toFixed(2)}x`);

/** 'Scores checked against performance': CTR and VTR by score band of each property, from the campaign's reporting facts. */
function ScorePerformanceTable({ campaignId }: { campaignId: string }) {
  const perf = useScorePerformance(campaignId);
  if (perf.isError) return <Alert type="error" showIcon title="Could not load the performance by score" />;
  if (!perf.data) return null;
  if (!perf.data.withFacts) return <Typography.Text type="secondary">No reporting data for the scored creatives yet.</Typography.Text>;
  const rows = perf.data.properties.flatMap((p: ScorePerformance['properties'][number]) =>
    p.bands.map((b, i) => ({ key: `${p.property}-${b.band}`, property: i === 0 ? PROPERTY_LABELS[p.property] : '', span: i === 0 ? p.bands.length : 0, ...b, lift: i === 0 ? `CTR ${lift(p.ctrLift)} · VTR ${lift(p.vtrLift)}` : '' })),
  );
  return (
    <div data-testid="score-performance">
      <Typography.Paragraph type="secondary">
        Your own results for the {perf.data.withFacts} scored creative(s) with reporting data: CTR and VTR of the creatives in each score band. A lift is the high band&apos;s rate over the lower band&apos;s (each with at least 1,000 impressions): above 1 the property predicts better results for you.
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        aria-label="Scores against performance"
        dataSource={rows}
        columns={[
          { title: 'Property', dataIndex: 'property', onCell: (r) => ({ rowSpan: r.span }) },
          { title: 'Band', dataIndex: 'band', render: (b: string) => SCORE_BANDS.find((x) => x.band === b)?.label ?? b },
          { title: 'Creatives', dataIndex: 'creatives' },
          { title: 'Impressions', dataIndex: 'impressions', render: (n: number) => n.toLocaleString('en') },
          { title: 'CTR', dataIndex: 'ctr', render: rate },
          { title: 'VTR', dataIndex: 'vtr', render: rate },
          { title: 'High over low', dataIndex: 'lift', onCell: (r) => ({ rowSpan: r.span }) },
        ]}
      />
    </div>
  );
}

/**
 * The creatives view's scores: 'Score approved creatives' (for the roles its call allows) runs the variations scorer (its notifications say
 * started, finished, all scored, already in progress, none approved), then each scored creative with its scores and
 * explanation, and the scores checked against the campaign's performance.
 */
export function CampaignScores({ campaign }: { campaign: CampaignDto }) {
  const scores = useCampaignScores(campaign._id);
  const { data: user } = useCurrentUser();
  const mayScore = mayUseAction(user?.role, 'scoreCreatives');
  const start = useStartScoring(campaign._id);
  const [open, setOpen] = useState(false);
  useScoringEvents();
  const job = scores.data?.job;
  const running = job && (job.status === 'queued' || job.status === 'progress');
  const list = scores.data?.scores ?? [];
  return (
    <Card
      size="small"
      style={{ margin: '8px 0' }}
      data-testid="campaign-scores"
      title={
        <Space>
          Creative scores
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {list.length} scored
          </Typography.Text>
        </Space>
      }
      extra={
        <Space>
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide scores' : 'Show scores'}
          </Button>
          {mayScore && (
            <Tooltip title="Scores every final-approved creative not yet scored in its current version">
              <Button size="small" type="primary" loading={start.isPending} disabled={Boolean(running)} onClick={() => start.mutate(undefined, { onSuccess: () => setOpen(true) })}>
                Score approved creatives
              </Button>
            </Tooltip>
          )}
        </Space>
      }
    >
      {running && <Progress percent={job.total ? Math.round((100 * job.done) / job.total) : 0} size="small" aria-label="Scoring progress" />}
      {scores.isError && <Alert type="error" showIcon title="Could not load the scores" />}
      {open && (
        <>
          <Table<SubjectScore>
            size="small"
            rowKey={(s) => `${s.id}-${s.version}`}
            aria-label="Creative scores"
            dataSource={list}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: 'No creative scored yet: score the approved creatives.' }}
            expandable={{ expandedRowRender: (s) => <AnalysisCard score={s} /> }}
            columns={[
              { title: 'Creative', dataIndex: 'name' },
              { title: <ScoresTitle />, key: 'scores', render: (_, s) => <ScoreTags scores={s.analysis ? { aesthetics: s.analysis.aesthetics.score, memorability: s.analysis.memorability.score, textProportion: Math.round(s.analysis.textProportion * 100) } : null} /> },
              {
                title: <Tooltip title={SCORE_EXPLANATIONS.dominantColors}>Colours</Tooltip>,
                key: 'colours',
                render: (_, s) => <Space size={2}>{s.analysis?.dominantColors.slice(0, 4).map((c) => <span key={c.hex} title={`${c.hex} ${Math.round(c.share * 100)} %`} style={{ display: 'inline-block', width: 14, height: 14, background: c.hex, border: '1px solid #ccc' }} />)}</Space>,
              },
              { title: <Tooltip title={SCORE_EXPLANATIONS.safeSpace}>Safe space</Tooltip>, key: 'safe', render: (_, s) => (s.analysis ? `${Math.round(s.analysis.safeSpace.freeShare * 100)} % free` : '') },
              { title: 'Status', dataIndex: 'status', render: (st: string) => <Tag color={st === 'finished' ? 'green' : st === 'error' ? 'red' : 'blue'}>{st}</Tag> },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Scores checked against performance
          </Typography.Title>
          <ScorePerformanceTable campaignId={campaign._id} />
        </>
      )}
    </Card>
  );
}
