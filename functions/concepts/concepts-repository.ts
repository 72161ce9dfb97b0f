/**
 * Concepts (000 3 'Concept'): a partner's creative briefs and their status. A concept name is unique per partner
 * case-insensitively: a claim item keyed by partner and lowercased name is written in the same transaction as the
 * concept (or moved with a rename), so of two simultaneous creations of one name exactly one wins.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { ConceptRejection } from '@shared/contracts/concepts';
import { type Brief, type ConceptStatus } from '@shared/domain/concepts';
import { nameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, partnerNameClaim, SERVICE, type TxResult, updatedAtAttribute, wasRejected, writtenItem } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { NameTakenError } from '@functions/lib/errors';
import { MESSAGES } from '@shared/messages';

const model = lazy((cfg) => {
  const concept = new Entity(
    {
      model: { entity: 'concept', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        nameLower: { type: 'string', required: true },
        status: { type: ['Draft', 'StoryboardsInProgress', 'review', 'templatesProgress', 'ready'] as const, required: true },
        brief: { type: 'any', required: true },
        /** The brief's business nodes (brand, product, markets): what scopes the concept to users. */
        nodeIds: { type: 'list', items: { type: 'string' }, required: true },
        campaigns: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        archived: { type: 'boolean', required: true, default: false },
        createdBy: { type: 'string', required: true, readOnly: true },
        submittedBy: { type: 'string' },
        /** The last rejection of its storyboards or templates (ConceptRejection), shown on the overview. */
        rejection: { type: 'any' },
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
  const nameClaim = partnerNameClaim('conceptName', cfg);
  return new Service({ concept, nameClaim }, cfg);
});

export type Concept = Omit<EntityItem<ReturnType<typeof model>['entities']['concept']>, 'brief' | 'rejection'> & { brief: Brief; rejection?: ConceptRejection | null };

/** The concept changed since it was read (renamed, sent or deleted meanwhile): nothing was written. */
export class ConceptChangedError extends Error {}

export interface NewConcept {
  partnerId: string;
  brief: Brief;
  status: ConceptStatus;
  createdBy: string;
}

export interface ConceptChange {
  brief: Brief;
  status?: ConceptStatus;
  submittedBy?: string;
}

export const conceptsRepository = {
  /** Creates the concept and claims its name in the partner; a taken name throws NameTakenError. */
  async create(input: NewConcept): Promise<Concept> {
    const name = input.brief.intro.name.trim();
    const item = {
      id: newId(),
      partnerId: input.partnerId,
      name,
      nameLower: nameKey(name),
      status: input.status,
      brief: input.brief,
      nodeIds: input.brief.intro.businessNodes,
      createdBy: input.createdBy,
      ...(input.status === 'Draft' ? {} : { submittedBy: input.createdBy }),
    };
    const { entities, transaction } = model();
    let put: object = {};
    const result = (await transaction
      .write(({ concept, nameClaim }) => [
        nameClaim.create({ partnerId: item.partnerId, nameKey: item.nameLower, ownerId: item.id }).commit(),
        (put = concept.create(item).commit()),
      ])
      .go()) as TxResult;
    if (result.canceled) throw new NameTakenError(MESSAGES.conceptNameUsed);
    return entities.concept.parse(writtenItem(put)).data!;
  },

  /**
   * Rewrites a concept's brief (and status), conditional on the status and name read before: a concurrent change
   * throws ConceptChangedError. A new name moves the claim in the same transaction (NameTakenError if taken).
   */
  async update(current: Concept, change: ConceptChange): Promise<Concept> {
    const name = change.brief.intro.name.trim();
    const oldKey = current.nameLower;
    const newKey = nameKey(name);
    const { partnerId, id } = current;
    const renamed = oldKey !== newKey;
    const result = (await model()
      .transaction.write(({ concept, nameClaim }) => [
        concept
          .patch({ id })
          .set({
            name,
            nameLower: newKey,
            brief: change.brief,
            nodeIds: change.brief.intro.businessNodes,
            ...(change.status ? { status: change.status } : {}),
            ...(change.submittedBy ? { submittedBy: change.submittedBy } : {}),
          })
          .where((a, op) => `${op.eq(a.status, current.status)} AND ${op.eq(a.name, current.name)}`)
          .commit(),
        ...(renamed ? [nameClaim.create({ partnerId, nameKey: newKey, ownerId: id }).commit(), nameClaim.delete({ partnerId, nameKey: oldKey }).commit()] : []),
      ])
      .go()) as TxResult;
    if (result.canceled) throw renamed && wasRejected(result, 1) ? new NameTakenError(MESSAGES.conceptNameUsed) : new ConceptChangedError();
    return (await this.get(id))!;
  },

  /**
   * Moves the concept from `from` to `to`, conditional on the status still being `from`: of two racing moves only one
   * applies. A rejection stores its reason; any other move keeps the last one. False when the status had changed.
   */
  async setStatus(id: string, from: ConceptStatus, to: ConceptStatus, rejection?: ConceptRejection): Promise<boolean> {
    try {
      await model()
        .entities.concept.patch({ id })
        .set({ status: to, ...(rejection ? { rejection } : {}) })
        .where((a, op) => op.eq(a.status, from))
        .go();
      return true;
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },

  /** Archive or unarchive; false when the concept is gone. */
  async setArchived(id: string, archived: boolean): Promise<Concept | null> {
    try {
      await model().entities.concept.patch({ id }).set({ archived }).go();
    } catch (error) {
      if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') return null;
      throw error;
    }
    return this.get(id);
  },

  /**
   * A transaction item of another domain's write (a campaign create): the campaign joins the concept's campaigns
   * (000 3 'Concept' campaigns), in the same transaction as the campaign itself; refused when the concept is gone.
   */
  campaignAddedWrite(conceptId: string, campaignId: string): object {
    const { TransactItems } = model()
      .transaction.write(({ concept }) => [concept.patch({ id: conceptId }).append({ campaigns: [campaignId] }).commit()])
      .params();
    return TransactItems[0]!;
  },

  async get(id: string): Promise<Concept | null> {
    const { data } = await model().entities.concept.get({ id }).go({ consistent: true });
    return data as Concept | null;
  },

  async listByPartner(partnerId: string): Promise<Concept[]> {
    const { data } = await model().entities.concept.query.byPartner({ partnerId }).go({ pages: 'all' });
    return data as Concept[];
  },

  /** Whether another concept of the partner holds this name (case-insensitively); excludeId's own name is allowed. */
  async nameTaken(partnerId: string, name: string, excludeId?: string): Promise<boolean> {
    const { data } = await model().entities.nameClaim.get({ partnerId, nameKey: nameKey(name) }).go({ consistent: true });
    return Boolean(data && data.ownerId !== excludeId);
  },

  /** Concepts not archived (the partners table's activeConceptsCount, 002 3). */
  async countActive(partnerId: string): Promise<number> {
    const { data } = await model().entities.concept.query.byPartner({ partnerId }).go({ pages: 'all', attributes: ['id', 'archived'] });
    return data.filter((c) => !c.archived).length;
  },
};
