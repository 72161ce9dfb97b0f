import { pendingOperationParamsSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { changeWithRetry } from '../campaign-changes';
import { orInUse } from '../campaign-rules';

/**
 * DELETE /campaigns/{id}/pending-operations/{operationId}: removes the operation of that id; an id not there changes
 * nothing (a retried remove answers the same). Answers the campaign's pending operations.
 */
export default defineRoute({
  request: { params: pendingOperationParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const saved = await orInUse(
      changeWithRetry(caller, params.id, (c) => {
        const ops = c.pendingOperations ?? [];
        return ops.some((o) => o.operationId === params.operationId) ? { pendingOperations: ops.filter((o) => o.operationId !== params.operationId) } : null;
      }),
    );
    return { body: saved.pendingOperations ?? [] };
  },
});
