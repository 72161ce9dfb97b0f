import { campaignIdParamsSchema, pendingOperationSchema } from '@shared/contracts/campaigns';
import { partnerQuerySchema } from '@shared/contracts/common';
import { defineRoute } from '@functions/lib/http';
import { changeWithRetry } from '../campaign-changes';
import { orInUse } from '../campaign-rules';

/**
 * POST /campaigns/{id}/pending-operations: adds the operation, keyed by its operationId; sending the same id again
 * replaces it (a retried add does not add twice). Answers the campaign's pending operations.
 */
export default defineRoute({
  idempotent: true,
  request: { params: campaignIdParamsSchema, query: partnerQuerySchema, body: pendingOperationSchema },
  async handle({ params, body, caller }) {
    const saved = await orInUse(
      changeWithRetry(caller, params.id, (c) => ({ pendingOperations: [...(c.pendingOperations ?? []).filter((o) => o.operationId !== body.operationId), body] })),
    );
    return { statusCode: 201, body: saved.pendingOperations ?? [] };
  },
});
