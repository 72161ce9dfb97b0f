/**
 * The grid's variants as the shared variant rules read them (shared/domain/variant-rules.ts): the toggle's tooltip
 * (001 4 'Variant activation rules', 001 8 tooltips) and the menu's set-as-fallback condition are those rules.
 */
import { activationBlocker as blocker, type RuleVariant } from '@shared/domain/variant-rules';
import type { PersonalizeTree, VariantView } from '../api/types';

export const ruleVariant = (v: VariantView): RuleVariant => ({
  id: v._id,
  enabled: v.enabled,
  isFallback: v.isFallback,
  archived: v.archived,
  signals: v.signals,
  formats: Object.values(v.formats).map((f) => ({ ...f, id: f._id })),
});

/** Why the variant may not be turned on, or null; the ad server's other variants need the fallback on. */
export const activationBlocker = (v: VariantView, tree: Pick<PersonalizeTree, 'platform'>, fallback: Pick<VariantView, 'enabled'> | null) =>
  blocker(ruleVariant(v), { platform: tree.platform, fallbackOn: Boolean(fallback?.enabled) });
