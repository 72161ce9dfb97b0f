import { useParams } from 'react-router-dom';
import { CampaignPage } from '../components/campaign-page';

/**
 * /campaigns/{campaignId}/creatives/{treeId?} (001 2): the creatives tab of the campaign (its slot in tab-registry.tsx),
 * where the personalize view sends roles other than admins and self-service.
 */
export function Component() {
  const { campaignId } = useParams();
  return <CampaignPage campaignId={campaignId!} tab="creatives" />;
}
