import { Alert, Card, Collapse, Typography } from 'antd';
import { useAssetScores, useScoringEvents, useTemplateScores } from '../api/scores';
import { AnalysisCard } from './analysis-card';

/** The asset detail page's analysis: its content's scores once the image scorer measured it. */
export function AssetScores({ assetId }: { assetId: string }) {
  const scores = useAssetScores(assetId);
  useScoringEvents();
  const score = scores.data?.scores[0];
  return (
    <Card title="Creative scores" size="small" style={{ marginTop: 16 }} data-testid="asset-scores">
      {scores.isError && <Alert type="error" showIcon title="Could not load the scores" />}
      {scores.data && !score && <Typography.Text type="secondary">Not scored yet: images and videos are scored after processing.</Typography.Text>}
      {score && <AnalysisCard score={score} />}
    </Card>
  );
}

/** The template view's analysis: each version scored from its thumbnail (a video template from its frames), newest first. */
export function TemplateScores({ templateId }: { templateId: string }) {
  const scores = useTemplateScores(templateId);
  useScoringEvents();
  const list = [...(scores.data?.scores ?? [])].sort((a, b) => b.updatedAt - a.updatedAt);
  return (
    <Card title="Creative scores" size="small" style={{ marginTop: 16 }} data-testid="template-scores">
      {scores.isError && <Alert type="error" showIcon title="Could not load the scores" />}
      {scores.data && !list.length && <Typography.Text type="secondary">Not scored yet: a template is scored once its thumbnails are rendered.</Typography.Text>}
      {list.length > 0 && (
        <Collapse
          defaultActiveKey={[list[0]!.version]}
          items={list.map((s) => ({
            key: s.version,
            label: `${s.name}${s.analysis ? ` · aesthetics ${s.analysis.aesthetics.score} · memorability ${s.analysis.memorability.score}` : ''}`,
            children: <AnalysisCard score={s} />,
          }))}
        />
      )}
    </Card>
  );
}
