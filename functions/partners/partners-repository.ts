/** Partners (002 7 'Partners'): the client accounts every user and business node belongs to. */
import { Entity, type EntityItem } from 'electrodb';
import { PARTNER_TYPES } from '../../shared/constants';
import { lazy, SERVICE } from '../lib/db';
import { newId } from '../lib/ids';

const partners = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'partner', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          type: { type: PARTNER_TYPES, required: true },
          archived: { type: 'boolean', required: true, default: false },
          createdAt: { type: 'number', required: true, readOnly: true, default: () => Date.now() },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['name'] } },
        },
      },
      cfg,
    ),
);

export type Partner = EntityItem<ReturnType<typeof partners>>;

export const partnersRepository = {
  async create(input: { name: string; type: Partner['type'] }): Promise<Partner> {
    const { data } = await partners().create({ id: newId(), ...input }).go();
    return data;
  },
  async get(id: string): Promise<Partner | null> {
    const { data } = await partners().get({ id }).go();
    return data;
  },
  async list(): Promise<Partner[]> {
    const { data } = await partners().query.all({}).go({ pages: 'all' });
    return data;
  },
  async findByName(name: string): Promise<Partner | undefined> {
    const { data } = await partners().query.all({ name }).go();
    return data[0];
  },
};
