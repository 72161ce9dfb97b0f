/**
 * PATCH B/formats/dynamic-elements (001 7; 001 4 edit consequences; 001 5 URL rule): sets field values on the given
 * variant formats (a format without the field keeps its elements), or, with filters and no formats, on every format
 * of the variants that pass them. Each edited creative goes for approval, an active variant goes off, an edited
 * fallback takes every variant off. Answers the variants changed. The client's failure text is 'Failed to update value'.
 */
import { editDynamicElementsSchema, PERSONALIZE_TABLE_EVENTS, treeParamsSchema } from '@shared/contracts/personalize';
import type { VariantFormatState } from '@shared/domain/personalize';
import { MESSAGES } from '@shared/messages';
import { badRequest, notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import type { Variant } from '../personalize-repository';
import { publishTableEvent } from '../table-events';
import { treeInScope, writeChange } from '../variant-access';
import { checkValues, editedFormat, editWrites, treeSources } from '../variant-edits';
import { loadTreeVariants, matchesFilters, presentAll } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, body: editDynamicElementsSchema },
  async handle({ caller, params, body }) {
    const { campaign, tree } = await treeInScope(caller, params, 'write');
    if (body.formats.length === 0 && !body.filters) throw badRequest(MESSAGES.wrongParams);
    const [{ variants, ctx }, sources] = await Promise.all([loadTreeVariants(tree), treeSources(campaign, tree)]);
    const byId = new Map(variants.map((v) => [v.id, v]));
    const targets: { variant: Variant; formatId: string }[] = [];
    for (const { variantId, formatId } of body.formats) {
      const variant = byId.get(variantId);
      if (!variant || !variant.formats[formatId]) throw notFound(MESSAGES.entityNotFound);
      targets.push({ variant, formatId });
    }
    if (body.formats.length === 0 && body.filters) {
      for (const v of variants) if (!v.archived && matchesFilters(v, body.filters, ctx)) for (const f of Object.values(v.formats)) if (!f.archived) targets.push({ variant: v, formatId: f.id });
    }
    checkValues(body.values, sources, targets.map((t) => t.variant.formats[t.formatId]!));
    const edits = new Map<string, { variant: Variant; formats: Record<string, VariantFormatState> }>();
    for (const { variant, formatId } of targets) {
      const entry = edits.get(variant.id) ?? { variant, formats: { ...variant.formats } };
      const edited = editedFormat(entry.formats[formatId]!, body.values);
      if (edited) entry.formats[formatId] = edited;
      if (edited || edits.has(variant.id)) edits.set(variant.id, entry);
    }
    const { writes, changed } = editWrites(edits, variants, caller);
    if (writes.length) await writeChange(writes);
    const views = presentAll(changed, ctx);
    if (writes.length) {
      await Promise.all([
        publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantEdited, { variants: views }),
        trackPersonalizeEvent(caller, campaign.id, 'contentUpdated', { treeId: tree.id, variantIds: [...edits.keys()], fields: Object.keys(body.values) }),
      ]);
    }
    return { body: { variants: views } };
  },
});
