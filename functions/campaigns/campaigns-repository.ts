/**
 * Campaigns (001 3 'Campaign'): a partner's campaign on one business node (its market), optionally built from a
 * concept with chosen templates. Reporting reads partnerId, businessNodeId, conceptId, name, platform,
 * personalisationType and status; the campaign calls read and write the rest.
 *
 * Invariants kept by the writes, never by a read before them:
 * - the name is unique per partner, case-insensitively: a claim item written in the same transaction as the campaign
 *   (moved with a rename);
 * - a template is 'in use' while a non-deleted campaign chose it: one link item per (template, campaign), written and
 *   removed in the same transaction as the change of the campaign's templates, its delete and its restore;
 * - every change is conditional on the revision read (a concurrent change answers CampaignChangedError, nothing written),
 *   and a state change on the state read.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { CampaignAssetDto, CampaignSettings, PendingOperation, PublishingMeta } from '@shared/contracts/campaigns';
import { DEFAULT_PERSONALISATION_TYPE, PERSONALISATION_TYPES, type PersonalisationType } from '@shared/domain/campaigns';
import { CAMPAIGN_MODES, CAMPAIGN_STATUSES, DEFAULT_CAMPAIGN_MODE, type CampaignMode, type CampaignStatus } from '@shared/domain/campaign-settings';
import { nameKey, storedNameKey } from '@shared/domain/names';
import { MESSAGES } from '@shared/messages';
import { byIdIndex, createdAtAttribute, lazy, partnerNameClaim, rejectedAt, SERVICE, type TxResult, updatedAtAttribute, wasRejected, writtenItem } from '@functions/lib/db';
import { NameTakenError } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { versionedList } from '@functions/lib/versioned-list';

const model = lazy((cfg) => {
  const campaign = new Entity(
    {
      model: { entity: 'campaign', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        /** The market (001 3 businessNodes; the settings' market): where the campaign is scoped to users. */
        businessNodeId: { type: 'string', required: true },
        conceptId: { type: 'string' },
        name: { type: 'string', required: true },
        /** The channel the campaign publishes to (google, facebook, youtube, gads); reporting knows the first three. */
        platform: { type: 'string', required: true },
        /** 002 4: ASSEMBLY or DECISION_TREE; absent on campaigns written before it existed (see personalisationTypeOf). */
        personalisationType: { type: PERSONALISATION_TYPES },
        /** active, archived or deleted (shared/domain/campaign-settings.ts): one value, so the list's views agree. */
        status: { type: CAMPAIGN_STATUSES, required: true, default: 'active' },
        /** Absent on campaigns written before modes existed: MANAGED_SERVICE (modeOf). */
        mode: { type: CAMPAIGN_MODES },
        /** 001 3 qa: the lock flag. */
        qa: { type: 'boolean', required: true, default: false },
        /** CampaignSettings (shared/contracts/campaigns.ts). */
        settings: { type: 'any' },
        /** PublishingMeta. */
        publishing: { type: 'any' },
        /** PendingOperation[]. */
        pendingOperations: { type: 'any' },
        /** { datasource?: { fileId, lastUpdate } }. */
        resources: { type: 'any' },
        /** { finalApprovalRequestedAt?, interimApprovalRequestedAt? } (epoch ms). */
        notifications: { type: 'any' },
        /** Library assets selected for the campaign. */
        assets: { type: 'list', items: { type: 'string' } },
        /** Files uploaded to the campaign (template-assets): CampaignAssetDto[]. */
        campaignAssets: { type: 'any' },
        /** When the build started (personalize trees initialising): the market is fixed from then on. */
        buildStartedAt: { type: 'number' },
        createdBy: { type: 'string' },
        revision: { type: 'number', required: true, default: 0 },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  /** A non-deleted campaign's chosen template: the template is in use (templates ask through templateInUse). */
  const templateLink = new Entity(
    {
      model: { entity: 'campaignTemplate', version: '1', service: SERVICE },
      attributes: {
        templateId: { type: 'string', required: true },
        campaignId: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
      },
      indexes: { byTemplate: { pk: { field: 'pk', composite: ['templateId'] }, sk: { field: 'sk', composite: ['campaignId'] } } },
    },
    cfg,
  );
  const nameClaim = partnerNameClaim('campaignName', cfg);
  return new Service({ campaign, templateLink, nameClaim }, cfg);
});

