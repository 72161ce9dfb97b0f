import { useQuery } from '@tanstack/react-query';
import type { ReportFilters } from '@shared/contracts/report-dashboard';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

export type ValueLabels = Partial<Record<string, ReadonlyMap<string, string>>>;

/**
 * GET /report/filters?partnerId: campaign and market names, which the facts carry only as ids; the analyzer shows them
 * in place of campaignId and businessNodeId values. Without them (a failure) the ids show as they are.
 */
export function useValueLabels(): ValueLabels {
  const partnerId = useCurrentPartnerId();
  const { data } = useQuery({
    queryKey: ['report', partnerId, 'filters'] as const,
    queryFn: () => api.get<ReportFilters>('report/filters', { query: { partnerId } }),
    enabled: Boolean(partnerId),
    staleTime: 60_000,
  });
  if (!data) return {};
  return {
    campaignId: new Map(data.campaigns.map((c) => [c.id, c.name])),
    businessNodeId: new Map(data.markets.map((m) => [m.id, m.name])),
  };
}

export const labelOf = (labels: ValueLabels, field: string, value: string) => labels[field]?.get(value) ?? value;
