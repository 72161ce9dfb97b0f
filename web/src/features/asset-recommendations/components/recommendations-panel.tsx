/**
 * 'Recommendations' on an image asset's page (000 7.3): generate smart crops to the sizes the concepts need and a
 * cut-out without background (a job: pending, then the result or failed, 000 4), then keep one as a library asset or
 * rate it; formats rated down sink in later lists.
 */
import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Image, List, message, Space, Spin, Tag, Typography } from 'antd';
import type { RecommendedItem } from '@shared/contracts/asset-recommendations';
import { AppLink } from '@web/components/app-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useGenerateRecommendations, useKeepRecommendations, useRecommendationFeedback, useRecommendations } from '../api/recommendations';

/** 'square 1200x1200'; a display size is its own name ('300x250'). */
const label = (item: RecommendedItem) =>
  item.kind === 'cutout' ? 'Cut-out without background' : item.format === `${item.width}x${item.height}` ? item.format : `${item.format} ${item.width}x${item.height}`;

export function RecommendationsPanel({ asset }: { asset: { _id: string; tags: string[] } }) {
  const partnerId = useCurrentPartnerId();
  const recommendations = useRecommendations(partnerId, asset._id, true);
  const generate = useGenerateRecommendations(partnerId, asset._id);
  const keep = useKeepRecommendations(partnerId, asset._id);
  const feedback = useRecommendationFeedback(partnerId, asset._id);
  const fail = (error: Error) => void message.error(error.message);
  const data = recommendations.data;
  const generating = generate.isPending || data?.status === 'pending';

  return (
    <Card
      title="Recommendations"
      style={{ marginTop: 16 }}
      extra={
        <Button onClick={() => generate.mutate(asset.tags, { onError: fail })} loading={generating}>
          {data && data.status !== 'none' ? 'Generate again' : 'Generate recommendations'}
        </Button>
      }
    >
      {recommendations.isError && <Alert type="error" showIcon title={recommendations.error.message} />}
      {data?.status === 'none' && <Typography.Text type="secondary">Smart crops to the sizes your concepts need, and a cut-out without background.</Typography.Text>}
      {data?.status === 'failed' && <Alert type="error" showIcon title="The recommendations could not be made. Please try again." />}
      {data?.status === 'pending' && (
        <Space>
          <Spin size="small" /> <span>Making recommendations...</span>
        </Space>
      )}
      {data && data.items.length > 0 && (
        <List
          aria-label="Recommended assets"
          grid={{ gutter: 16, column: 4 }}
          dataSource={data.items}
          renderItem={(item) => (
            <List.Item aria-label={label(item)}>
              <Card size="small" title={label(item)}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  {item.status === 'ready' && item.url ? (
                    <Image src={item.url} alt={label(item)} height={120} style={{ objectFit: 'contain' }} />
                  ) : item.status === 'pending' ? (
                    <Space>
                      <Spin size="small" /> <span>Pending</span>
                    </Space>
                  ) : (
                    <Typography.Text type="danger">{item.kind === 'cutout' ? "Sorry, the background of this image can't be removed." : 'Failed'}</Typography.Text>
                  )}
                  <Space wrap>
                    {item.keptAssetId ? (
                      <AppLink to={`/assets-manager/${item.keptAssetId}`}>
                        <Tag color="green">Kept</Tag>
                      </AppLink>
                    ) : (
                      <Button size="small" type="primary" aria-label={`Keep ${label(item)}`} disabled={item.status !== 'ready'} loading={keep.isPending && keep.variables?.includes(item._id)} onClick={() => keep.mutate([item._id], { onError: fail, onSuccess: () => void message.success('Kept in the library') })}>
                        Keep
                      </Button>
                    )}
                    <Button
                      size="small"
                      aria-label={`Thumbs up ${label(item)}`}
                      aria-pressed={item.feedback === 'positive'}
                      icon={item.feedback === 'positive' ? <LikeFilled /> : <LikeOutlined />}
                      onClick={() => feedback.mutate({ id: item._id, feedback: 'positive' }, { onError: fail })}
                    />
                    <Button
                      size="small"
                      aria-label={`Thumbs down ${label(item)}`}
                      aria-pressed={item.feedback === 'negative'}
                      icon={item.feedback === 'negative' ? <DislikeFilled /> : <DislikeOutlined />}
                      onClick={() => feedback.mutate({ id: item._id, feedback: 'negative' }, { onError: fail })}
                    />
                  </Space>
                </Space>
              </Card>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
