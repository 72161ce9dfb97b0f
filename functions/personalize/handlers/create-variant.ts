/**
 * POST B/variant (001 2 'create variant'; 001 5 'Variant name unique'): a variant with one format per template of
 * the tree, the values given per template (else the templates' defaults), off, unapproved, without signals. 201 with
 * the variant; 422 'Already exist' for a name the tree has; values checked like an edit.
 */
import { nameKey } from '@shared/domain/names';
import { CAROUSEL_DEFAULT_CARDS } from '@shared/domain/variant-rules';
import { createVariantSchema, PERSONALIZE_TABLE_EVENTS, treeParamsSchema } from '@shared/contracts/personalize';
import { NameTakenError } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { newId } from '@functions/lib/ids';
import { trackPersonalizeEvent } from '../analytics';
import { personalizeRepository, type Variant } from '../personalize-repository';
import { presentVariant } from '../present';
import { publishTableEvent } from '../table-events';
import { treeInScope, writeChange } from '../variant-access';
import { assertNameFree, checkValues, newFormats, treeSources } from '../variant-edits';
import { presentContext } from '../variant-views';

export default defineRoute({
  request: { params: treeParamsSchema, body: createVariantSchema },
  idempotent: true,
  async handle({ caller, params, body }) {
    const { campaign, tree } = await treeInScope(caller, params, 'write');
    const sources = await treeSources(campaign, tree);
    for (const values of Object.values(body.values ?? {})) checkValues(values, sources);
    await assertNameFree(tree.id, body.name);
    const id = newId();
    const variant: Variant = {
      id,
      partnerId: tree.partnerId,
      campaignId: tree.campaignId,
      treeId: tree.id,
      name: body.name,
      enabled: false,
      isFallback: false,
      archived: false,
      approved: false,
      formats: newFormats(sources, body.values),
      signals: { userSegment: [], schedule: [] },
      ...(tree.platform === 'facebook' ? { cardsCount: CAROUSEL_DEFAULT_CARDS } : {}),
      revision: 0,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    };
    const { createdAt: _c, updatedAt: _u, revision: _r, ...stored } = variant;
    await writeChange([personalizeRepository.createVariant(stored), personalizeRepository.claimName(tree.id, nameKey(body.name), id)], () => new NameTakenError());
    const view = presentVariant(variant, await presentContext(tree));
    await Promise.all([
      publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantCreated, { variants: [view] }),
      trackPersonalizeEvent(caller, campaign.id, 'variantCreated', { treeId: tree.id, variantId: id }),
    ]);
    return { statusCode: 201, body: { variant: view } };
  },
});
