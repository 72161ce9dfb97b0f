import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { cloudStorageRepository } from '@functions/cloud-storage/public';
import { defineRoute } from '@functions/lib/http';
import { loadNode } from '../node-scope';
import { presentNodeStorage } from '../node-storage';
import { nodeStorageRepository } from '../node-storage-repository';

/** GET {id}/cloud-storage-connection: the node and its connection, or connection null when it has none. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const connection = await nodeStorageRepository.get(node.id);
    const storage = connection ? await cloudStorageRepository.get(caller.partnerId, connection.cloudStorageId) : null;
    return { body: presentNodeStorage(node, connection, storage) };
  },
});
