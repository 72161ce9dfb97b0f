import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import { nodeStorageBodySchema } from '@shared/contracts/node-storage';
import { findOwnConfig } from '@functions/cloud-storage/public';
import { defineRoute } from '@functions/lib/http';
import { loadNode } from '../node-scope';
import { presentNodeStorage } from '../node-storage';
import { nodeStorageRepository } from '../node-storage-repository';

/** POST {id}/cloud-storage-connection: connects the node to a storage config of its partner; one per node. */
export default defineRoute({
  idempotent: true,
  request: { params: nodeIdParamsSchema, body: nodeStorageBodySchema, query: partnerQuerySchema },
  async handle({ params, body, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const storage = await findOwnConfig(caller.partnerId, body.cloudStorageId);
    const connection = await nodeStorageRepository.create(caller.partnerId, node.id, body);
    return { statusCode: 201, body: presentNodeStorage(node, connection, storage) };
  },
});
