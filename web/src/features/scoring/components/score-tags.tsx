import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import { SCORE_EXPLANATIONS, bandOf } from '@shared/domain/scoring';

const BAND_COLOR = { high: 'green', medium: 'gold', low: 'red' } as const;

/** A score with its band's colour; the tooltip says how it is made (docs/scoring.md). */
export function ScoreTag({ label, score, explanation }: { label: string; score: number; explanation: string }) {
  return (
    <Tooltip title={explanation}>
      <Tag color={BAND_COLOR[bandOf(score)]} aria-label={`${label} ${score}`}>
        {label} {score}
      </Tag>
    </Tooltip>
  );
}

/** The list form: aesthetics, memorability and text proportion of one scored thing, or 'not scored yet'. */
export function ScoreTags({ scores }: { scores: { aesthetics: number; memorability: number; textProportion: number } | null | undefined }) {
  if (!scores) return <Tag>not scored yet</Tag>;
  return (
    <Space size={2} wrap>
      <ScoreTag label="A" score={scores.aesthetics} explanation={SCORE_EXPLANATIONS.aesthetics} />
      <ScoreTag label="M" score={scores.memorability} explanation={SCORE_EXPLANATIONS.memorability} />
      <Tooltip title={SCORE_EXPLANATIONS.textProportion}>
        <Tag aria-label={`Text ${scores.textProportion} %`}>T {scores.textProportion} %</Tag>
      </Tooltip>
    </Space>
  );
}

/** The column title with its explanation. */
export function ScoresTitle() {
  return (
    <Tooltip title={`A = ${SCORE_EXPLANATIONS.aesthetics} M = ${SCORE_EXPLANATIONS.memorability} T = ${SCORE_EXPLANATIONS.textProportion}`}>
      <span>
        Scores <QuestionCircleOutlined />
      </span>
    </Tooltip>
  );
}
