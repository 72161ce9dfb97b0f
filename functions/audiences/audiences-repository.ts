/**
 * Audiences of a campaign (001 3 'Audience'): name, audiences (audienceId and data rows), fieldsLive, channels with
 * rules that carry filters. The name is unique per campaign, case-insensitively ('Already exist'): a claim item keyed
 * by campaign and name key is written in the same transaction as the audience (moved on a rename, released on delete).
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { AudienceBody } from '@shared/domain/audiences';
import { nameKey, storedNameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, updatedAtAttribute, wasRejected, writtenItem, type TxResult } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const model = lazy((cfg) => {
  const audience = new Entity(
    {
      model: { entity: 'audience', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        campaignId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        audiences: { type: 'any', required: true },
        fieldsLive: { type: 'list', items: { type: 'string' }, required: true },
        channels: { type: 'any', required: true },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byCampaign: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['campaignId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  // Its own claim entity, not partnerNameClaim (functions/lib/db.ts, which campaigns and concepts use): an audience's
  // name is unique within its campaign, not its partner, so the claim is keyed by campaignId (two campaigns may each
  // have an audience 'Berlin'), and deleting every audience of a campaign releases exactly that campaign's claims.
  const nameClaim = new Entity(
    {
      model: { entity: 'audienceName', version: '1', service: SERVICE },
      attributes: { campaignId: { type: 'string', required: true }, nameKey: { type: 'string', required: true }, ownerId: { type: 'string', required: true } },
      indexes: { byName: { pk: { field: 'pk', composite: ['campaignId', 'nameKey'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  return new Service({ audience, nameClaim }, cfg);
});

type Item = EntityItem<ReturnType<typeof model>['entities']['audience']>;
export type Audience = Omit<Item, 'audiences' | 'channels'> & Pick<AudienceBody, 'audiences' | 'channels'>;

/** The name is taken in the campaign (inUse false), or the audience changed or vanished since it was read (inUse true). */
export class AudienceWriteConflict extends Error {
  constructor(readonly inUse: boolean) {
    super(inUse ? 'audience changed' : 'name taken');
  }
}

/** Audiences one delete-all transaction removes (each with its name claim: 100 items a transaction). */
const DELETE_BATCH = 50;

export const audiencesRepository = {
  async get(id: string): Promise<Audience | null> {
    const { data } = await model().entities.audience.get({ id }).go({ consistent: true });
    return data as Audience | null;
  },
  async listByCampaign(campaignId: string): Promise<Audience[]> {
    const { data } = await model().entities.audience.query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data as Audience[];
  },
  /** Creates the audience and claims its name in the campaign; a taken name throws AudienceWriteConflict. */
  async create(scope: { partnerId: string; campaignId: string }, body: AudienceBody): Promise<Audience> {
    const item = { id: newId(), ...scope, ...body };
    let put: object = {};
    const result = await model()
      .transaction.write(({ audience, nameClaim }) => [
        (put = audience.create(item).commit()),
        nameClaim.create({ campaignId: scope.campaignId, nameKey: nameKey(body.name), ownerId: item.id }).commit(),
      ])
      .go();
    if (result.canceled) throw new AudienceWriteConflict(false);
    return model().entities.audience.parse(writtenItem(put)).data as Audience;
  },
  /** Replaces the audience, conditional on the name read (a concurrent rename or delete cancels it), moving its claim. */
  async update(current: Audience, body: AudienceBody): Promise<Audience> {
    const oldKey = storedNameKey(current.name);
    const newKey = nameKey(body.name);
    const { id, campaignId } = current;
    const result = await model()
      .transaction.write(({ audience, nameClaim }) => [
        audience
          .patch({ id })
          .set({ name: body.name, audiences: body.audiences, fieldsLive: body.fieldsLive, channels: body.channels })
          .where((a, op) => op.eq(a.name, current.name))
          .commit(),
        ...(oldKey === newKey
          ? []
          : [nameClaim.delete({ campaignId, nameKey: oldKey }).commit(), nameClaim.create({ campaignId, nameKey: newKey, ownerId: id }).commit()]),
      ])
      .go();
    if (result.canceled) throw new AudienceWriteConflict(wasRejected(result as TxResult, 0));
    return (await this.get(id))!;
  },
  /** Deletes the audience and releases its name; false when it was already gone. */
  async delete(current: Audience): Promise<boolean> {
    const result = await model()
      .transaction.write(({ audience, nameClaim }) => [
        audience.delete({ id: current.id }).where((a, op) => op.exists(a.id)).commit(),
        nameClaim.delete({ campaignId: current.campaignId, nameKey: storedNameKey(current.name) }).commit(),
      ])
      .go();
    return !result.canceled;
  },
  /** Deletes every audience of the campaign with its name claim; answers how many went. */
  async deleteAll(campaignId: string): Promise<number> {
    const all = await this.listByCampaign(campaignId);
    let deleted = 0;
    for (let i = 0; i < all.length; i += DELETE_BATCH) {
      const batch = all.slice(i, i + DELETE_BATCH);
      const result = await model()
        .transaction.write(({ audience, nameClaim }) =>
          batch.flatMap((a) => [audience.delete({ id: a.id }).commit(), nameClaim.delete({ campaignId, nameKey: storedNameKey(a.name) }).commit()]),
        )
        .go();
      if (!result.canceled) deleted += batch.length;
    }
    return deleted;
  },
};
