import { Alert, Space, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { AppLink } from '@web/components/app-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useConcept } from '@web/features/concepts';
import { StoryboardsBoard } from '@web/features/storyboards';
import { CampaignPage } from '../components/campaign-page';

/**
 * /campaigns/{id}/storyboards/{sid?} (000 2.1 sub-pages): the storyboards of the campaign's concept, as the concept's
 * storyboards page shows them (same access), under the campaign's name.
 */
export function Component() {
  const { id, sid } = useParams();
  return (
    <CampaignPage campaignId={id!} tab={null} withTabs={false}>
      {(campaign) =>
        campaign.conceptId ? (
          <ConceptStoryboards campaignId={campaign._id} conceptId={campaign.conceptId} sid={sid} />
        ) : (
          <Alert type="info" showIcon title="This campaign was created without a concept, so it has no storyboards." />
        )
      }
    </CampaignPage>
  );
}

function ConceptStoryboards({ campaignId, conceptId, sid }: { campaignId: string; conceptId: string; sid: string | undefined }) {
  const concept = useConcept(useCurrentPartnerId(), conceptId);
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text>Storyboards of the concept</Typography.Text>
        <AppLink to={`/concepts/${conceptId}`}>{concept.data?.name ?? 'Concept'}</AppLink>
      </Space>
      <StoryboardsBoard conceptId={conceptId} sid={sid} base={`/campaigns/${campaignId}/storyboards`} embedded />
    </>
  );
}
