import { useParams } from 'react-router-dom';
import type { CampaignDto } from '@shared/contracts/campaigns';
import { CampaignScores } from '@web/features/scoring';
import { TreeCreatives } from './tree-creatives';
import { VariationCreatives } from './variation-creatives';

/**
 * The campaign page's Creatives tab, /campaigns/{campaignId}/creatives/{treeId?} (001 2). A tree's creatives (the
 * personalize variant formats) when a tree is named or the campaign is self-service (then its first tree); a
 * managed-service campaign without a tree shows its variations (001 7 'Creatives and approvals', 002 7), and its tree
 * selector offers its trees too.
 */
export function CreativesTab({ campaign }: { campaign: CampaignDto }) {
  const { treeId } = useParams();
  const view = campaign.mode === 'MANAGED_SERVICE' && !treeId ? <VariationCreatives campaign={campaign} /> : <TreeCreatives campaign={campaign} treeId={treeId} />;
  return (
    <>
      <CampaignScores campaign={campaign} />
      {view}
    </>
  );
}
