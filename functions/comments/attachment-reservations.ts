/**
 * The ids the attachments call reserves (ours: files of a comment never created must not stay in storage
 * forever). Each call keeps one item: the reserved comment id and the storage keys it handed presigned PUTs for. A
 * create may name the id for RESERVED_ID_MAX_AGE_MS (shared/domain/comments.ts usableReservedId); once that and a
 * margin have passed (sweepAt), the sweep (sweepReservedAttachments, run on a schedule: EventBridge Scheduler in AWS,
 * a timer in `npm start`) removes the files of an id no comment took and forgets the reservation either way. Keys are
 * only ever those of the reserved comment's folder, so the sweep never touches another comment's files.
 */
import { Entity } from 'electrodb';
import { RESERVED_ID_MAX_AGE_MS } from '@shared/domain/comments';
import { lazy, SERVICE } from '@functions/lib/db';
import type { Owner } from './comments-repository';

/** After the id stops being usable: a create that started just before it has long finished. */
export const SWEEP_MARGIN_MS = 60 * 60 * 1000;

const model = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'commentReservation', version: '1', service: SERVICE },
        attributes: {
          commentId: { type: 'string', required: true, readOnly: true },
          partnerId: { type: 'string', required: true, readOnly: true },
          ownerType: { type: ['campaign', 'concept'] as const, required: true, readOnly: true },
          ownerId: { type: 'string', required: true, readOnly: true },
          keys: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
          /** Epoch ms when the sweep may take it. */
          sweepAt: { type: 'number', required: true, readOnly: true },
          /** One partition for the sweep's query, ordered by sweepAt. */
          queue: { type: ['reserved'] as const, required: true, default: 'reserved', readOnly: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['commentId'] }, sk: { field: 'sk', composite: [] } },
          bySweep: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['queue'] }, sk: { field: 'gsi1sk', composite: ['sweepAt', 'commentId'] } },
        },
      },
      cfg,
    ),
);

export type Reservation = { commentId: string; partnerId: string; owner: Owner; keys: string[]; sweepAt: number };

export const attachmentReservations = {
  /** Keeps a reservation made at `madeAt` (the id's own time). */
  async add(r: { commentId: string; partnerId: string; owner: Owner; keys: readonly string[]; madeAt: number }): Promise<void> {
    await model()
      .create({ commentId: r.commentId, partnerId: r.partnerId, ownerType: r.owner.type, ownerId: r.owner.id, keys: [...r.keys], sweepAt: r.madeAt + RESERVED_ID_MAX_AGE_MS + SWEEP_MARGIN_MS })
      .go();
  },

  /** Reservations the sweep may take at `now`, oldest first. */
  async due(now: number): Promise<Reservation[]> {
    const { data } = await model().query.bySweep({ queue: 'reserved' }).lt({ sweepAt: now + 1 }).go({ pages: 'all' });
    return data.map((d) => ({ commentId: d.commentId, partnerId: d.partnerId, owner: { type: d.ownerType, id: d.ownerId }, keys: d.keys, sweepAt: d.sweepAt }));
  },

  async forget(commentId: string): Promise<void> {
    await model().delete({ commentId }).go();
  },
};
