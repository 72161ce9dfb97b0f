/**
 * Custom conversions (002 7 'Custom conversions'): a named set of floodlight activities of a partner. Each adds its
 * metric endings to the analyzer (shared/reporting/catalogue.ts customMetricId), which the report SQL builder sums
 * over fact rows whose activityId is one of the conversion's activities.
 */
import { Entity, type EntityItem } from 'electrodb';
import { lazy, SERVICE } from '../lib/db';

const entity = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'customConversion', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          floodlightActivityIds: { type: 'list', items: { type: 'string' }, required: true },
          createdAt: { type: 'number', required: true, readOnly: true, default: () => Date.now() },
          updatedAt: { type: 'number', required: true, watch: '*', set: () => Date.now(), default: () => Date.now() },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
          byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);

export type CustomConversion = EntityItem<ReturnType<typeof entity>>;
export const customConversionEntity = entity;

export const customConversionsRepository = {
  async listByPartner(partnerId: string): Promise<CustomConversion[]> {
    const { data } = await entity().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
  async get(id: string): Promise<CustomConversion | null> {
    const { data } = await entity().get({ id }).go({ consistent: true });
    return data;
  },
};
