/**
 * The tree's counters kept beside its variant list (versioned-list.ts `tally`), so the grid counts a tree without
 * reading it: variants, archived ones, and those on and not archived without a schedule (`on`: live now) or with
 * one (`onScheduled`: live depends on the schedules and the clock, so a tree with any is counted from its variants).
 */
import type { NewVariant, Variant, VariantSignals } from './personalize-repository';

export const VARIANT_TALLIES = ['total', 'archived', 'on', 'onScheduled'] as const;
export type VariantTally = Record<(typeof VARIANT_TALLIES)[number], number>;
export type TallyFacts = Pick<Variant, 'archived' | 'enabled'> & { signals?: Partial<VariantSignals> };
export function tallyOf(v: TallyFacts): VariantTally {
  const on = !v.archived && v.enabled;
  const scheduled = (v.signals?.schedule?.length ?? 0) > 0;
  return { total: 1, archived: v.archived ? 1 : 0, on: on && !scheduled ? 1 : 0, onScheduled: on && scheduled ? 1 : 0 };
}
export const NO_TALLY: VariantTally = { total: 0, archived: 0, on: 0, onScheduled: 0 };
export const tallyChange = (before: TallyFacts | null, after: TallyFacts | null): VariantTally => {
  const [b, a] = [before ? tallyOf(before) : NO_TALLY, after ? tallyOf(after) : NO_TALLY];
  return { total: a.total - b.total, archived: a.archived - b.archived, on: a.on - b.on, onScheduled: a.onScheduled - b.onScheduled };
};
export const sumTallies = (tallies: readonly VariantTally[]): VariantTally =>
  tallies.reduce((sum, t) => ({ total: sum.total + t.total, archived: sum.archived + t.archived, on: sum.on + t.on, onScheduled: sum.onScheduled + t.onScheduled }), NO_TALLY);
export const newVariantFacts = (v: NewVariant): TallyFacts => ({ archived: v.archived ?? false, enabled: v.enabled ?? false, signals: v.signals });
