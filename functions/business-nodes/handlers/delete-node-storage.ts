import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { loadNode } from '../node-scope';
import { presentNodeStorage } from '../node-storage';
import { ConnectionMissingError, nodeStorageRepository } from '../node-storage-repository';

/** DELETE {id}/cloud-storage-connection: removes the node's connection (the storage config itself stays). */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    try {
      await nodeStorageRepository.delete(caller.partnerId, node.id);
    } catch (err) {
      if (err instanceof ConnectionMissingError) throw notFound();
      throw err;
    }
    return { body: presentNodeStorage(node, null, null) };
  },
});
