/**
 * Variants written from rows (the audiences domain's live feeds: 002 4 feed status 1 new, 2 update, 3 archive): a
 * row's key finds the variant it made before. A new or changed row lands unapproved and switched off, so nothing
 * reaches a live variant before approval (001 4 'Editing an approved variant sends creatives for approval'); an
 * approved creative whose values the row changes loses its approval with a revoke record (cause 'feed') in
 * the variant's transaction; an unchanged row writes nothing. All of one call's writes go in transactions of 100 items.
 */
import { isDeepStrictEqual } from 'node:util';
import { variantFormatFor, type VariantFormatState } from '@shared/domain/personalize';
import { revokeReplaced, SYSTEM_ACTOR, type Revocation } from '@functions/creatives/public';
import { newId } from '@functions/lib/ids';
import { notFound } from '@functions/lib/errors';
import { MESSAGES } from '@shared/messages';
import { personalizeRepository, type TreeWrite, type Variant } from './personalize-repository';
import { writeGrouped } from './grouped-writes';
import { loadTreeSources } from './template-source';

export interface VariantRow {
  /** The row's stable key in its source (a feed's id column). */
  sourceKey: string;
  name: string;
  /** Dynamic element values by field name; fields a template lacks are ignored, missing ones keep their value. */
  values: Readonly<Record<string, string>>;
  /** Feed status 3: the row is gone from the feed. */
  archived?: boolean;
}

export interface UpsertResult {
  created: string[];
  updated: string[];
  archived: string[];
  unchanged: string[];
}

/** Key order aside (a stored map comes back in the store's order). */
const sameFormats = (a: Record<string, VariantFormatState>, b: Record<string, VariantFormatState>) => isDeepStrictEqual(a, b);

/**
 * Writes rows as variants of a tree (of the partner's campaign, else 404). `conceptId` is the campaign's concept (the
 * tree's templates are read at the versions the tree is on). `changedBy` names the feed and who approved its rows (the
 * system actor when not given) for the revoke records.
 */
export async function upsertVariants(input: {
  partnerId: string;
  conceptId: string;
  treeId: string;
  rows: readonly VariantRow[];
  changedBy?: Omit<Revocation, 'cause'>;
}): Promise<UpsertResult> {
  const revocation: Revocation = { by: SYSTEM_ACTOR, ...input.changedBy, cause: 'feed' };
  const tree = await personalizeRepository.getTree(input.treeId);
  if (!tree || tree.partnerId !== input.partnerId) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
  const sources = (await loadTreeSources(input.partnerId, input.conceptId, tree.templates.map((t) => t.templateId))).filter((s) =>
    tree.templates.some((t) => t.templateId === s.templateId),
  );
  const existing = new Map((await personalizeRepository.listVariants(tree.id)).filter((v) => v.sourceKey).map((v) => [v.sourceKey!, v] as [string, Variant]));
  const result: UpsertResult = { created: [], updated: [], archived: [], unchanged: [] };
  const writes: TreeWrite[][] = [];
  for (const row of input.rows) {
    const variant = existing.get(row.sourceKey);
    if (!variant) {
      if (row.archived) continue;
      const formats = Object.fromEntries(sources.map((s) => variantFormatFor(newId(), s, row.values)).map((f) => [f.id, f]));
      const id = newId();
      writes.push([personalizeRepository.createVariant({ id, partnerId: tree.partnerId, campaignId: tree.campaignId, treeId: tree.id, name: row.name, sourceKey: row.sourceKey, formats })]);
      result.created.push(id);
      continue;
    }
    if (row.archived) {
      if (variant.archived) result.unchanged.push(variant.id);
      else {
        writes.push([personalizeRepository.updateVariant(variant, { archived: true, enabled: false })]);
        result.archived.push(variant.id);
      }
      continue;
    }
    const rowFormats = Object.fromEntries(
      Object.values(variant.formats).map((f) => {
        const source = sources.find((s) => s.templateId === f.templateId);
        return [f.id, source ? variantFormatFor(f.id, source, row.values, f) : f];
      }),
    );
    if (sameFormats(rowFormats, variant.formats) && variant.name === row.name && !variant.archived) {
      result.unchanged.push(variant.id);
      continue;
    }
    const { formats, writes: revokes } = revokeReplaced(revocation, variant, rowFormats);
    writes.push([personalizeRepository.updateVariant(variant, { formats, name: row.name, archived: false, approved: false, enabled: false }), ...revokes]);
    result.updated.push(variant.id);
  }
  await writeGrouped(writes);
  return result;
}
