/** Business nodes (001 3): the product, brand, market, region and division tree of a partner. */
import { Entity, type EntityItem } from 'electrodb';
import { BUSINESS_NODE_TYPES } from '../../shared/constants';
import { lazy, SERVICE } from '../lib/db';
import { newId } from '../lib/ids';

const nodes = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'businessNode', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          parentId: { type: 'string' },
          name: { type: 'string', required: true },
          type: { type: BUSINESS_NODE_TYPES, required: true },
          createdAt: { type: 'number', required: true, readOnly: true, default: () => Date.now() },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

export type BusinessNode = EntityItem<ReturnType<typeof nodes>>;

export const businessNodesRepository = {
  async create(input: Omit<BusinessNode, 'id' | 'createdAt'>): Promise<BusinessNode> {
    const { data } = await nodes().create({ id: newId(), ...input }).go();
    return data;
  },
  async listByPartner(partnerId: string): Promise<BusinessNode[]> {
    const { data } = await nodes().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
};
