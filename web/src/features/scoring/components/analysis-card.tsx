import { QuestionCircleOutlined } from '@ant-design/icons';
import { Descriptions, Progress, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { Analysis, SubjectScore } from '@shared/contracts/scoring';
import { SCORE_EXPLANATIONS } from '@shared/domain/scoring';
import './scoring.css';

const pct = (v: number) => `${Math.round(v * 100)} %`;

function Help({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <QuestionCircleOutlined aria-label="How it is measured" />
    </Tooltip>
  );
}

function ScoreBreakdown({ title, score, explanation }: { title: string; score: Analysis['aesthetics']; explanation: string }) {
  return (
    <div className="scoring-breakdown">
      <Space align="center">
        <Progress type="circle" size={64} percent={score.score} format={(p) => `${p}`} aria-label={`${title} ${score.score}`} />
        <Typography.Text strong>
          {title} <Help text={explanation} />
        </Typography.Text>
      </Space>
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={score.parts}
        columns={[
          { title: 'Property', dataIndex: 'label' },
          { title: 'Measured', dataIndex: 'input' },
          { title: 'Value', dataIndex: 'value', render: (v: number) => v.toFixed(2) },
          { title: 'Weight', dataIndex: 'weight', render: (w: number) => w.toFixed(2) },
        ]}
      />
    </div>
  );
}

/** The frame with its free bands (green) and the platform zones (red when covered): where overlays and CTAs can go. */
function SafeSpaceFrame({ analysis }: { analysis: Analysis }) {
  const ratio = analysis.width / analysis.height;
  const width = ratio >= 1 ? 160 : Math.round(160 * ratio);
  const height = ratio >= 1 ? Math.round(160 / ratio) : 160;
  return (
    <svg width={width} height={height} className="scoring-frame" role="img" aria-label="Safe space">
      <rect width={width} height={height} fill="#f0f0f0" stroke="#bbb" />
      {analysis.safeSpace.regions.map((r) => (
        <rect key={r.side} x={r.x * width} y={r.y * height} width={r.width * width} height={r.height * height} fill="rgba(82,196,26,0.35)" />
      ))}
      {analysis.safeSpace.platformZones.map((z) => (
        <rect key={z.side} x={0} y={z.side === 'top' ? 0 : (1 - z.depth) * height} width={width} height={z.depth * height} fill="none" stroke={z.free ? '#52c41a' : '#ff4d4f'} strokeDasharray="4 2" />
      ))}
      {analysis.safeSpace.focus && <circle cx={analysis.safeSpace.focus.x * width} cy={analysis.safeSpace.focus.y * height} r={4} fill="#1677ff" />}
    </svg>
  );
}

/** One analysis whole: the two scores with their parts, and every measured property with how it is measured. */
export function AnalysisCard({ score }: { score: SubjectScore }) {
  if (score.status === 'error') return <Typography.Text type="danger">Scoring failed: {score.error}</Typography.Text>;
  const a = score.analysis;
  if (!a) return <Typography.Text type="secondary">Scoring in progress</Typography.Text>;
  return (
    <div className="scoring-analysis" data-testid="analysis">
      <Typography.Paragraph type="secondary">
        Scores are documented formulas over measured properties, not the output of a trained model (see the help on each).
      </Typography.Paragraph>
      <Space align="start" wrap size="large">
        <ScoreBreakdown title="Aesthetics" score={a.aesthetics} explanation={SCORE_EXPLANATIONS.aesthetics} />
        <ScoreBreakdown title="Memorability" score={a.memorability} explanation={SCORE_EXPLANATIONS.memorability} />
      </Space>
      <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
        <Descriptions.Item label={<>Text proportion <Help text={SCORE_EXPLANATIONS.textProportion} /></>}>
          {pct(a.textProportion)}
          {a.textContrast !== null && ` · text contrast ${a.textContrast.toFixed(1)}:1`}
        </Descriptions.Item>
        <Descriptions.Item label="Recognised text">{a.text ? <Typography.Text code>{a.text}</Typography.Text> : 'none'}</Descriptions.Item>
        <Descriptions.Item label={<>Dominant colours <Help text={SCORE_EXPLANATIONS.dominantColors} /></>}>
          <Space wrap>
            {a.dominantColors.map((c) => (
              <span key={c.hex} className="scoring-swatch">
                <span style={{ background: c.hex }} aria-hidden /> {c.hex} {pct(c.share)}
              </span>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={<>Safe space <Help text={SCORE_EXPLANATIONS.safeSpace} /></>}>
          <Space align="start">
            <SafeSpaceFrame analysis={a} />
            <div>
              <div>{pct(a.safeSpace.freeShare)} of the frame free</div>
              <div>Free bands: {a.safeSpace.regions.length ? a.safeSpace.regions.map((r) => `${r.side} ${pct(r.side === 'top' || r.side === 'bottom' ? r.height : r.width)}`).join(', ') : 'none'}</div>
              {a.safeSpace.platformZones.map((z) => (
                <div key={z.side}>
                  {z.name}, {z.side} {pct(z.depth)}: <Tag color={z.free ? 'green' : 'red'}>{z.free ? 'free' : 'covered'}</Tag>
                </div>
              ))}
            </div>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Logo">{a.logo.present ? `found (${a.logo.source === 'corner-mark' ? `corner mark, ${pct(a.logo.share)} of the frame` : a.logo.source === 'field' ? 'logo field set' : 'logo file'})` : 'none found'}</Descriptions.Item>
        <Descriptions.Item label="Measured">
          colourfulness {a.colourfulness.toFixed(0)} · contrast {a.contrast.toFixed(2)} · sharpness {a.sharpness.toFixed(0)} · clutter {pct(a.clutter)} · {a.width}x{a.height}
        </Descriptions.Item>
        {a.video && (
          <Descriptions.Item label="Video">
            {(a.video.durationMs / 1000).toFixed(1)} s · {a.video.frames} frames scored · first frame: text {a.video.firstFrame.text ? 'yes' : 'no'}, logo {a.video.firstFrame.logo ? 'yes' : 'no'}
          </Descriptions.Item>
        )}
      </Descriptions>
    </div>
  );
}
