import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { nodeStorageBodySchema } from '@shared/contracts/node-storage';
import { findOwnConfig } from '@functions/cloud-storage/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { loadNode } from '../node-scope';
import { presentNodeStorage } from '../node-storage';
import { ConnectionMissingError, nodeStorageRepository } from '../node-storage-repository';

/** PUT {id}/cloud-storage-connection: replaces the connection's storage, folder and active flag. */
export default defineRoute({
  request: { params: nodeIdParamsSchema, body: nodeStorageBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const storage = await findOwnConfig(caller.partnerId, body.cloudStorageId);
    try {
      const connection = await nodeStorageRepository.update(caller.partnerId, node.id, body);
      return { body: presentNodeStorage(node, connection, storage) };
    } catch (err) {
      if (err instanceof ConnectionMissingError) throw notFound();
      throw err;
    }
  },
});
