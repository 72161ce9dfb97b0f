import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, searchHasFilters, type DashboardFilters,
} from '@shared/reporting/dashboard';
import { PARTNER_PARAM } from '@web/lib/partner-query';

export interface DashboardFilterState {
  /** What the areas show. */
  applied: DashboardFilters;
  /** What the filter bar holds until Apply. */
  draft: DashboardFilters;
  /** Whether the applied filters came in bulk from the query string (002 4). */
  fromQs: boolean;
  /** A draft change: held until apply. */
  change: (patch: Partial<DashboardFilters>) => void;
  /** A direct change (the channel): draft and applied at once. */
  changeDirectly: (patch: Partial<DashboardFilters>) => void;
  apply: () => void;
  clear: () => void;
}

/**
 * The dashboard's filters (002 2, 002 4): a draft held in the filter bar, applied filters mirrored in the query string
 * (so reloading or sharing the URL restores them) next to the partner parameter, and defaults on clear.
 */
export function useDashboardFilters(): DashboardFilterState {
  const [params, setParams] = useSearchParams();
  const key = filtersToSearch(filtersFromSearch(params)).toString();
  const applied = useMemo(() => filtersFromSearch(new URLSearchParams(key)), [key]);
  const [fromQs, setFromQs] = useState(() => searchHasFilters(params));
  const [draft, setDraft] = useState(applied);
  // The query string changed under the bar (back, forward, a pasted URL), not by this hook: the bar shows it again.
  const [shown, setShown] = useState({ key, written: key });
  if (shown.key !== key) {
    setShown({ key, written: shown.written });
    if (key !== shown.written) setDraft(applied);
  }

  const write = useCallback(
    (filters: DashboardFilters) => {
      const next = filtersToSearch(filters);
      setShown((s) => ({ ...s, written: next.toString() }));
      setParams((current) => {
        const partner = current.get(PARTNER_PARAM);
        if (partner) next.set(PARTNER_PARAM, partner);
        return next;
      });
    },
    [setParams],
  );

  const change = useCallback((patch: Partial<DashboardFilters>) => setDraft((d) => ({ ...d, ...patch })), []);
  const changeDirectly = useCallback(
    (patch: Partial<DashboardFilters>) => {
      setDraft((d) => ({ ...d, ...patch }));
      write({ ...applied, ...patch });
    },
    [applied, write],
  );
  const apply = useCallback(() => {
    setFromQs(false);
    write(draft);
  }, [draft, write]);
  const clear = useCallback(() => {
    setFromQs(false);
    setDraft(DEFAULT_FILTERS);
    write(DEFAULT_FILTERS);
  }, [write]);

  return { applied, draft, fromQs, change, changeDirectly, apply, clear };
}
