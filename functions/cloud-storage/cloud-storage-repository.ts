/** Cloud storage configs of a partner (001 3). The secret key is kept encrypted beside the plain settings. */
import { Entity, type EntityItem } from 'electrodb';
import type { CloudStorageInput } from '@shared/contracts/cloud-storage';
import { STORAGE_TYPES } from '@shared/contracts/cloud-storage';
import { byIdIndex, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { encryptSecret } from '@functions/lib/secrets';
import { secretHint } from '@shared/domain/secrets';

const configs = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'cloudStorage', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          storageType: { type: STORAGE_TYPES, required: true },
          bucket: { type: 'string', required: true },
          region: { type: 'string', required: true },
          endpoint: { type: 'string' },
          prefix: { type: 'string' },
          accessKeyId: { type: 'string', required: true },
          secretEncrypted: { type: 'string' },
          /** The last four characters, so a masked form can be shown without decrypting. */
          secretHint: { type: 'string' },
          isConnected: { type: 'boolean', required: true, default: false },
          error: { type: 'string' },
          updatedAt: updatedAtAttribute(),
        },
        indexes: {
          byId: byIdIndex(),
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

export type StoredCloudStorage = EntityItem<ReturnType<typeof configs>>;

const sealed = (secret: string) => ({ secretEncrypted: encryptSecret(secret), secretHint: secretHint(secret) });

function settingsOf(input: CloudStorageInput) {
  const { bucket, region, endpoint, prefix, accessKeyId } = input.connectionConfig;
  return { name: input.name, storageType: input.storageType, bucket, region, endpoint, prefix, accessKeyId };
}

export const cloudStorageRepository = {
  async create(partnerId: string, input: CloudStorageInput): Promise<StoredCloudStorage> {
    const secret = input.connectionConfig.secretAccessKey;
    const { data } = await configs()
      .create({ id: newId(), partnerId, ...settingsOf(input), ...(secret ? sealed(secret) : {}) })
      .go();
    return data;
  },
  /** The config if it belongs to this partner; another partner's id reads as unknown. */
  async get(partnerId: string, id: string): Promise<StoredCloudStorage | null> {
    const { data } = await configs().get({ id }).go();
    return data && data.partnerId === partnerId ? data : null;
  },
  async list(partnerId: string): Promise<StoredCloudStorage[]> {
    const { data } = await configs().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
  /** Replaces the settings; the secret is replaced when sent, removed on request, else kept. Connection state resets. */
  async update(existing: StoredCloudStorage, input: CloudStorageInput): Promise<StoredCloudStorage> {
    const secret = input.connectionConfig.secretAccessKey;
    const { endpoint, prefix, ...settings } = settingsOf(input);
    const remove: ('endpoint' | 'prefix' | 'secretEncrypted' | 'secretHint' | 'error')[] = ['error'];
    if (!endpoint) remove.push('endpoint');
    if (!prefix) remove.push('prefix');
    if (input.removeSecret && !secret) remove.push('secretEncrypted', 'secretHint');
    const { data } = await configs()
      .patch({ id: existing.id })
      .set({ ...settings, ...(endpoint ? { endpoint } : {}), ...(prefix ? { prefix } : {}), isConnected: false, ...(secret ? sealed(secret) : {}) })
      .remove(remove)
      .where(({ partnerId }, { eq }) => eq(partnerId, existing.partnerId))
      .go({ response: 'all_new' });
    return data as StoredCloudStorage;
  },
  async recordTest(existing: StoredCloudStorage, isConnected: boolean, error?: string): Promise<StoredCloudStorage> {
    const op = configs().patch({ id: existing.id }).set({ isConnected, ...(error ? { error } : {}) });
    const { data } = await (error ? op : op.remove(['error'])).go({ response: 'all_new' });
    return data as StoredCloudStorage;
  },
  async delete(existing: StoredCloudStorage): Promise<void> {
    await configs().delete({ id: existing.id }).go();
  },
};
