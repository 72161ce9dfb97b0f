/**
 * Partners (002 7 'Partners'): the client accounts every user and business node belongs to.
 * A partner name is unique case-insensitively: a name-claim item keyed by the lowercased name is written in the same
 * transaction as the partner, so two simultaneous creations of one name cannot both win.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { PARTNER_TYPES } from '@shared/constants';
import { nameKey, storedNameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, writtenItem } from '../db';
import { newId } from '../ids';
import { NameTakenError } from '../errors';

const model = lazy((cfg) => {
  const partner = new Entity(
    {
      model: { entity: 'partner', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        type: { type: PARTNER_TYPES, required: true },
        archived: { type: 'boolean', required: true, default: false },
        createdAt: createdAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['name'] } },
      },
    },
    cfg,
  );
  const nameClaim = new Entity(
    {
      model: { entity: 'partnerName', version: '1', service: SERVICE },
      attributes: { nameKey: { type: 'string', required: true }, partnerId: { type: 'string', required: true } },
      indexes: { byName: { pk: { field: 'pk', composite: ['nameKey'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  return new Service({ partner, nameClaim }, cfg);
});

export type Partner = EntityItem<ReturnType<typeof model>['entities']['partner']>;



export const partnersRepository = {
  /** Creates the partner and claims its name in one transaction; a taken name throws NameTakenError. */
  async create(input: { name: string; type: Partner['type']; archived?: boolean }): Promise<Partner> {
    const item = { id: newId(), ...input, name: input.name.trim() };
    const { entities, transaction } = model();
    let put: object = {};
    const result = await transaction
      .write(({ partner, nameClaim }) => [(put = partner.create(item).commit()), nameClaim.create({ nameKey: nameKey(item.name), partnerId: item.id }).commit()])
      .go();
    if (result.canceled) throw new NameTakenError();
    return entities.partner.parse(writtenItem(put)).data!;
  },
  /**
   * Renames and retypes a partner. A new name moves the claim (old released, new claimed) in the same transaction as
   * the partner's update; a taken name throws NameTakenError and changes nothing. Null when the partner is gone.
   */
  async update(id: string, changes: { name: string; type: Partner['type'] }): Promise<Partner | null> {
    const { transaction } = model();
    const current = await this.get(id);
    if (!current) return null;
    const name = changes.name.trim();
    const oldKey = storedNameKey(current.name);
    const newKey = nameKey(name);
    const result = await transaction
      .write(({ partner, nameClaim }) => [
        partner.patch({ id }).set({ name, type: changes.type }).where((a, op) => op.eq(a.name, current.name)).commit(),
        ...(oldKey === newKey
          ? []
          : [nameClaim.delete({ nameKey: oldKey }).commit(), nameClaim.create({ nameKey: newKey, partnerId: id }).commit()]),
      ])
      .go();
    if (result.canceled) throw new NameTakenError();
    // The write was conditional on the name read: what it wrote is the partner read with the changes.
    return { ...current, name, type: changes.type };
  },
  async setArchived(id: string, archived: boolean): Promise<Partner | null> {
    const { entities } = model();
    try {
      await entities.partner.patch({ id }).set({ archived }).go();
    } catch (err) {
      // patch is conditional on the item existing
      if ((err as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return null;
      throw err;
    }
    const { data } = await entities.partner.get({ id }).go({ consistent: true });
    return data;
  },
  async get(id: string): Promise<Partner | null> {
    const { data } = await model().entities.partner.get({ id }).go();
    return data;
  },
  async list(): Promise<Partner[]> {
    const { data } = await model().entities.partner.query.all({}).go({ pages: 'all' });
    return data;
  },
  /** The partner with exactly this name, case-insensitively (partners created before name claims have none). */
  async findByName(name: string): Promise<Partner | undefined> {
    const key = nameKey(name);
    return (await this.list()).find((p) => nameKey(p.name) === key);
  },
};
