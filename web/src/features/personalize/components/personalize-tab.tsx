import { useParams } from 'react-router-dom';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { PersonalizeView } from './personalize-view';

/** The campaign page's Personalize tab, on /campaigns/{campaignId}/personalize/{treeId?}. */
export function PersonalizeTab({ campaign }: { campaign: CampaignDto }) {
  const { treeId } = useParams();
  return <PersonalizeView campaignId={campaign._id} treeId={treeId} />;
}
