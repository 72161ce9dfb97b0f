/**
 * The filter drawer's choice (001 4 'Personalize filter values'; groups statuses, formats, variants, segments) as the
 * variants call's query, and whether a changed variant still belongs in a filtered list. Archived variants show only
 * when the archived filter is on.
 */
import type { VariantView } from '../api/types';

export const FILTER_STATUSES = ['active', 'scheduled', 'scheduleEnded', 'off', 'approved', 'error', 'rejected', 'unapproved', 'archived'] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];
export const FILTER_STATUS_LABELS: Record<FilterStatus, string> = {
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
  statuses: string[];
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
 * Whether a variant changed elsewhere stays in a list: what the client can tell for sure (archived, the variants and
 * segments chosen, on/off); the server's answer decides the rest on the next load.
 */
export function stillPasses(v: VariantView, f: VariantFilters): boolean {
  if (v.archived && !f.statuses.includes('archived')) return false;
  if (f.variants.length && !f.variants.includes(v._id)) return false;
  if (f.segments.length && !v.signals.userSegment.some((s) => f.segments.includes(s._id))) return false;
  const onOff = f.statuses.filter((s) => s === 'off' || s === 'active');
  if (onOff.length === 1 && onOff[0] === 'off' && v.enabled) return false;
  return true;
}
