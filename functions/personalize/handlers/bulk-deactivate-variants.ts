/**
 * PATCH B/bulk/variants/deactivate (001 4, 001 8 "{n} creative(s) couldn't be turned off"): the selected variants
 * turned off (a variant whose formats are not all selected fails); the fallback takes every other variant with it.
 */
import { bulkDeactivateSchema, PERSONALIZE_TABLE_EVENTS, treeParamsSchema, type BulkResult } from '@shared/contracts/personalize';
import { defineRoute } from '@functions/lib/http';
import { trackPersonalizeEvent } from '../analytics';
import { bulkToggle } from '../bulk-activation';
import { presentAll, presentContext } from '../variant-views';
import { MAX_EVENT_VARIANTS, publishTableEvent } from '../table-events';
import { treeInScope } from '../variant-access';

export default defineRoute({
  request: { params: treeParamsSchema, body: bulkDeactivateSchema },
  async handle({ caller, params, body }) {
    const { campaign, tree } = await treeInScope(caller, params, 'write');
    const { written, ...result } = await bulkToggle(tree, body.variants, false);
    // a big change goes out as ids (table-events.ts): presented only when the event carries the variants
    const changed = written.length <= MAX_EVENT_VARIANTS ? { variants: presentAll(written, await presentContext(tree)) } : { variantIds: written.map((v) => v.id) };
    await Promise.all([
      publishTableEvent(caller, tree, PERSONALIZE_TABLE_EVENTS.variantDeactivated, { ...changed, ...(result.errors.length ? { errors: result.errors } : {}) }),
      trackPersonalizeEvent(caller, campaign.id, 'variantDeactivated', { treeId: tree.id, updated: result.updated, failed: result.failed }),
    ]);
    return { body: result satisfies BulkResult };
  },
});
