import { useParams } from 'react-router-dom';
import { CampaignPage } from '../components/campaign-page';

/** /campaigns/{id}/audiences (001 2, 7): the audiences tab of a managed-service campaign; where audience create and update land. */
export function Component() {
  const { id } = useParams();
  return <CampaignPage campaignId={id!} tab="audiences" />;
}
