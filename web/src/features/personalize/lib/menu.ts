/**
 * The variant menu's entries (001 2 'Variant menu actions', 001 4): Rename and Duplicate always; Set as Fallback only
 * for a non-fallback variant with every format of the tree and none archived; Archive for a non-fallback variant that
 * is not archived; Unarchive for an archived one. Format archive and restore are not offered on a fallback variant.
 */
import { canSetAsFallback } from '@shared/domain/variant-rules';
import type { VariantView } from '../api/types';
import { ruleVariant } from './activation';

export type MenuAction = 'rename' | 'duplicate' | 'fallback' | 'archive' | 'restore';
export const MENU_LABELS: Record<MenuAction, string> = { rename: 'Rename', duplicate: 'Duplicate', fallback: 'Set as Fallback', archive: 'Archive', restore: 'Unarchive' };

export function menuActions(variant: VariantView, treeTemplateIds: readonly string[]): MenuAction[] {
  const actions: MenuAction[] = ['rename', 'duplicate'];
  if (canSetAsFallback(ruleVariant(variant), treeTemplateIds)) actions.push('fallback');
  if (variant.archived) actions.push('restore');
  else if (!variant.isFallback) actions.push('archive');
  return actions;
}

export const mayArchiveFormats = (variant: Pick<VariantView, 'isFallback'>) => !variant.isFallback;
