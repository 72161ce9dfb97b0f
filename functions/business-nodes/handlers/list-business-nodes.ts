import type { NodeDto } from '@shared/contracts/business-nodes';
import { listNodesQuerySchema } from '@shared/contracts/business-nodes';
import { cloudStorageRepository } from '@functions/cloud-storage/public';
import type { Caller } from '@functions/lib/session';
import { defineRoute } from '@functions/lib/http';
import { loadScope, presentTree } from '../node-scope';
import { presentSummary } from '../node-storage';
import { nodeStorageRepository } from '../node-storage-repository';

/** withCloudStorages=true: each node with its connection's storage name and folder (null without a connection). */
async function withCloudStorages(caller: Caller, tree: NodeDto[]): Promise<NodeDto[]> {
  const [connections, storages] = await Promise.all([nodeStorageRepository.listByPartner(caller.partnerId), cloudStorageRepository.list(caller.partnerId)]);
  const byNode = new Map(connections.map((c) => [c.nodeId, c]));
  const storageById = new Map(storages.map((s) => [s.id, s]));
  const add = (n: NodeDto): NodeDto => {
    const c = byNode.get(n._id);
    return { ...n, cloudStorage: c ? presentSummary(c, storageById.get(c.cloudStorageId)) : null, children: n.children.map(add) };
  };
  return tree.map(add);
}

/** GET business-nodes: the current partner's tree as far as the caller may see it, with its access flags per node. */
export default defineRoute({
  request: { query: listNodesQuerySchema },
  async handle({ query, caller }) {
    const tree = presentTree(await loadScope(caller));
    return { body: query.withCloudStorages === 'true' ? await withCloudStorages(caller, tree) : tree };
  },
});
