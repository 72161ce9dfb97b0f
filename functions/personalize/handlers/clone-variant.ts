/**
 * POST B/variant/clone (001 2 duplicate; 001 7): a copy of a variant of this tree, off, unapproved and without the
 * fallback role, named anew (unique in its tree: 'Already exist'), in this tree or in another tree of the same
 * platform and format of a campaign the caller may change (GET list-accessible-to-clone). Its values go to the
 * target tree's templates by template, else by field name; signals stay only within the same tree. 201 with the copy.
 */
import { nameKey } from '@shared/domain/names';
import { variantFormatFor, variantValues } from '@shared/domain/personalize';
import { cloneVariantSchema, PERSONALIZE_TABLE_EVENTS, treeParamsSchema } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { NameTakenError, unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { trackPersonalizeEvent } from '../analytics';
import { personalizeRepository, type Variant } from '../personalize-repository';
import { presentVariant } from '../present';
import { publishTableEvent } from '../table-events';
import { treeInScope, variantOf, writeChange } from '../variant-access';
import { assertNameFree, treeSources } from '../variant-edits';
import { presentContext } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, body: cloneVariantSchema },
  idempotent: true,
  async handle({ caller, params, body }) {
    const source = await treeInScope(caller, params, 'read');
    const original = await variantOf(source.tree, body.variantId);
    const sameTree = (body.targetTreeId ?? source.tree.id) === source.tree.id && (body.targetCampaignId ?? source.campaign.id) === source.campaign.id;
    const target = await treeInScope(caller, { campaignId: body.targetCampaignId ?? source.campaign.id, treeId: body.targetTreeId ?? source.tree.id }, 'write');
    if (target.tree.platform !== source.tree.platform || target.tree.format !== source.tree.format) throw unprocessable(MESSAGES.cloneTargetTreeMismatch);
    await assertNameFree(target.tree.id, body.name);
    const sources = await treeSources(target.campaign, target.tree);
    const originals = Object.values(original.formats);
    const all = variantValues(originals);
    const formats = Object.fromEntries(
      sources.map((s) => {
        const same = originals.find((f) => f.templateId === s.templateId);
        const values = same ? Object.fromEntries(Object.entries(same.dynamicElements).map(([k, e]) => [k, e.value])) : all;
        const f = { ...variantFormatFor(newId(), s, values), screenshotRenderStatus: 'unrendered' as const };
        return [f.id, same ? { ...f, archived: same.archived } : f];
      }),
    );
    const now = Date.now();
    const copy: Variant = {
      id: newId(),
      partnerId: target.tree.partnerId,
      campaignId: target.tree.campaignId,
      treeId: target.tree.id,
      name: body.name,
      enabled: false,
      isFallback: false,
      archived: false,
      approved: false,
      formats,
      signals: sameTree ? original.signals : { userSegment: [], schedule: [] },
      ...(original.cardsCount !== undefined ? { cardsCount: original.cardsCount } : {}),
      revision: 0,
      createdAt: now,
      updatedAt: now,
    };
    const { createdAt: _c, updatedAt: _u, revision: _r, ...stored } = copy;
    await writeChange([personalizeRepository.createVariant(stored), personalizeRepository.claimName(target.tree.id, nameKey(body.name), copy.id)], () => new NameTakenError());
    const view = presentVariant(copy, await presentContext(target.tree));
    await Promise.all([
      publishTableEvent(caller, target.tree, PERSONALIZE_TABLE_EVENTS.variantDuplicated, { variants: [view] }),
      trackPersonalizeEvent(caller, target.campaign.id, 'variantCloned', { treeId: target.tree.id, variantId: copy.id, sourceVariantId: original.id }),
    ]);
    return { statusCode: 201, body: { variant: view } };
  },
});
