/**
 * Turning variants on and off, the fallback role, archive and restore (001 4 'Variant activation rules'). Each
 * function answers the writes (conditional on the revisions read, written in one transaction per 100 items) and the
 * variants as they will be; the rules themselves are shared/domain/variant-rules.ts, the same the toggles use.
 */
import { activationBlocker, canSetAsFallback, fallbackSwitchBlocker, previousFallbackEnabled, type RuleTree, type RuleVariant } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { gateOf } from '@functions/creatives/public';
import { notFound, unprocessable } from '@functions/lib/errors';
import { personalizeRepository, type Tree, type TreeWrite, type Variant, type VariantChange } from './personalize-repository';

export interface StateChange {
  writes: TreeWrite[];
  /** The variants as they will be once written, the acted-on one first. */
  changed: Variant[];
}

export const ruleVariantOf = (v: Variant): RuleVariant => ({
  id: v.id,
  enabled: v.enabled,
  isFallback: v.isFallback,
  archived: v.archived,
  signals: v.signals,
  // the approval gate: final approval of each creative's current version, from its approval state
  formats: Object.values(v.formats).map((f) => ({ ...f, gate: gateOf(f) })),
});

/** The tree's fallback variant (by the tree's pointer, else the variant holding the role). */
export async function fallbackOf(tree: Tree, variants?: readonly Variant[]): Promise<Variant | null> {
  if (variants) return variants.find((v) => v.isFallback) ?? null;
  if (tree.fallbackVariantId) {
    const found = await personalizeRepository.getVariant(tree.fallbackVariantId);
    if (found && found.treeId === tree.id && found.isFallback) return found;
  }
  return (await personalizeRepository.listVariantsCached(tree.id)).find((v) => v.isFallback) ?? null;
}

export const ruleTreeOf = (tree: Tree, fallback: Variant | null): RuleTree => ({ platform: tree.platform, fallbackOn: Boolean(fallback?.enabled) });

const change = (v: Variant, set: VariantChange, out: StateChange) => {
  out.writes.push(personalizeRepository.updateVariant(v, set));
  out.changed.push({ ...v, ...set, revision: v.revision + 1 });
};

/** Turns a variant on when every rule holds, else 422 with the toggle's tooltip text. */
export async function activation(tree: Tree, v: Variant): Promise<StateChange> {
  const out: StateChange = { writes: [], changed: [] };
  if (v.enabled) return { writes: [], changed: [v] };
  const blocker = activationBlocker(ruleVariantOf(v), ruleTreeOf(tree, v.isFallback ? v : await fallbackOf(tree)));
  if (blocker) throw unprocessable(blocker);
  change(v, { enabled: true }, out);
  return out;
}

/** Turns a variant off; the fallback takes every other variant that is on with it (001 4). */
export async function deactivation(tree: Tree, v: Variant): Promise<StateChange> {
  const out: StateChange = { writes: [], changed: [] };
  if (v.enabled) change(v, { enabled: false }, out);
  else out.changed.push(v);
  if (v.isFallback) for (const other of await personalizeRepository.listVariantsCached(tree.id)) if (!other.isFallback && other.enabled) change(other, { enabled: false }, out);
  return out;
}

/**
 * Set as fallback (001 4): only a variant the menu offers it for (canSetAsFallback), else 422 'Cannot set as fallback'.
 * While the fallback is on, the new one must pass the activation checklist (fallbackSwitchBlocker; else 422 'Cannot
 * set as fallback' with the toggle's text in the details) and goes on in its place, so the tree never loses its live
 * fallback. The previous fallback loses the role and goes off when it has no user segment, or when it has some and
 * the new one is on (the warning's case); the tree points at the new one. All in one transaction.
 */
export async function fallbackChange(tree: Tree, v: Variant): Promise<StateChange> {
  if (!canSetAsFallback(ruleVariantOf(v), tree.templates.map((t) => t.templateId))) throw unprocessable(MESSAGES.cannotSetAsFallback);
  const out: StateChange = { writes: [], changed: [] };
  const previous = await fallbackOf(tree);
  // a live fallback is only handed to a variant that could be turned on in its place, and that one goes on
  const liveHandover = Boolean(previous && previous.id !== v.id && previous.enabled);
  if (liveHandover) {
    const blocker = fallbackSwitchBlocker(ruleVariantOf(v), ruleTreeOf(tree, previous));
    if (blocker) throw unprocessable(MESSAGES.cannotSetAsFallback, [{ path: 'variantId', message: blocker }]);
  }
  const next = { ...v, enabled: v.enabled || liveHandover };
  change(v, { isFallback: true, ...(next.enabled !== v.enabled ? { enabled: true } : {}) }, out);
  if (previous && previous.id !== v.id) change(previous, { isFallback: false, enabled: previousFallbackEnabled(previous, next) }, out);
  out.writes.push(personalizeRepository.patchTree(tree.id, { fallbackVariantId: v.id }));
  return out;
}

/** Archive (off as well) or restore a variant; never the fallback (001 4). */
export function archiveChange(v: Variant, archived: boolean): StateChange {
  if (v.archived === archived) return { writes: [], changed: [v] };
  if (v.isFallback) throw unprocessable(MESSAGES.fallbackCannotBeArchived);
  const out: StateChange = { writes: [], changed: [] };
  change(v, archived ? { archived, enabled: false } : { archived }, out);
  return out;
}

/** Archive or restore one format of a variant; not on the fallback (001 4). An archived format turns the variant off. */
export function formatArchiveChange(v: Variant, formatId: string, archived: boolean): StateChange {
  const format = v.formats[formatId];
  if (!format) throw notFound(MESSAGES.entityNotFound);
  if (format.archived === archived) return { writes: [], changed: [v] };
  if (v.isFallback) throw unprocessable(MESSAGES.fallbackFormatCannotBeArchived);
  const out: StateChange = { writes: [], changed: [] };
  change(v, { formats: { ...v.formats, [formatId]: { ...format, archived } }, ...(archived ? { enabled: false } : {}) }, out);
  return out;
}
