/**
 * Node cloud-storage connections (001 3 'Business node'): at most one per node, so the node id is the key and a
 * second create fails on the table's own condition rather than on a read-then-write race.
 */
import { Entity, type EntityItem } from 'electrodb';
import { lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';
import { NameTakenError } from '@functions/lib/errors';

const connections = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'nodeCloudStorage', version: '1', service: SERVICE },
        attributes: {
          nodeId: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          /** A cloud storage config (functions/cloud-storage) of the same partner. */
          cloudStorageId: { type: 'string', required: true },
          folder: { type: 'string' },
          isActive: { type: 'boolean', required: true },
          updatedAt: updatedAtAttribute(),
        },
        indexes: {
          byNode: { pk: { field: 'pk', composite: ['nodeId'] }, sk: { field: 'sk', composite: [] } },
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['nodeId'] } },
        },
      },
      cfg,
    ),
);

export type NodeStorageConnection = EntityItem<ReturnType<typeof connections>>;
export type NodeStorageSettings = Pick<NodeStorageConnection, 'cloudStorageId' | 'isActive'> & { folder?: string };

export class ConnectionMissingError extends Error {}

const conditionFailed = (err: unknown) => (err as { cause?: { name?: string } })?.cause?.name === 'ConditionalCheckFailedException';

export const nodeStorageRepository = {
  async get(nodeId: string): Promise<NodeStorageConnection | null> {
    const { data } = await connections().get({ nodeId }).go({ consistent: true });
    return data;
  },
  async listByPartner(partnerId: string): Promise<NodeStorageConnection[]> {
    const { data } = await connections().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
  /** Creates the node's connection; one already there answers NameTakenError and nothing changes. */
  async create(partnerId: string, nodeId: string, settings: NodeStorageSettings): Promise<NodeStorageConnection> {
    try {
      const { data } = await connections().create({ partnerId, nodeId, ...settings }).go();
      return data;
    } catch (err) {
      if (conditionFailed(err)) throw new NameTakenError();
      throw err;
    }
  },
  /** Replaces the settings of an existing connection (folder removed when not given); none answers ConnectionMissingError. */
  async update(partnerId: string, nodeId: string, settings: NodeStorageSettings): Promise<NodeStorageConnection> {
    const { folder, ...rest } = settings;
    const op = connections().patch({ nodeId }).set({ ...rest, ...(folder ? { folder } : {}) });
    try {
      const { data } = await (folder ? op : op.remove(['folder']))
        .where((a, { eq }) => eq(a.partnerId, partnerId))
        .go({ response: 'all_new' });
      return data as NodeStorageConnection;
    } catch (err) {
      if (conditionFailed(err)) throw new ConnectionMissingError();
      throw err;
    }
  },
  /** Drops whatever connection a deleted node had, so none outlives its node. */
  async deleteOfNode(nodeId: string): Promise<void> {
    await connections().delete({ nodeId }).go();
  },
  /** Deletes the node's connection; none answers ConnectionMissingError. */
  async delete(partnerId: string, nodeId: string): Promise<void> {
    try {
      await connections().remove({ nodeId }).where((a, { eq }) => eq(a.partnerId, partnerId)).go();
    } catch (err) {
      if (conditionFailed(err)) throw new ConnectionMissingError();
      throw err;
    }
  },
};
