/**
 * The grid's selection (001 4 'Selection state'): formats are what is selected; a variant is checked when all its
 * formats are, indeterminate when some are, unchecked otherwise. Bulk calls send the selected format ids per variant.
 */
import { selectionState as ruleSelectionState } from '@shared/domain/variant-rules';
import type { VariantView } from '../api/types';
import { ruleVariant } from './activation';

export type SelectionState = 'checked' | 'unchecked' | 'indeterminate';
/** variantId -> selected variant format ids. */
export type Selection = ReadonlyMap<string, ReadonlySet<string>>;

export const EMPTY_SELECTION: Selection = new Map();

const NONE: ReadonlySet<string> = new Set();

export const selectionState = (variant: VariantView, selection: Selection): SelectionState => ruleSelectionState(ruleVariant(variant), selection.get(variant._id) ?? NONE);

function withFormats(selection: Selection, variantId: string, formatIds: ReadonlySet<string>): Selection {
  const next = new Map(selection);
  if (formatIds.size === 0) next.delete(variantId);
  else next.set(variantId, formatIds);
  return next;
}

/** The row checkbox: an unchecked or indeterminate variant becomes checked (all formats), a checked one unchecked. */
export function toggleVariant(selection: Selection, variant: VariantView): Selection {
  const all = selectionState(variant, selection) === 'checked';
  return withFormats(selection, variant._id, new Set(all ? [] : variant.allVariantFormatIds));
}

export function toggleFormat(selection: Selection, variantId: string, formatId: string): Selection {
  const chosen = new Set(selection.get(variantId) ?? []);
  if (chosen.has(formatId)) chosen.delete(formatId);
  else chosen.add(formatId);
  return withFormats(selection, variantId, chosen);
}

/** The header checkbox over the given variants: all checked clears them, otherwise checks them all. */
export function toggleAll(selection: Selection, variants: readonly VariantView[]): Selection {
  const allChecked = variants.length > 0 && variants.every((v) => selectionState(v, selection) === 'checked');
  const next = new Map(selection);
  for (const v of variants) {
    if (allChecked) next.delete(v._id);
    else next.set(v._id, new Set(v.allVariantFormatIds));
  }
  return next;
}

export function headerState(variants: readonly VariantView[], selection: Selection): SelectionState {
  if (selection.size === 0 || variants.length === 0) return 'unchecked';
  return variants.every((v) => selectionState(v, selection) === 'checked') ? 'checked' : 'indeterminate';
}

/** Variants that left the grid (archived while archived ones are hidden) leave the selection too (001 4). */
export function withoutVariants(selection: Selection, variantIds: readonly string[]): Selection {
  if (!variantIds.some((id) => selection.has(id))) return selection;
  const next = new Map(selection);
  for (const id of variantIds) next.delete(id);
  return next;
}

/** The bulk calls' payload: each selected variant with its selected formats. */
export const bulkPayload = (selection: Selection) => [...selection].map(([variantId, formats]) => ({ variantId, formatIds: [...formats] }));

export const selectedFormatCount = (selection: Selection) => [...selection.values()].reduce((n, s) => n + s.size, 0);
