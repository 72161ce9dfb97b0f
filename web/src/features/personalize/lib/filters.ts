/**
 * The filter drawer's choice (001 4 'Personalize filter values'; groups statuses, formats, variants, segments) as the
 * variants call's query, and whether a changed variant still belongs in a filtered list. Archived variants show only
 * when the archived filter is on.
 */
import { matchesStatusFilter, type VariantFilterValue } from '@shared/domain/variant-rules';
import type { VariantView } from '../api/types';

export const FILTER_STATUS_LABELS: Record<VariantFilterValue, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  scheduleEnded: 'Schedule ended',
  off: 'Off',
  approved: 'Approved',
  error: 'Error',
  rejected: 'Rejected',
  unapproved: 'Unapproved',
  archived: 'Archived',
};

export interface VariantFilters {
  statuses: VariantFilterValue[];
  formats: string[];
  variants: string[];
  segments: string[];
}
export const FILTER_GROUPS = ['statuses', 'formats', 'variants', 'segments'] as const satisfies readonly (keyof VariantFilters)[];
export const NO_FILTERS: VariantFilters = { statuses: [], formats: [], variants: [], segments: [] };

export const filterCount = (f: VariantFilters) => FILTER_GROUPS.reduce((n, g) => n + f[g].length, 0);

/** Only the groups with values go on the query string (comma separated). */
export function filtersQuery(f: VariantFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const group of FILTER_GROUPS) if (f[group].length) query[group] = f[group].join(',');
  return query;
}

/**
 * Whether a variant changed elsewhere stays in a filtered list, by the shared status rule; 'schedule ended' is not in
 * a variant's view, so a list asking for it keeps the row until its next load.
 */
export function stillPasses(v: VariantView, f: VariantFilters): boolean {
  if (f.variants.length && !f.variants.includes(v._id)) return false;
  if (f.segments.length && !v.signals.userSegment.some((s) => f.segments.includes(s._id))) return false;
  if (f.formats.length && !Object.values(v.formats).some((x) => f.formats.includes(x.templateId))) return false;
  const statuses = { ...v.statuses, scheduleEnded: f.statuses.includes('scheduleEnded') };
  return matchesStatusFilter({ ...v, formats: Object.values(v.formats), statuses }, f.statuses);
}
