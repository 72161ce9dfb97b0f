/**
 * Single file assets (000 3, 7.3). One item per asset; content is unique per partner by its sha256: a hash claim
 * keyed by partner and hash is written in the same transaction that makes an upload ready, so two uploads of one
 * content (even at the same moment) end as one library asset and one merged upload.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { ASSET_CATEGORIES, ASSET_STATUSES } from '@shared/domain/assets';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, ttlSeconds, updatedAtAttribute } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { versionedList } from '@functions/lib/versioned-list';

/** A merged upload is kept a day so its batch can read where it went, then TTL removes it. */
const MERGED_KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * An upload the browser never completed is abandoned a day after it started (`abandonAt`): the library leaves it out
 * from then (asset-query.ts), and the sweep (functions/assets/abandoned-uploads.ts, every UPLOAD_SWEEP_MINUTES)
 * marks it failed with the spec's text and aborts its multipart upload. Each upload has a marker item (`uploadExpiry`)
 * on one gsi1 partition ordered by abandonAt, so the sweep reads the due ones without scanning the library. The
 * bucket's rule aborts any multipart upload left after a day as well (infra/stacks/data-stack.ts).
 */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const model = lazy((cfg) => {
  const asset = new Entity(
    {
      model: { entity: 'asset', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        category: { type: ASSET_CATEGORIES, required: true },
        mimeType: { type: 'string', required: true },
        format: { type: 'string', required: true },
        size: { type: 'number', required: true },
        hash: { type: 'string' },
        key: { type: 'string', required: true },
        thumbnailKey: { type: 'string' },
        width: { type: 'number' },
        height: { type: 'number' },
        duration: { type: 'number' },
        tags: { type: 'list', items: { type: 'string' }, required: true },
        businessNodes: { type: 'list', items: { type: 'string' }, required: true },
        additionalNodes: { type: 'list', items: { type: 'string' }, required: true },
        parentId: { type: 'string' },
        isIndependent: { type: 'boolean', required: true },
        isLink: { type: 'boolean', required: true, default: false },
        archived: { type: 'boolean', required: true, default: false },
        status: { type: ASSET_STATUSES, required: true },
        error: { type: 'string' },
        mergedInto: { type: 'string' },
        /** Multipart upload id while the browser sends parts. */
        uploadId: { type: 'string' },
        /** Zip uploads are opened into children by the processing job. */
        unzip: { type: 'boolean', required: true, default: false },
        /** Crop of a crop child (000 3 'Crop asset'). */
        /** Scores of its content (0-100; functions/scoring): the list's column, filter and sort read them. */
        aesthetics: { type: 'number' },
        memorability: { type: 'number' },
        textProportion: { type: 'number' },
        crop: { type: 'map', properties: { x: { type: 'number' }, y: { type: 'number' }, zoom: { type: 'number' }, width: { type: 'number' }, height: { type: 'number' }, format: { type: 'string' } } },
        createdAt: createdAtAttribute(),
        createdBy: { type: 'string', required: true, readOnly: true },
        updatedAt: updatedAtAttribute(),
        updatedBy: { type: 'string', required: true },
        expiresAt: { type: 'number' },
        /** Epoch ms when an upload still 'uploading' counts as abandoned (UPLOAD_EXPIRY_MS after it started). */
        abandonAt: { type: 'number' },
      },
      indexes: {
        byId: byIdIndex(),
        byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  const hashClaim = new Entity(
    {
      model: { entity: 'assetHash', version: '1', service: SERVICE },
      attributes: {
        partnerId: { type: 'string', required: true },
        hash: { type: 'string', required: true },
        assetId: { type: 'string', required: true },
      },
      indexes: { byHash: { pk: { field: 'pk', composite: ['partnerId', 'hash'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  const uploadExpiry = new Entity(
    {
      model: { entity: 'assetUploadExpiry', version: '1', service: SERVICE },
      attributes: {
        assetId: { type: 'string', required: true, readOnly: true },
        abandonAt: { type: 'number', required: true, readOnly: true },
        /** One partition for the sweep's query, ordered by abandonAt. */
        queue: { type: ['uploading'] as const, required: true, default: 'uploading', readOnly: true },
      },
      indexes: {
        byAsset: { pk: { field: 'pk', composite: ['assetId'] }, sk: { field: 'sk', composite: [] } },
        byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['queue'] }, sk: { field: 'gsi1sk', composite: ['abandonAt', 'assetId'] } },
      },
    },
    cfg,
  );
  return new Service({ asset, hashClaim, uploadExpiry }, cfg);
});

export type Asset = EntityItem<ReturnType<typeof model>['entities']['asset']>;

export type NewAsset = Pick<Asset, 'partnerId' | 'name' | 'category' | 'mimeType' | 'format' | 'size' | 'key' | 'createdBy'> &
  Partial<Pick<Asset, 'id' | 'tags' | 'businessNodes' | 'additionalNodes' | 'parentId' | 'isIndependent' | 'isLink' | 'status' | 'uploadId' | 'unzip' | 'crop' | 'hash' | 'thumbnailKey' | 'width' | 'height'>>;

/** What processing found out about the content. */
export type ProcessedFields = Pick<Asset, 'hash' | 'key' | 'mimeType'> & Partial<Pick<Asset, 'thumbnailKey' | 'width' | 'height' | 'duration' | 'size'>>;

export type EditableFields = Partial<Pick<Asset, 'name' | 'category' | 'tags' | 'archived' | 'businessNodes' | 'additionalNodes'>>;

/** Newest first: ids are time-ordered. */
const newestFirst = (a: Asset, b: Asset) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The library list reads every asset of a partner (filters, search and totals work on all of them), kept per container
 * while the partner's library is unchanged (functions/lib/versioned-list.ts): every writer calls `touched`.
 */
const library = versionedList<Asset>({
  name: 'assetLibrary',
  readAll: async (partnerId) => (await model().entities.asset.query.byPartner({ partnerId }).go({ pages: 'all', order: 'desc' })).data,
  readMany: (ids) => assetsRepository.getMany(ids),
  order: newestFirst,
});
const touched = (partnerId: string, ids: readonly string[]) => library.touched(partnerId, ids);

const isConditionFailure = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

export const assetsRepository = {
  async create(input: NewAsset, now = Date.now()): Promise<Asset> {
    const status = input.status ?? 'uploading';
    const id = input.id ?? newId();
    const abandonAt = now + UPLOAD_EXPIRY_MS;
    // the marker first: one without its asset is only forgotten by the sweep, an upload without one would stay
    if (status === 'uploading') await model().entities.uploadExpiry.put({ assetId: id, abandonAt }).go();
    const { data } = await model()
      .entities.asset.create({
        tags: [],
        businessNodes: [],
        additionalNodes: [],
        isIndependent: true,
        ...input,
        status,
        id,
        updatedBy: input.createdBy,
        ...(status === 'uploading' ? { abandonAt } : {}),
      })
      .go();
    await touched(input.partnerId, [data.id]);
    return data as Asset;
  },
  async get(id: string): Promise<Asset | null> {
    const { data } = await model().entities.asset.get({ id }).go({ consistent: true });
    return data;
  },
  async getMany(ids: readonly string[]): Promise<Asset[]> {
    if (!ids.length) return [];
    const { data } = await model().entities.asset.get(ids.map((id) => ({ id }))).go({ consistent: true });
    return data;
  },
  /** Every asset of the partner, newest first (ids are time-ordered); filtering and paging happen in the caller. */
  async listByPartner(partnerId: string): Promise<readonly Asset[]> {
    return library.list(partnerId);
  },
  /** Sets fields on an asset of this partner; null when it is gone or belongs to another partner. */
  async update(partnerId: string, id: string, fields: EditableFields, updatedBy: string): Promise<Asset | null> {
    try {
      const { data } = await model()
        .entities.asset.patch({ id })
        .set({ ...fields, updatedBy })
        .where((a, op) => op.eq(a.partnerId, partnerId))
        .go({ response: 'all_new' });
      await touched(partnerId, [id]);
      return data as Asset;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },
  /** uploading → processing, once: a repeated complete call does not enqueue twice. */
  async startProcessing(id: string): Promise<boolean> {
    try {
      const { data } = await model()
        .entities.asset.patch({ id })
        .set({ status: 'processing' })
        .remove(['uploadId', 'expiresAt', 'abandonAt'])
        .where((a, op) => op.eq(a.status, 'uploading'))
        .go({ response: 'all_new' });
      await touched(data.partnerId!, [id]);
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  async findByHash(partnerId: string, hash: string): Promise<Asset | null> {
    const { data } = await model().entities.hashClaim.get({ partnerId, hash }).go({ consistent: true });
    return data ? this.get(data.assetId) : null;
  },
  /**
   * Makes a processed upload a library asset and claims its hash in one transaction. When the content is already in
   * the partner's library the upload is marked merged into that asset instead; answers the library asset's id.
   */
  async settle(asset: Asset, fields: ProcessedFields): Promise<{ merged: boolean; assetId: string }> {
    const { transaction, entities } = model();
    const result = await transaction
      .write(({ asset: a, hashClaim }) => [
        hashClaim.create({ partnerId: asset.partnerId, hash: fields.hash!, assetId: asset.id }).commit(),
        a.patch({ id: asset.id }).set({ ...fields, status: 'ready', updatedBy: asset.updatedBy }).where((attr, op) => op.eq(attr.status, 'processing')).commit(),
      ])
      .go();
    await touched(asset.partnerId, [asset.id]);
    if (!result.canceled) return { merged: false, assetId: asset.id };
    const { data: claim } = await entities.hashClaim.get({ partnerId: asset.partnerId, hash: fields.hash! }).go({ consistent: true });
    if (!claim) throw new Error('asset settle cancelled without a hash claim');
    if (claim.assetId === asset.id) return { merged: false, assetId: asset.id };
    await entities.asset
      .patch({ id: asset.id })
      .set({ status: 'merged', mergedInto: claim.assetId, hash: fields.hash, expiresAt: ttlSeconds(Date.now() + MERGED_KEEP_MS) })
      .go();
    await touched(asset.partnerId, [asset.id]);
    return { merged: true, assetId: claim.assetId };
  },
  /** Drops an upload that never finished (aborted by the browser). */
  async removeUpload(id: string): Promise<void> {
    try {
      const { data } = await model().entities.asset.delete({ id }).where((a, op) => op.eq(a.status, 'uploading')).go({ response: 'all_old' });
      if (data?.partnerId) await touched(data.partnerId, [id]);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
  /** The scores the image scorer measured; null when the asset is gone. */
  async setScores(id: string, scores: { aesthetics: number; memorability: number; textProportion: number }): Promise<void> {
    try {
      const { data } = await model().entities.asset.patch({ id }).set(scores).go({ response: 'all_new' });
      await touched(data.partnerId!, [id]);
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
  /** Uploads abandoned by `now` (their markers), oldest first. */
  async dueUploads(now: number): Promise<{ assetId: string; abandonAt: number }[]> {
    const { data } = await model().entities.uploadExpiry.query.byDue({ queue: 'uploading' }).lt({ abandonAt: now + 1 }).go({ pages: 'all' });
    return data.map((d) => ({ assetId: d.assetId, abandonAt: d.abandonAt }));
  },
  async forgetUploadExpiry(assetId: string): Promise<void> {
    await model().entities.uploadExpiry.delete({ assetId }).go();
  },
  /**
   * uploading → failed with `error`, once: answers the asset as it was (its key and multipart upload id), or null
   * when it is no longer uploading (completed or aborted meanwhile), so a complete racing the sweep wins or loses whole.
   */
  async abandonUpload(id: string, error: string): Promise<Asset | null> {
    try {
      const { data } = await model()
        .entities.asset.patch({ id })
        .set({ status: 'failed', error })
        .remove(['uploadId', 'expiresAt', 'abandonAt'])
        .where((a, op) => op.eq(a.status, 'uploading'))
        .go({ response: 'all_old' });
      await touched(data.partnerId!, [id]);
      return data as Asset;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  },
  async markFailed(id: string, error: string): Promise<void> {
    const { data } = await model().entities.asset.patch({ id }).set({ status: 'failed', error }).remove(['uploadId']).go({ response: 'all_new' });
    await touched(data.partnerId!, [id]);
  },
  /** Moves the given assets from one node to another (business-node migration); answers how many moved. */
  async moveNode(assets: readonly Asset[], fromId: string, toId: string): Promise<number> {
    const swap = (list: string[]) => [...new Set(list.map((n) => (n === fromId ? toId : n)))];
    for (const a of assets) {
      await model().entities.asset.patch({ id: a.id }).set({ businessNodes: swap(a.businessNodes), additionalNodes: swap(a.additionalNodes) }).go();
    }
    if (assets.length) await touched(assets[0].partnerId, assets.map((a) => a.id));
    return assets.length;
  },
};
