import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CustomConversion } from '@shared/contracts/custom-conversions';
import { metricOptions, type MetricOption } from '@shared/reporting/metric-options';
import { api } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';

/** GET report/custom-conversions?partnerId: the partner's conversions (a read every analyzer role may make). */
export function getCustomConversions(partnerId: string): Promise<CustomConversion[]> {
  return api.get<CustomConversion[]>('report/custom-conversions', { query: { partnerId } });
}

/** The analyzer's metrics: the unified metrics plus the five endings of each of the partner's custom conversions (002 7, 9). */
export function useMetricOptions(): MetricOption[] {
  const partnerId = useCurrentPartnerId();
  const { data } = useQuery({
    queryKey: ['analyzer', 'custom-conversions', partnerId] as const,
    queryFn: () => getCustomConversions(partnerId!),
    enabled: Boolean(partnerId),
    staleTime: 60_000,
  });
  return useMemo(() => metricOptions((data ?? []).map((c) => ({ id: c._id, name: c.name }))), [data]);
}
