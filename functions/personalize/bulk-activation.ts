/**
 * Bulk activation and deactivation (001 4 'Bulk activation and deactivation report a failure count'; 001 8 bulk
 * toasts and 'Please check:'). Each variant is checked with the same rules as its toggle (bulkActivationChecks);
 * those that pass are written conditional on the revision read, 100 to a transaction, several transactions at once
 * (personalize-repository.ts updateEach): each variant is written whole or not at all, and one changed meanwhile
 * fails alone. Answers how many were updated and failed, the failures' reasons and the checklist items that explain
 * them.
 */
import type { BulkResult } from '@shared/contracts/personalize';
import { bulkActivationChecks, bulkDeactivationChecks, checklistOf, type BulkCheck } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { personalizeRepository, type Tree, type Variant } from './personalize-repository';
import { ruleVariantOf } from './variant-state';

export interface BulkItem {
  variantId: string;
  formatIds: readonly string[];
}

export interface BulkOutcome extends BulkResult {
  /** The variants as written (those whose toggle changed). */
  written: Variant[];
}

/**
 * `includeArchived` false (the grid hides archived variants): archived variants in the batch are left as they are and
 * counted in neither figure; true: they fail with 'Creatives not archived'.
 */
export async function bulkToggle(tree: Tree, items: readonly BulkItem[], on: boolean, includeArchived = true): Promise<BulkOutcome> {
  const variants = await personalizeRepository.listVariantsCached(tree.id);
  const byId = new Map(variants.map((v) => [v.id, v]));
  const requested = new Map(items.map((i) => [i.variantId, new Set(i.formatIds)]));
  const fallback = variants.find((v) => v.isFallback) ?? null;
  const errors: string[] = [];
  const failures: BulkCheck[][] = [];
  let failed = 0;
  const toWrite: Variant[] = [];
  let passed = 0;

  for (const id of requested.keys()) {
    if (byId.has(id)) continue;
    failed++;
    errors.push(`${id}: ${MESSAGES.entityNotFound}`);
  }
  // the fallback first: turning it on in the same batch lets the ad server's other variants on
  const ordered = [...requested.keys()].map((id) => byId.get(id)).filter((v): v is Variant => Boolean(v)).sort((a, b) => Number(b.isFallback) - Number(a.isFallback));
  let fallbackOn = Boolean(fallback?.enabled);
  for (const v of ordered) {
    if (on && v.archived && !includeArchived) continue;
    const selected = requested.get(v.id)!;
    const checks = on ? bulkActivationChecks(ruleVariantOf(v), selected, { platform: tree.platform, fallbackOn }) : bulkDeactivationChecks(ruleVariantOf(v), selected);
    if (checks.length) {
      failed++;
      failures.push(checks);
      errors.push(`${v.name}: ${checks.join(', ')}`);
      continue;
    }
    passed++;
    if (v.isFallback) fallbackOn = on;
    if (v.enabled !== on) toWrite.push(v);
  }
  // turning the fallback off turns every other variant off with it (001 4)
  if (!on && fallback && ordered.some((v) => v.isFallback) && fallbackOn === false) {
    for (const v of variants) if (!v.isFallback && v.enabled && !toWrite.includes(v) && !requested.has(v.id)) toWrite.push(v);
  }
  const done = await personalizeRepository.updateEach(toWrite.map((v) => ({ variant: v, set: { enabled: on } })));
  const written: Variant[] = [];
  done.forEach((stored, i) => {
    const v = toWrite[i]!;
    if (stored) written.push(stored);
    else if (requested.has(v.id)) {
      passed--;
      failed++;
      errors.push(`${v.name}: ${MESSAGES.variantChanged}`);
    }
  });
  return { updated: passed, failed, errors, checklist: checklistOf(failures), written };
}

