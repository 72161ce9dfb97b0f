/**
 * Markets (002 7 'Markets'): named markets of a partner, which business nodes point at. A market name is unique per
 * partner case-insensitively: a claim item keyed by partner and lowercased name is written in the same transaction as
 * the market, so two simultaneous creations (or a creation and a rename) of one name cannot both win.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { nameKey, storedNameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, partnerNameClaim, SERVICE, writtenItem } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { NameTakenError } from '@functions/lib/errors';

const model = lazy((cfg) => {
  const market = new Entity(
    {
      model: { entity: 'market', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        createdAt: createdAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  // The same claim entity (and key) as before the shared helper: claims written earlier keep their markets' names
  // unique. Their owner attribute had another name (marketId), so nothing reads the owner from a claim.
  const nameClaim = partnerNameClaim('marketName', cfg);
  return new Service({ market, nameClaim }, cfg);
});

export type Market = EntityItem<ReturnType<typeof model>['entities']['market']>;

export const marketsRepository = {
  /** Creates the market and claims its name in the partner; a taken name throws NameTakenError. */
  async create(partnerId: string, name: string): Promise<Market> {
    const item = { id: newId(), partnerId, name: name.trim() };
    const { entities, transaction } = model();
    let put: object = {};
    const result = await transaction
      .write(({ market, nameClaim }) => [(put = market.create(item).commit()), nameClaim.create({ partnerId, nameKey: nameKey(item.name), ownerId: item.id }).commit()])
      .go();
    if (result.canceled) throw new NameTakenError();
    return entities.market.parse(writtenItem(put)).data!;
  },
  /** Renames a market, moving its name claim in the same transaction; a taken name throws NameTakenError. */
  async rename(current: Market, name: string): Promise<Market | null> {
    const trimmed = name.trim();
    const oldKey = storedNameKey(current.name);
    const newKey = nameKey(trimmed);
    const { transaction } = model();
    const { partnerId, id } = current;
    const result = await transaction
      .write(({ market, nameClaim }) => [
        // Conditional on the name read: a concurrent rename or delete cancels this one instead of being overwritten.
        market.patch({ id }).set({ name: trimmed }).where((a, op) => op.eq(a.name, current.name)).commit(),
        ...(oldKey === newKey
          ? []
          : [nameClaim.delete({ partnerId, nameKey: oldKey }).commit(), nameClaim.create({ partnerId, nameKey: newKey, ownerId: id }).commit()]),
      ])
      .go();
    if (result.canceled) throw new NameTakenError();
    // The write was conditional on the name read: what it wrote is the market read with its new name.
    return { ...current, name: trimmed };
  },
  /** Deletes the market and releases its name in one transaction. */
  async delete(current: Market): Promise<void> {
    await model()
      .transaction.write(({ market, nameClaim }) => [
        market.delete({ id: current.id }).commit(),
        nameClaim.delete({ partnerId: current.partnerId, nameKey: storedNameKey(current.name) }).commit(),
      ])
      .go();
  },
  async get(id: string): Promise<Market | null> {
    const { data } = await model().entities.market.get({ id }).go();
    return data;
  },
  /** The partner's markets by name. */
  async listByPartner(partnerId: string): Promise<Market[]> {
    const { data } = await model().entities.market.query.byPartner({ partnerId }).go({ pages: 'all' });
    return data.sort((a, b) => a.name.localeCompare(b.name));
  },
  async findByName(partnerId: string, name: string): Promise<Market | null> {
    const key = nameKey(name);
    return (await this.listByPartner(partnerId)).find((m) => storedNameKey(m.name) === key) ?? null;
  },
};
