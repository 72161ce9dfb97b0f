/**
 * What a variant write checks and makes (001 4, 001 5): names unique per tree ('Already exist'), values that fit the
 * tree's templates (possible values, URLs with a protocol except Display Link), new variants' formats, and the edit
 * consequences: an edited creative goes for approval, an active variant is turned off, editing the fallback turns
 * every variant off.
 */
import { variantFormatFor, type TreeSourceTemplate, type VariantFormatState } from '@shared/domain/personalize';
import { nameKey } from '@shared/domain/names';
import { editConsequences, isUrlField, urlValueError } from '@shared/domain/variant-rules';
import { fillMessage, MESSAGES } from '@shared/messages';
import { NameTakenError, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import type { Campaign } from '@functions/campaigns/public';
import { revokeOnEdit } from '@functions/creatives/public';
import type { Caller } from '@functions/lib/session';
import { personalizeRepository, type Tree, type TreeWrite, type Variant, type VariantChange } from './personalize-repository';
import { loadTreeSources } from './template-source';

/** The tree's templates at their current version (those of the tree only, in its order). */
export async function treeSources(campaign: Pick<Campaign, 'partnerId' | 'conceptId'>, tree: Tree): Promise<TreeSourceTemplate[]> {
  if (!campaign.conceptId) return [];
  const sources = await loadTreeSources(campaign.partnerId, campaign.conceptId, tree.templates.map((t) => t.templateId));
  return sources.filter((s) => tree.templates.some((t) => t.templateId === s.templateId));
}

/** 'Already exist' when another variant of the tree has the name (case-insensitively), by its claim or its stored name. */
export async function assertNameFree(treeId: string, name: string, except?: string, variants?: readonly Variant[]): Promise<void> {
  const key = nameKey(name);
  const claim = await personalizeRepository.nameClaim(treeId, key);
  if (claim && claim !== except) throw new NameTakenError();
  const list = variants ?? (await personalizeRepository.listVariantsCached(treeId));
  if (list.some((v) => v.id !== except && nameKey(v.name) === key)) throw new NameTakenError();
}

export async function nameExists(treeId: string, name: string): Promise<boolean> {
  try {
    await assertNameFree(treeId, name);
    return false;
  } catch (error) {
    if (error instanceof NameTakenError) return true;
    throw error;
  }
}

/** Claim writes for a rename: the new name's claim, and the old one's release when it had one. */
export async function renameClaims(variant: Variant, name: string): Promise<TreeWrite[]> {
  const oldKey = nameKey(variant.name);
  const newKey = nameKey(name);
  if (oldKey === newKey) return [];
  const held = (await personalizeRepository.nameClaim(variant.treeId, oldKey)) === variant.id;
  return [personalizeRepository.claimName(variant.treeId, newKey, variant.id), ...(held ? [personalizeRepository.releaseName(variant.treeId, oldKey, variant.id)] : [])];
}

interface FieldRule {
  type: string;
  possibleValues?: readonly string[];
}

/** The fields of the tree's templates by name (the first template's definition wins, as variantValues reads them). */
const fieldRules = (sources: readonly TreeSourceTemplate[], formats: readonly VariantFormatState[] = []): Map<string, FieldRule> => {
  const rules = new Map<string, FieldRule>();
  for (const s of sources) for (const f of s.dynamicFields) if (!rules.has(f.name)) rules.set(f.name, { type: f.type, ...(f.possibleValues ? { possibleValues: f.possibleValues } : {}) });
  for (const f of formats) for (const [name, el] of Object.entries(f.dynamicElements)) if (!rules.has(name)) rules.set(name, { type: el.type });
  return rules;
};

/**
 * Values checked against the fields' rules; 422 with the first failure's text and each failure in details. Values of
 * fields no template has are refused too ('No format of the variant has the field ...').
 */
export function checkValues(values: Readonly<Record<string, string>>, sources: readonly TreeSourceTemplate[], formats: readonly VariantFormatState[] = []): void {
  const rules = fieldRules(sources, formats);
  const details: { path: string; message: string }[] = [];
  for (const [field, value] of Object.entries(values)) {
    const rule = rules.get(field);
    if (!rule) details.push({ path: field, message: fillMessage(MESSAGES.fieldNotInTemplates, { field }) });
    else if (rule.possibleValues?.length && value !== '' && !rule.possibleValues.includes(value)) details.push({ path: field, message: fillMessage(MESSAGES.valueNotPossible, { field }) });
    else if (isUrlField(field, rule.type)) {
      const error = urlValueError(field, value);
      if (error) details.push({ path: field, message: error });
    }
  }
  if (details.length) throw unprocessable(details[0]!.message, details);
}

/** A new variant's formats: one per template of the tree with the values given for it, else the defaults. */
export function newFormats(sources: readonly TreeSourceTemplate[], values: Readonly<Record<string, Readonly<Record<string, string>>>> = {}): Record<string, VariantFormatState> {
  return Object.fromEntries(
    sources.map((s) => {
      const f = variantFormatFor(newId(), s, values[s.templateId] ?? {});
      return [f.id, { ...f, screenshotRenderStatus: 'unrendered' as const }];
    }),
  );
}

/**
 * A format with new values for the fields it has: its creative goes for approval (status unapproved) and its
 * screenshot is stale. Null when nothing of it changes.
 */
export function editedFormat(f: VariantFormatState, values: Readonly<Record<string, string>>): VariantFormatState | null {
  const changed = Object.entries(values).filter(([name, value]) => f.dynamicElements[name] && f.dynamicElements[name].value !== value);
  if (changed.length === 0) return null;
  const dynamicElements = { ...f.dynamicElements };
  for (const [name, value] of changed) dynamicElements[name] = { ...dynamicElements[name]!, value };
  return { ...f, dynamicElements, status: 'unapproved', approved: false, screenshotRenderStatus: 'unrendered' };
}

/**
 * The writes of an edit of some variants' formats (001 4): each edited variant unapproved, turned off when it was on;
 * when the fallback is among them every other variant of the tree goes off too. `all` is every variant of the tree
 * (needed only when the fallback is edited). Answers the writes and the variants as they will be.
 */
export function editWrites(
  edits: ReadonlyMap<string, { variant: Variant; formats: Record<string, VariantFormatState>; set?: VariantChange }>,
  all: readonly Variant[],
  by: Caller,
): { writes: TreeWrite[]; changed: Variant[] } {
  const writes: TreeWrite[] = [];
  const changed: Variant[] = [];
  let turnOffAll = false;
  for (const { variant, formats: edited, set: extra } of edits.values()) {
    const consequence = editConsequences(variant);
    turnOffAll ||= consequence.turnOffAll;
    // an edit after approval revokes it (a record in the same transaction)
    const { formats, writes: revokes } = revokeOnEdit(by, variant, edited);
    const set: VariantChange = { ...extra, formats, approved: false, ...(consequence.turnOff ? { enabled: false } : {}) };
    writes.push(personalizeRepository.updateVariant(variant, set), ...revokes);
    changed.push({ ...variant, ...set, revision: variant.revision + 1 });
  }
  if (turnOffAll) {
    for (const v of all) {
      if (edits.has(v.id) || !v.enabled) continue;
      writes.push(personalizeRepository.updateVariant(v, { enabled: false }));
      changed.push({ ...v, enabled: false, revision: v.revision + 1 });
    }
  }
  return { writes, changed };
}
