import { Spin } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { isTopAdmin } from '@shared/domain/roles';
import { useCurrentUser } from '@web/lib/current-user';
import { PARTNER_PARAM } from '@web/lib/partner-query';
import { usePartners } from '@web/features/partners';
import { campaignsPathTarget } from '../campaigns-path';
import { CampaignList } from '../components/campaign-list';
import { CampaignPage } from '../components/campaign-page';

/** /campaigns, /campaigns/{clientId} and /campaigns/{id} (000 2.1): the list, a client's list, or a campaign (campaigns-path.ts). */
export function Component() {
  const { clientId } = useParams();
  const { data: user } = useCurrentUser();
  const topAdmin = Boolean(user && isTopAdmin(user.role));
  const partners = usePartners(topAdmin && Boolean(clientId));
  if (!user) return null;
  if (clientId && topAdmin && partners.isPending) return <Spin />;
  const visible = topAdmin ? (partners.data ?? []).map((p) => p._id) : [user.partnerId];
  const target = campaignsPathTarget(clientId, visible);
  if (target.kind === 'client') return <Navigate to={`/campaigns?${PARTNER_PARAM}=${target.partnerId}`} replace />;
  if (target.kind === 'campaign') return <CampaignPage campaignId={target.campaignId} tab={null} />;
  return <CampaignList />;
}
