import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { cloudStorageRepository } from '@functions/cloud-storage/public';
import { defineRoute } from '@functions/lib/http';
import { loadNode } from '../node-scope';
import { presentAvailable } from '../node-storage';

/**
 * GET {id}/available-cloud-storages: the partner's storage configs the node may connect to, for callers who may edit
 * the node but not the configs (those are super only): id, name, type and bucket, nothing of the credentials.
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    await loadNode(caller, params.id, 'write');
    const storages = await cloudStorageRepository.list(caller.partnerId);
    return { body: storages.map(presentAvailable).sort((a, b) => a.name.localeCompare(b.name)) };
  },
});
