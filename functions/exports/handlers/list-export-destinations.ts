/**
 * GET /exports/destinations (ours): where the caller may export to: the active cloud storage connections of the
 * business nodes the caller may read (001 3), with their storage's name and bucket. The asset library is always there.
 */
import type { ExportDestinationDto } from '@shared/contracts/exports';
import { loadScope, nodeStorageRepository } from '@functions/business-nodes/public';
import { cloudStorageRepository } from '@functions/cloud-storage/public';
import { defineRoute } from '@functions/lib/http';

export default defineRoute({
  async handle({ caller }) {
    const [scope, connections, storages] = await Promise.all([loadScope(caller), nodeStorageRepository.listByPartner(caller.partnerId), cloudStorageRepository.list(caller.partnerId)]);
    const storageById = new Map(storages.map((s) => [s.id, s]));
    const destinations: ExportDestinationDto[] = connections.flatMap((c) => {
      const node = scope.nodes.find((n) => n.id === c.nodeId);
      const storage = storageById.get(c.cloudStorageId);
      if (!c.isActive || !node || !storage || !scope.access.readAllowed.has(node.id)) return [];
      return [{ nodeId: node.id, nodeName: node.name, storageName: storage.name, bucket: storage.bucket, folder: c.folder ?? null }];
    });
    return { body: { destinations } };
  },
});
