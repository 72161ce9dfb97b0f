import { useParams } from 'react-router-dom';
import { PersonalizeTab } from '@web/features/personalize';
import { CampaignPage } from '../components/campaign-page';

/**
 * /campaigns/{campaignId}/personalize/{treeId?} (001 2): the personalize tab (the personalize feature's grid); without
 * a tree it goes on to the first. A campaign whose mode has no personalize tab shows it without the tabs. The grid's code
 * comes with this route's own chunk, not after the campaign is read.
 */
export function Component() {
  const { campaignId } = useParams();
  return (
    <CampaignPage campaignId={campaignId!} tab="personalize" anyMode>
      {(campaign) => <PersonalizeTab campaign={campaign} />}
    </CampaignPage>
  );
}
