/**
 * PATCH B/bulk/variants/activate (001 4, 001 8): the selected variants turned on where every rule holds; the answer
 * counts updated and failed variants, with the reasons and the 'Please check:' items. 200 even when some fail (the
 * toast reports them).
 */
import { bulkActivateSchema, PERSONALIZE_TABLE_EVENTS, treeParamsSchema, type BulkResult } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { bulkToggle } from '../bulk-activation';
import { presentAll, presentContext } from '../variant-views';
import { MAX_EVENT_VARIANTS, publishTableEvent } from '../table-events';
import { treeInScope } from '../variant-access';

export default defineRoute({
  request: { params: treeParamsSchema, body: bulkActivateSchema },
  async handle({ caller, params, body }) {
    const { campaign, tree } = await treeInScope(caller, params, 'write');
    const { written, ...result } = await bulkToggle(tree, body.variants, true, body.includeArchived);
    // a big change goes out as ids (table-events.ts): presented only when the event carries the variants
    const changed = written.length <= MAX_EVENT_VARIANTS ? { variants: presentAll(written, await presentContext(tree)) } : { variantIds: written.map((v) => v.id) };
    await Promise.all([
      publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantActivated, { ...changed, ...(result.errors.length ? { errors: result.errors } : {}) }),
      trackPersonalizeEvent(caller, campaign.id, 'variantsBulkActivated', { treeId: tree.id, updated: result.updated, failed: result.failed }),
    ]);
    return { body: result satisfies BulkResult };
  },
});
