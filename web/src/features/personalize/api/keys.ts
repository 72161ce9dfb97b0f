/** Query keys of the personalize view, and the base path every personalize call shares (001 7 'Personalize'). */
import type { VariantFilters } from '../lib/filters';

export const treeBase = (campaignId: string, treeId: string) => `campaigns/${campaignId}/personalize/${treeId}`;

export const personalizeKeys = {
  trees: (campaignId: string) => ['personalize-trees', campaignId] as const,
  tree: (campaignId: string, treeId: string) => ['personalize', campaignId, treeId] as const,
  variants: (campaignId: string, treeId: string, filters?: VariantFilters) =>
    filters ? (['personalize', campaignId, treeId, 'variants', filters] as const) : (['personalize', campaignId, treeId, 'variants'] as const),
  filters: (campaignId: string, treeId: string) => ['personalize', campaignId, treeId, 'available-filters'] as const,
  templates: (campaignId: string, treeId: string) => ['personalize', campaignId, treeId, 'templates'] as const,
  performance: (campaignId: string, treeId: string) => ['personalize', campaignId, treeId, 'performance'] as const,
};