type Stored = EntityItem<ReturnType<typeof model>['entities']['campaign']>;
type Typed = 'settings' | 'publishing' | 'pendingOperations' | 'resources' | 'notifications' | 'campaignAssets';
export type Campaign = Omit<Stored, Typed> & {
  settings?: CampaignSettings;
  publishing?: PublishingMeta;
  pendingOperations?: PendingOperation[];
  resources?: { datasource?: { fileId: string; lastUpdate: number } };
  notifications?: { finalApprovalRequestedAt?: number; interimApprovalRequestedAt?: number };
  campaignAssets?: StoredCampaignAsset[];
};

/** A file uploaded to the campaign; uploadId while a multipart upload is open. */
export type StoredCampaignAsset = CampaignAssetDto & { uploadId?: string };

export type NewCampaign = Pick<Campaign, 'partnerId' | 'businessNodeId' | 'name' | 'platform'> &
  Partial<Pick<Campaign, 'id' | 'conceptId' | 'status' | 'personalisationType' | 'mode' | 'settings' | 'publishing' | 'createdBy' | 'buildStartedAt' | 'assets'>>;

/** The fields a change may set (the repository keeps id, partner, creation, revision and links). */
export type CampaignChange = Partial<
  Pick<Campaign, 'name' | 'businessNodeId' | 'conceptId' | 'platform' | 'personalisationType' | 'settings' | 'publishing' | 'pendingOperations' | 'resources' | 'notifications' | 'assets' | 'campaignAssets' | 'buildStartedAt' | 'qa'>
>;

/** The campaign changed since it was read (or is gone): nothing was written. */
export class CampaignChangedError extends Error {}

/** A write of another domain in the same transaction (its `related` items) refused, at this position: nothing was written. */
export class RelatedWriteRefusedError extends Error {
  constructor(readonly index: number) {
    super(`related write ${index} refused`);
  }
}

/** A campaign without a stored type is a decision tree (shared/domain/campaigns.ts). */
export const personalisationTypeOf = (campaign: Campaign): PersonalisationType => campaign.personalisationType ?? DEFAULT_PERSONALISATION_TYPE;
/** A campaign without a stored mode is managed service (shared/domain/campaign-settings.ts). */
export const modeOf = (campaign: Campaign): CampaignMode => campaign.mode ?? DEFAULT_CAMPAIGN_MODE;
export const templateIdsOf = (campaign: Campaign): string[] => campaign.settings?.templateIds ?? [];

const conditionFailed = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

/** The entities as a transaction's write callback gets them. */
type TxEntities = Parameters<Parameters<ReturnType<typeof model>['transaction']['write']>[0]>[0];

const links = (e: TxEntities, partnerId: string, campaignId: string, templateIds: readonly string[], put: boolean) =>
  templateIds.map((templateId) => (put ? e.templateLink.put({ templateId, campaignId, partnerId }).commit() : e.templateLink.delete({ templateId, campaignId }).commit()));

/**
 * A partner's campaigns, newest first, kept per container while unchanged (functions/lib/versioned-list.ts): the list,
 * reporting's access filter and the counts read them on every call. Every write below calls `touched` after writing.
 */
