/**
 * Storyboards (002 3 'Storyboard') and storyboard imports. A storyboard item holds its versions (each with its assets
 * and approvals): every change is a conditional write on the item's revision, read-modify-write, so the API and the
 * processing job never overwrite each other (a lost race is retried on a fresh read).
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { StoryboardImportDto, StoryboardVersionStatus } from '@shared/contracts/storyboards';
import type { FrameKind, StoryboardType } from '@shared/domain/storyboards';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, updatedAtAttribute } from '@functions/lib/db';

export interface StoredAsset {
  _id: string;
  name: string;
  kind: FrameKind;
  mimeType: string;
  size: number;
  key: string;
  thumbnailKey?: string;
  width?: number;
  height?: number;
  durationMs?: number;
}

export interface StoredApproval {
  userId: string;
  name: string;
  at: number;
}

export interface StoredVersion {
  _id: string;
  version: number;
  status: StoryboardVersionStatus;
  message?: string;
  assets: StoredAsset[];
  approvals: StoredApproval[];
  createdBy: string;
  createdAt: number;
}

const model = lazy((cfg) => {
  const storyboard = new Entity(
    {
      model: { entity: 'storyboard', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        conceptId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        type: { type: ['image', 'video', 'fixAndFlex'] as const, required: true },
        sortIndex: { type: 'number', required: true },
        versions: { type: 'any', required: true },
        /** The next version number: numbers are never reused, so a deleted version's storage folder stays its own. */
        nextVersion: { type: 'number', required: true },
        /** Bumped by every write; writes are conditional on the revision they read. */
        rev: { type: 'number', required: true },
        createdBy: { type: 'string', required: true, readOnly: true },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byConcept: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['conceptId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  const storyboardImport = new Entity(
    {
      model: { entity: 'storyboardImport', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        conceptId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        key: { type: 'string', required: true },
        status: { type: ['uploading', 'processing', 'done', 'failed'] as const, required: true },
        message: { type: 'string' },
        storyboardIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        createdBy: { type: 'string', required: true, readOnly: true },
        createdAt: createdAtAttribute(),
      },
      indexes: { byId: byIdIndex() },
    },
    cfg,
  );
  return new Service({ storyboard, storyboardImport }, cfg);
});

type StoryboardItem = EntityItem<ReturnType<typeof model>['entities']['storyboard']>;
export type Storyboard = Omit<StoryboardItem, 'versions' | 'type'> & { type: StoryboardType; versions: StoredVersion[] };
export type StoryboardImport = EntityItem<ReturnType<typeof model>['entities']['storyboardImport']>;

const conditionFailed = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

export interface NewStoryboard {
  id: string;
  partnerId: string;
  conceptId: string;
  name: string;
  type: StoryboardType;
  sortIndex: number;
  firstVersion: StoredVersion;
  createdBy: string;
}

/** What a change does to a storyboard: the fields to set, or null to leave it as it is. */
export type StoryboardChange = (current: Storyboard) => Partial<Pick<Storyboard, 'name' | 'type' | 'sortIndex' | 'versions' | 'nextVersion'>> | null;

const MAX_TRIES = 5;

export const storyboardsRepository = {
  async create(input: NewStoryboard): Promise<Storyboard> {
    const { data } = await model()
      .entities.storyboard.create({
        id: input.id,
        partnerId: input.partnerId,
        conceptId: input.conceptId,
        name: input.name,
        type: input.type,
        sortIndex: input.sortIndex,
        versions: [input.firstVersion],
        nextVersion: input.firstVersion.version + 1,
        rev: 0,
        createdBy: input.createdBy,
      })
      .go();
    return data as Storyboard;
  },

  async get(id: string): Promise<Storyboard | null> {
    const { data } = await model().entities.storyboard.get({ id }).go({ consistent: true });
    return data as Storyboard | null;
  },

  /** A concept's storyboards in their order (sortIndex, then creation). */
  async listByConcept(conceptId: string): Promise<Storyboard[]> {
    const { data } = await model().entities.storyboard.query.byConcept({ conceptId }).go({ pages: 'all' });
    return (data as Storyboard[]).sort((a, b) => a.sortIndex - b.sortIndex || a.createdAt - b.createdAt);
  },

  /**
   * Applies `change` to the current item, conditional on its revision; on a lost race reads again and re-applies.
   * Answers the storyboard after the change (as it is when `change` answers null), or null when it is gone.
   */
  async update(id: string, change: StoryboardChange): Promise<Storyboard | null> {
    for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
      const current = await this.get(id);
      if (!current) return null;
      const set = change(current);
      if (!set) return current;
      try {
        await model()
          .entities.storyboard.patch({ id })
          .set({ ...set, rev: current.rev + 1 })
          .where((a, op) => op.eq(a.rev, current.rev))
          .go();
        return { ...current, ...set, rev: current.rev + 1, updatedAt: Date.now() } as Storyboard;
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
    }
    throw new Error(`storyboard ${id}: too many concurrent changes`);
  },

  async remove(id: string): Promise<void> {
    await model().entities.storyboard.delete({ id }).go();
  },

  async createImport(input: Pick<StoryboardImport, 'id' | 'partnerId' | 'conceptId' | 'name' | 'key' | 'createdBy'>): Promise<StoryboardImport> {
    const { data } = await model().entities.storyboardImport.create({ ...input, status: 'uploading' }).go();
    return data as StoryboardImport;
  },

  async getImport(id: string): Promise<StoryboardImport | null> {
    const { data } = await model().entities.storyboardImport.get({ id }).go({ consistent: true });
    return data as StoryboardImport | null;
  },

  /** Moves an import from one status to the next; false when it was not in `from` (a repeated call, a redelivery). */
  async setImportStatus(id: string, from: StoryboardImportDto['status'], to: StoryboardImportDto['status'], extra: { message?: string; storyboardIds?: string[] } = {}): Promise<boolean> {
    try {
      await model()
        .entities.storyboardImport.patch({ id })
        .set({ status: to, ...extra })
        .where((a, op) => op.eq(a.status, from))
        .go();
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  },
};
