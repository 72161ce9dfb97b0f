import { useParams } from 'react-router-dom';
import type { CampaignTab } from '../campaign-rights';
import { CampaignPage } from '../components/campaign-page';

/**
 * /campaigns/{id}/{tab} (ours, beside the spec's settings, tools and audiences paths): a campaign tab with its slot
 * (tab-registry.tsx); a tab the campaign's mode or the caller's role does not have leads to /404 (001 2).
 */
export function Component() {
  const { id, tab } = useParams();
  return <CampaignPage campaignId={id!} tab={tab as CampaignTab} />;
}