const partnerList = versionedList<Campaign>({
  name: 'campaignList',
  readAll: async (partnerId) => (await model().entities.campaign.query.byPartner({ partnerId }).go({ pages: 'all' })).data as Campaign[],
  readMany: async (ids) => (ids.length ? ((await model().entities.campaign.get(ids.map((id) => ({ id }))).go({ consistent: true })).data as Campaign[]) : []),
  order: (a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
});

export const campaignsRepository = {
  /**
   * Creates the campaign, claims its name in the partner and links its templates, in one transaction with the
   * `related` items of other domains (the templates' still-there checks, the concept's campaigns list: built for
   * this id, so give `input.id`); a taken name throws NameTakenError ('Already exist'), a refused related item
   * RelatedWriteRefusedError with its position, and nothing is written.
   */
  async create(input: NewCampaign, related: (id: string) => readonly object[] = () => []): Promise<Campaign> {
    const item = { ...input, id: input.id ?? newId(), name: input.name };
    const { entities, transaction } = model();
    const templateIds = item.settings?.templateIds ?? [];
    let put: object = {};
    const result = (await transaction
      .write((e) => [
        e.nameClaim.create({ partnerId: item.partnerId, nameKey: nameKey(item.name), ownerId: item.id }).commit(),
        (put = e.campaign.create(item).commit()),
        ...links(e, item.partnerId, item.id, templateIds, true),
        // items of other domains' entities, each already a transaction item (their repositories build them)
        ...(related(item.id) as never[]),
      ])
      .go()) as TxResult;
    if (result.canceled) {
      if (wasRejected(result, 0)) throw new NameTakenError(MESSAGES.alreadyExist);
      const refused = rejectedAt(result) - 2 - templateIds.length;
      throw refused >= 0 ? new RelatedWriteRefusedError(refused) : new CampaignChangedError();
    }
    await partnerList.touched(item.partnerId, [item.id]);
    return entities.campaign.parse(writtenItem(put)).data as Campaign;
  },

  /**
   * Writes a campaign unless its id exists (idempotent seeding and tests), and claims its name when the name is free
   * (a seeded campaign's name is then taken for the create call too).
   */
  async createIfAbsent(input: NewCampaign): Promise<Campaign> {
    const item = { ...input, id: input.id ?? newId() };
    const existing = await this.get(item.id);
    if (existing) return existing;
    const { entities } = model();
    let created: Campaign;
    try {
      created = (await entities.campaign.create(item).go()).data as Campaign;
    } catch (error) {
      const again = await this.get(item.id);
      if (again) return again;
      throw error;
    }
    try {
      await entities.nameClaim.create({ partnerId: item.partnerId, nameKey: nameKey(item.name), ownerId: item.id }).go();
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
    if (item.settings?.templateIds?.length) await Promise.all(item.settings.templateIds.map((templateId) => entities.templateLink.put({ templateId, campaignId: item.id, partnerId: item.partnerId }).go()));
    await partnerList.touched(item.partnerId, [item.id]);
    return created;
  },

  async get(id: string): Promise<Campaign | null> {
    const { data } = await model().entities.campaign.get({ id }).go({ consistent: true });
    return data as Campaign | null;
  },

  /** Every campaign of the partner, newest first (shared per container: never change them). */
  listByPartner(partnerId: string): Promise<readonly Campaign[]> {
    return partnerList.list(partnerId);
  },

  /** Whether a campaign of the partner other than excludeId holds this name (case-insensitively). */
  async nameTaken(partnerId: string, name: string, excludeId?: string): Promise<boolean> {
    const { data } = await model().entities.nameClaim.get({ partnerId, nameKey: nameKey(name) }).go({ consistent: true });
    return Boolean(data && data.ownerId !== excludeId);
  },

  /**
   * Applies a change to the campaign as read, conditional on its revision; a new name moves the claim and new templates
   * move the links (links only while the campaign is not deleted), all in one transaction.
   * Throws NameTakenError for a taken name, CampaignChangedError when the campaign changed meanwhile.
   */
  async update(current: Campaign, change: CampaignChange): Promise<Campaign> {
    const revision = current.revision ?? 0;
    const renamed = change.name !== undefined && nameKey(change.name) !== storedNameKey(current.name);
    const before = new Set(templateIdsOf(current));
    const after = new Set(change.settings ? change.settings.templateIds : before);
    const live = current.status !== 'deleted';
    const added = live ? [...after].filter((t) => !before.has(t)) : [];
    const removed = live ? [...before].filter((t) => !after.has(t)) : [];
    const { partnerId, id } = current;
    const result = (await model()
      .transaction.write((e) => [
        e.campaign
          .patch({ id })
          .set({ ...change, revision: revision + 1 })
          .where((a, op) => (revision === 0 ? `(${op.notExists(a.revision)} OR ${op.eq(a.revision, 0)})` : op.eq(a.revision, revision)))
          .commit(),
        ...(renamed
          ? [e.nameClaim.create({ partnerId, nameKey: nameKey(change.name!), ownerId: id }).commit(), e.nameClaim.delete({ partnerId, nameKey: storedNameKey(current.name) }).commit()]
          : []),
        ...links(e, partnerId, id, added, true),
        ...links(e, partnerId, id, removed, false),
      ])
      .go()) as TxResult;
    if (result.canceled) throw renamed && wasRejected(result, 1) ? new NameTakenError(MESSAGES.alreadyExist) : new CampaignChangedError();
    await partnerList.touched(partnerId, [id]);
    return (await this.get(id))!;
  },

  /**
   * Moves the campaign from one state to another, conditional on the state read; deleting removes its template links
   * and restoring puts them back, in the same transaction. CampaignChangedError when the state had changed.
   */
  async setStatus(current: Campaign, to: CampaignStatus): Promise<Campaign> {
    const from = current.status;
    const templates = templateIdsOf(current);
    const linkChange = to === 'deleted' && from !== 'deleted' ? 'remove' : from === 'deleted' && to !== 'deleted' ? 'add' : null;
    const result = (await model()
      .transaction.write((e) => [
        e.campaign
          .patch({ id: current.id })
          .set({ status: to, revision: (current.revision ?? 0) + 1 })
          .where((a, op) => op.eq(a.status, from))
          .commit(),
        ...(linkChange ? links(e, current.partnerId, current.id, templates, linkChange === 'add') : []),
      ])
      .go()) as TxResult;
    if (result.canceled) throw new CampaignChangedError();
    await partnerList.touched(current.partnerId, [current.id]);
    return (await this.get(current.id))!;
  },

  /** Sets the qa (lock) flag, conditional on the flag read (campaigns written before it: unset, i.e. unlocked). */
  async setQa(current: Campaign, qa: boolean): Promise<Campaign> {
    try {
      await model()
        .entities.campaign.patch({ id: current.id })
        .set({ qa, revision: (current.revision ?? 0) + 1 })
        .where((a, op) => (current.qa ? op.eq(a.qa, true) : `(${op.notExists(a.qa)} OR ${op.eq(a.qa, false)})`))
        .go();
    } catch (error) {
      if (conditionFailed(error)) throw new CampaignChangedError();
      throw error;
    }
    await partnerList.touched(current.partnerId, [current.id]);
    return (await this.get(current.id))!;
  },

  /** Whether a non-deleted campaign of the partner chose the template (templates' 'in use'). */
  async templateInUse(partnerId: string, templateId: string): Promise<boolean> {
    return (await this.campaignIdsUsingTemplate(partnerId, templateId)).length > 0;
  },

  /** The ids of the partner's non-deleted campaigns that chose the template (its link items). */
  async campaignIdsUsingTemplate(partnerId: string, templateId: string): Promise<string[]> {
    const { data } = await model().entities.templateLink.query.byTemplate({ templateId }).go({ pages: 'all' });
    return data.filter((l) => l.partnerId === partnerId).map((l) => l.campaignId);
  },

  /**
   * Moves campaigns from one business node to another (001 7 migrate-campaigns-to). Each write is conditional on the
   * node read before, so a campaign moved elsewhere meanwhile is left alone and not counted.
   */
  async moveNode(campaignIds: readonly string[], fromId: string, toId: string): Promise<number> {
    let moved = 0;
    for (const id of campaignIds) {
      try {
        const { data } = await model().entities.campaign.patch({ id }).set({ businessNodeId: toId }).where((a, op) => op.eq(a.businessNodeId, fromId)).go({ response: 'all_new' });
        await partnerList.touched(data.partnerId!, [id]);
        moved += 1;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
    }
    return moved;
  },
};
