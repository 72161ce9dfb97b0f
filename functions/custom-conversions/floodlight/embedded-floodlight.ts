/**
 * The embedded default's ad server: floodlight activities stored per partner in the app table (seeded for Demo Agency
 * by infra/local/seed-floodlight.ts), answered in the shape the CM360 adapter answers.
 */
import { Entity } from 'electrodb';
import type { FloodlightActivity } from '@shared/contracts/custom-conversions';
import { lazy, SERVICE } from '@functions/lib/db';
import type { FloodlightSource } from './floodlight-source';

const entity = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'floodlightActivity', version: '1', service: SERVICE },
        attributes: {
          partnerId: { type: 'string', required: true },
          id: { type: 'string', required: true },
          name: { type: 'string', required: true },
          advertiserId: { type: 'string', required: true },
          floodlightActivityGroupName: { type: 'string', required: true },
          countingMethod: { type: 'string', required: true },
        },
        indexes: { byPartner: { pk: { field: 'pk', composite: ['partnerId'] }, sk: { field: 'sk', composite: ['id'] } } },
      },
      cfg,
    ),
);

export const embeddedFloodlightSource: FloodlightSource = {
  async list(partnerId) {
    const { data } = await entity().query.byPartner({ partnerId }).go({ pages: 'all' });
    return data.map(({ id, name, advertiserId, floodlightActivityGroupName, countingMethod }) => ({ id, name, advertiserId, floodlightActivityGroupName, countingMethod }));
  },
};

/** Stores the partner's activities (put: a second seed run changes nothing). */
export async function putFloodlightActivities(partnerId: string, activities: readonly FloodlightActivity[]): Promise<void> {
  if (activities.length > 0) await entity().put(activities.map((a) => ({ ...a, partnerId }))).go();
}
