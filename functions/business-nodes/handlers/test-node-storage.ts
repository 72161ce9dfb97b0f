import { nodeIdParamsSchema } from '@shared/contracts/business-nodes';
import { partnerQuerySchema } from '@shared/contracts/common';
import type { TestConnectionResult } from '@shared/contracts/cloud-storage';
import { MESSAGES } from '@shared/messages';
import { testS3Connection } from '@functions/cloud-storage/public';
import { findOwnConfig } from '@functions/cloud-storage/public';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { decryptSecret } from '@functions/lib/secrets';
import { loadNode } from '../node-scope';
import { folderPrefix } from '../node-storage';
import { nodeStorageRepository } from '../node-storage-repository';

/**
 * POST {id}/cloud-storage-connection/test: a real call to the connected storage with its stored secret, listing under
 * the node's folder. The outcome is answered, not recorded: the storage's own state belongs to the cloud connector.
 */
export default defineRoute({
  request: { params: nodeIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { node } = await loadNode(caller, params.id, 'write');
    const connection = await nodeStorageRepository.get(node.id);
    if (!connection) throw notFound();
    const storage = await findOwnConfig(caller.partnerId, connection.cloudStorageId);
    const result: TestConnectionResult = storage.secretEncrypted
      ? await testS3Connection({ ...storage, prefix: folderPrefix(storage.prefix, connection.folder), secretAccessKey: decryptSecret(storage.secretEncrypted) })
      : { isConnected: false, error: MESSAGES.nodeStorageMissingSecret };
    return { body: result };
  },
});
