import { useSetCampaignArchived } from '../api/archive-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useSetCampaignLocked } from '../api/lock-campaign';
import { useRestoreCampaign } from '../api/restore-campaign';
import type { CampaignAction } from './campaign-row-actions';

/** The lifecycle calls of 001 4 'Campaign' behind one `run(id, action)`, with their shared busy state and last error. */
export function useCampaignActions(partnerId: string | null) {
  const lock = useSetCampaignLocked(partnerId);
  const archive = useSetCampaignArchived(partnerId);
  const remove = useDeleteCampaign(partnerId);
  const restore = useRestoreCampaign(partnerId);
  const all = [lock, archive, remove, restore];
  const run = (id: string, action: CampaignAction) => {
    for (const m of all) m.reset();
    if (action === 'lock' || action === 'unlock') lock.mutate({ id, locked: action === 'lock' });
    else if (action === 'archive' || action === 'unarchive') archive.mutate({ id, archived: action === 'archive' });
    else if (action === 'delete') remove.mutate({ id });
    else restore.mutate({ id });
  };
  return { run, busy: all.some((m) => m.isPending), error: all.find((m) => m.error)?.error ?? null };
}
