/**
 * Custom conversions (002 7 'Custom conversions'): a named set of floodlight activities of a partner. Each adds its
 * metric endings to the analyzer (shared/reporting/metric-options.ts), which the report SQL builder sums over fact rows
 * whose activityId is one of the conversion's activities. The name is unique per partner case-insensitively (metric
 * labels carry it): a claim item keyed by partner and lowercased name is written in the same transaction.
 */
import { createWriteTransaction, Entity, Service, type EntityItem } from 'electrodb';
import type { AnalyzeView } from '@shared/contracts/saved-reports';
import { nameKey, storedNameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, partnerNameClaim, SERVICE, updatedAtAttribute, writtenItem } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { savedReportEntity, viewDocument } from '@functions/reporting/public';

const model = lazy((cfg) => {
  const conversion = new Entity(
    {
      model: { entity: 'customConversion', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        floodlightActivityIds: { type: 'list', items: { type: 'string' }, required: true },
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
  const nameClaim = partnerNameClaim('customConversionName', cfg);
  return new Service({ conversion, nameClaim }, cfg);
});

export type CustomConversion = EntityItem<ReturnType<typeof model>['entities']['conversion']>;
export const customConversionEntity = () => model().entities.conversion;

/** The name is taken in the partner, or the conversion changed or vanished since it was read. */
export class ConversionWriteConflict extends Error {}

/** A saved report that used the conversion's metrics: the view it gets, if it has not changed since it was read. */
export interface ReportRewrite {
  id: string;
  partnerId: string;
  updatedAt: number;
  view: AnalyzeView;
}

/** Most reports one delete rewrites: a transaction holds 100 items, two of them the conversion and its name. */
export const MAX_REPORT_REWRITES = 98;

export interface ConversionInput {
  name: string;
  floodlightActivityIds: string[];
}

export const customConversionsRepository = {
  async listByPartner(partnerId: string): Promise<CustomConversion[]> {
    const { data } = await model().entities.conversion.query.byPartner({ partnerId }).go({ pages: 'all' });
    return data.sort((a, b) => a.name.localeCompare(b.name));
  },
  async get(id: string): Promise<CustomConversion | null> {
    const { data } = await model().entities.conversion.get({ id }).go({ consistent: true });
    return data;
  },
  /** Creates the conversion and claims its name in the partner; a taken name throws ConversionWriteConflict. */
  async create(partnerId: string, input: ConversionInput): Promise<CustomConversion> {
    const item = { id: newId(), partnerId, name: input.name.trim(), floodlightActivityIds: input.floodlightActivityIds };
    let put: object = {};
    const result = await model()
      .transaction.write(({ conversion, nameClaim }) => [
        (put = conversion.create(item).commit()),
        nameClaim.create({ partnerId, nameKey: nameKey(item.name), ownerId: item.id }).commit(),
      ])
      .go();
    if (result.canceled) throw new ConversionWriteConflict(item.name);
    return model().entities.conversion.parse(writtenItem(put)).data!;
  },
  /**
   * Replaces name and activities, conditional on the name read (a concurrent rename or delete cancels this one) and
   * moving the name claim in the same transaction; a taken name or a lost race throws ConversionWriteConflict.
   */
  async update(current: CustomConversion, input: ConversionInput): Promise<CustomConversion> {
    const name = input.name.trim();
    const oldKey = storedNameKey(current.name);
    const newKey = nameKey(name);
    const { id, partnerId } = current;
    const result = await model()
      .transaction.write(({ conversion, nameClaim }) => [
        conversion.patch({ id }).set({ name, floodlightActivityIds: input.floodlightActivityIds }).where((a, op) => op.eq(a.name, current.name)).commit(),
        ...(oldKey === newKey
          ? []
          : [nameClaim.delete({ partnerId, nameKey: oldKey }).commit(), nameClaim.create({ partnerId, nameKey: newKey, ownerId: id }).commit()]),
      ])
      .go();
    if (result.canceled) throw new ConversionWriteConflict(name);
    return (await this.get(id))!;
  },
  /**
   * Deletes the conversion, releases its name and rewrites the saved reports that used its metrics, in one transaction,
   * so no report is left naming a metric that no longer exists. False when the conversion was already gone or a report
   * changed since it was read (the caller reads again).
   */
  async delete(current: CustomConversion, rewrites: readonly ReportRewrite[] = []): Promise<boolean> {
    const { conversion, nameClaim } = model().entities;
    const result = await createWriteTransaction({ conversion, nameClaim, report: savedReportEntity() }, ({ conversion, nameClaim, report }) => [
      conversion.delete({ id: current.id }).where((a, op) => op.exists(a.id)).commit(),
      nameClaim.delete({ partnerId: current.partnerId, nameKey: storedNameKey(current.name) }).commit(),
      ...rewrites.map((r) =>
        report
          .patch({ id: r.id })
          .set({ view: viewDocument(r.view) })
          .where((a, op) => `${op.eq(a.partnerId, r.partnerId)} AND ${op.eq(a.updatedAt, r.updatedAt)}`)
          .commit(),
      ),
    ]).go();
    return !result.canceled;
  },
};
