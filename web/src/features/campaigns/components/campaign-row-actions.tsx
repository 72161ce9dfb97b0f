import { Button, Popconfirm, Space } from 'antd';
import type { CampaignListItemDto } from '@shared/contracts/campaigns';

export type CampaignAction = 'lock' | 'unlock' | 'archive' | 'unarchive' | 'delete' | 'restore';

export const ACTION_LABELS: Record<CampaignAction, string> = {
  lock: 'Lock',
  unlock: 'Unlock',
  archive: 'Archive',
  unarchive: 'Unarchive',
  delete: 'Delete',
  restore: 'Restore',
};

/** Which lifecycle actions a campaign offers in its state (001 4): a deleted one only comes back; lock is the qa flag. */
export function actionsFor(campaign: Pick<CampaignListItemDto, 'qa' | 'archived' | 'deleted'>, rights: { lock: boolean; archive: boolean; delete: boolean }): CampaignAction[] {
  if (campaign.deleted) return rights.delete ? ['restore'] : [];
  const actions: CampaignAction[] = [];
  if (rights.lock) actions.push(campaign.qa ? 'unlock' : 'lock');
  if (rights.archive) actions.push(campaign.archived ? 'unarchive' : 'archive');
  if (rights.delete) actions.push('delete');
  return actions;
}

/** The row's buttons; archive and delete ask first. */
export function CampaignRowActions({ campaign, actions, busy, onAction }: { campaign: CampaignListItemDto; actions: CampaignAction[]; busy: boolean; onAction: (action: CampaignAction) => void }) {
  return (
    <Space size={4} wrap>
      {actions.map((action) => {
        const button = (
          <Button key={action} size="small" danger={action === 'delete'} disabled={busy} aria-label={`${ACTION_LABELS[action]} ${campaign.name}`} onClick={action === 'archive' || action === 'delete' ? undefined : () => onAction(action)}>
            {ACTION_LABELS[action]}
          </Button>
        );
        if (action !== 'archive' && action !== 'delete') return button;
        return (
          <Popconfirm key={action} title={`${ACTION_LABELS[action]} ${campaign.name}?`} okText={ACTION_LABELS[action]} okButtonProps={{ danger: action === 'delete' }} onConfirm={() => onAction(action)}>
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
