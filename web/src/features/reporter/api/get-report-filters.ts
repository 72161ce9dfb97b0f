import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportFilters } from '@shared/contracts/report-dashboard';
import type { ReportField } from '@shared/reporting/catalogue';
import type { DeliveryType } from '@shared/reporting/dashboard';
import { api } from '@web/lib/api-client';
import { useEagerQuery } from '@web/lib/eager-query';
import { runReportBatched } from '@web/lib/run-report';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterLists {
  campaigns: (FilterOption & { platform: string; deliveryType: DeliveryType })[];
  markets: FilterOption[];
  concepts: FilterOption[];
  adGroups: FilterOption[];
  mediaCampaignNames: FilterOption[];
  objectives: FilterOption[];
  audienceNames: FilterOption[];
}

export const EMPTY_FILTER_LISTS: FilterLists = { campaigns: [], markets: [], concepts: [], adGroups: [], mediaCampaignNames: [], objectives: [], audienceNames: [] };

/** GET /report/filters: the accessible campaigns and their markets (names the facts do not carry). */
export function getReportFilters(partnerId: string): Promise<ReportFilters> {
  return api.get<ReportFilters>('report/filters', { query: { partnerId } });
}

/** A filter list from the facts: a split on one field with no metrics (002 7); the label field, when asked, names each value. */
async function split(partnerId: string, field: ReportField, labelField?: ReportField): Promise<FilterOption[]> {
  const { rows } = await runReportBatched(partnerId, { groupBy: labelField ? [field, labelField] : [field], limit: 1000 });
  return rows
    .filter((row) => row[field] !== null && row[field] !== '')
    .map((row) => ({ value: String(row[field]), label: String(row[labelField ?? field] ?? row[field]) }));
}

type SplitLists = Omit<FilterLists, 'campaigns' | 'markets'>;

/** The lists the facts carry, each a split on one field (002 7), asked in one batch. */
async function getSplitLists(partnerId: string): Promise<SplitLists> {
  const [concepts, adGroups, mediaCampaignNames, objectives, audienceNames] = await Promise.all([
    split(partnerId, 'CreativeConceptId'),
    split(partnerId, 'AD_GROUP_ID', 'AD_GROUP_NAME'),
    split(partnerId, 'EXTERNAL_CAMPAIGN_NAME'),
    split(partnerId, 'objective'),
    split(partnerId, 'audienceName'),
  ]);
  return { concepts, adGroups, mediaCampaignNames, objectives, audienceNames };
}

export const reportFiltersQueryOptions = (partnerId: string | null) =>
  queryOptions({ queryKey: ['report-filters', partnerId] as const, queryFn: () => getReportFilters(partnerId!), enabled: Boolean(partnerId) });

export const splitListsQueryOptions = (partnerId: string | null, wanted: boolean) =>
  queryOptions({ queryKey: ['report-filter-splits', partnerId] as const, queryFn: () => getSplitLists(partnerId!), enabled: Boolean(partnerId) && wanted });

/**
 * The dashboard's filter lists (002 3 'Available filter lists'). The named lists load at once (campaign names show in
 * other areas too); the splits, five scans of the facts, only once wanted (a list opened or a value to show).
 * A failure leaves the lists empty (002 4 'Filter loading failure resets the lists to empty').
 */
export function useFilterLists(partnerId: string | null, splitsWanted: boolean) {
  const named = useEagerQuery(reportFiltersQueryOptions(partnerId));
  const splits = useQuery(splitListsQueryOptions(partnerId, splitsWanted));
  const failed = named.isError || splits.isError;
  const lists: FilterLists = failed
    ? EMPTY_FILTER_LISTS
    : {
        ...EMPTY_FILTER_LISTS,
        ...splits.data,
        campaigns: (named.data?.campaigns ?? []).map((c) => ({ value: c.id, label: c.name, platform: c.platform, deliveryType: c.deliveryType })),
        markets: (named.data?.markets ?? []).map((m) => ({ value: m.id, label: m.name })),
      };
  // The campaigns narrow every area (delivery type), so they are also given apart from the other lists.
  return { lists, campaigns: named.data?.campaigns, campaignsError: named.error, isLoading: named.isLoading || splits.isLoading, error: named.error ?? splits.error };
}
