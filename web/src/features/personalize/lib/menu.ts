/**
 * The variant menu's entries (001 2 'Variant menu actions', 001 4): Rename and Duplicate always; Set as Fallback only
 * for a non-fallback variant with every format of the tree and none archived; Archive for a non-fallback variant that
 * is not archived; Unarchive for an archived one. Format archive and restore are not offered on a fallback variant.
 */
import type { VariantView } from '../api/types';

export type MenuAction = 'rename' | 'duplicate' | 'fallback' | 'archive' | 'restore';
export const MENU_LABELS: Record<MenuAction, string> = { rename: 'Rename', duplicate: 'Duplicate', fallback: 'Set as Fallback', archive: 'Archive', restore: 'Unarchive' };

type MenuVariant = Pick<VariantView, 'isFallback' | 'archived' | 'formats'>;

export function mayBeFallback(variant: MenuVariant, treeTemplateIds: readonly string[]): boolean {
  if (variant.isFallback || variant.archived) return false;
  const formats = Object.values(variant.formats);
  return treeTemplateIds.every((id) => formats.some((f) => f.templateId === id)) && formats.every((f) => !f.archived);
}

export function menuActions(variant: MenuVariant, treeTemplateIds: readonly string[]): MenuAction[] {
  const actions: MenuAction[] = ['rename', 'duplicate'];
  if (mayBeFallback(variant, treeTemplateIds)) actions.push('fallback');
  if (variant.archived) actions.push('restore');
  else if (!variant.isFallback) actions.push('archive');
  return actions;
}

export const mayArchiveFormats = (variant: Pick<VariantView, 'isFallback'>) => !variant.isFallback;
