/** Query keys of the creatives view (001 7 'Creatives and approvals'). */
import type { CreativeStatus, ViewMode } from '@shared/contracts/creatives';

export const creativesKeys = {
  all: (campaignId: string) => ['creatives', campaignId] as const,
  list: (campaignId: string, treeId: string | undefined, viewmode: ViewMode | undefined, statuses: readonly CreativeStatus[]) =>
    ['creatives', campaignId, 'list', treeId ?? null, viewmode ?? null, statuses] as const,
  count: (campaignId: string, treeId: string | undefined, viewmode: ViewMode | undefined) => ['creatives', campaignId, 'count', treeId ?? null, viewmode ?? null] as const,
  trees: (campaignId: string) => ['creatives', campaignId, 'trees'] as const,
  variations: (campaignId: string, full: boolean) => ['creatives', campaignId, 'variations', full] as const,
  trail: (campaignId: string, creativeId: string) => ['creatives', campaignId, 'trail', creativeId] as const,
  watchers: (campaignId: string) => ['creatives', campaignId, 'watchers'] as const,
};
