/**
 * Why a variant's toggle may not be turned on (001 4 'Variant activation rules', 001 8 tooltips), or null.
 * Order: archived, no user segment (unless fallback), fallback off (ad server), required fields, final approval.
 */
import { MESSAGES } from '@shared/messages';
import type { PersonalizeTree, VariantView } from '../api/types';

export function activationBlocker(variant: VariantView, tree: Pick<PersonalizeTree, 'platform'>, fallback: VariantView | null): string | null {
  if (variant.archived) return MESSAGES.activationArchived;
  if (!variant.isFallback && variant.signals.userSegment.length === 0) return MESSAGES.activationNeedsSegment;
  if (!variant.isFallback && tree.platform === 'google' && !fallback?.enabled) return MESSAGES.activationNeedsFallback;
  const formats = Object.values(variant.formats).filter((f) => !f.archived);
  if (formats.some((f) => Object.values(f.dynamicElements).some((e) => !e.optional && !e.value))) return MESSAGES.activationNeedsRequiredFields;
  if (formats.some((f) => !f.approved)) return MESSAGES.activationPendingApproval;
  return null;
}
