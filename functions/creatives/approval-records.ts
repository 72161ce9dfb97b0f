/**
 * The approval trail: one append-only record per approval, rejection, revocation and request, found per
 * creative (the creative's id; a request under the campaign's id) and per campaign (the CSV). Records are only ever
 * created (a create is conditional on the key being new): this repository has no update and no delete, and no route
 * changes a record.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { APPROVAL_LEVELS, APPROVAL_RECORD_KINDS, APPROVAL_SUBJECTS, REVOKE_CAUSES } from '@shared/contracts/creatives';
import type { ApprovalFact } from '@shared/domain/approvals';
import { lazy, SERVICE } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { dynamo } from '@functions/lib/clients';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

const model = lazy((cfg) => {
  const record = new Entity(
    {
      model: { entity: 'approvalRecord', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true, readOnly: true },
        partnerId: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
        /** The creative (variant format id or variation id); the campaign's id for a request. */
        creativeId: { type: 'string', required: true, readOnly: true },
        subject: { type: APPROVAL_SUBJECTS, required: true, readOnly: true },
        creativeName: { type: 'string', required: true, readOnly: true },
        treeId: { type: 'string', readOnly: true },
        variantId: { type: 'string', readOnly: true },
        version: { type: 'string', required: true, readOnly: true },
        kind: { type: APPROVAL_RECORD_KINDS, required: true, readOnly: true },
        level: { type: APPROVAL_LEVELS, required: true, readOnly: true },
        cause: { type: REVOKE_CAUSES, readOnly: true },
        /** A revoke by a template or feed change: the template's or feed's name (and the template's new version). */
        causeName: { type: 'string', readOnly: true },
        causeVersion: { type: 'number', readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        userName: { type: 'string', required: true, readOnly: true },
        userEmail: { type: 'string', required: true, readOnly: true },
        role: { type: 'string', required: true, readOnly: true },
        /** Epoch ms. */
        at: { type: 'number', required: true, readOnly: true },
        comment: { type: 'string', readOnly: true },
      },
      indexes: {
        // ids are time-ordered: each list is oldest first
        byCreative: { pk: { field: 'pk', composite: ['creativeId'] }, sk: { field: 'sk', composite: ['id'] } },
        byCampaign: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['campaignId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  return new Service({ record }, cfg);
});

export type ApprovalRecord = EntityItem<ReturnType<typeof model>['entities']['record']>;

/** What the fold reads of a record (shared/domain/approvals.ts). */
export const factOf = (r: ApprovalRecord): ApprovalFact => ({
  kind: r.kind,
  level: r.level,
  version: r.version,
  userId: r.userId,
  name: r.userName,
  email: r.userEmail,
  role: r.role,
  at: r.at,
  ...(r.cause ? { cause: r.cause } : {}),
});

/** Which creative a record is about: a variant format (with its tree and variant) or a campaign variation. */
export type RecordSubject = Pick<ApprovalRecord, 'partnerId' | 'campaignId' | 'creativeId' | 'subject' | 'creativeName' | 'treeId' | 'variantId'>;

/** What made a revoke beyond its cause: the template's or feed's name, the template's new version. */
export type CauseDetail = Pick<ApprovalRecord, 'causeName' | 'causeVersion'>;

/** The record of a fact about a creative (factOf's inverse), its id ordered by the fact's time. */
export const recordOf = (fact: ApprovalFact, creative: RecordSubject, comment?: string, detail: CauseDetail = {}): ApprovalRecord => ({
  id: newId(fact.at),
  ...creative,
  version: fact.version,
  kind: fact.kind,
  level: fact.level,
  ...(fact.cause ? { cause: fact.cause } : {}),
  ...(detail.causeName ? { causeName: detail.causeName } : {}),
  ...(detail.causeVersion ? { causeVersion: detail.causeVersion } : {}),
  userId: fact.userId,
  userName: fact.name,
  userEmail: fact.email,
  role: fact.role,
  at: fact.at,
  ...(comment ? { comment } : {}),
});

export const approvalRecords = {
  /**
   * The create of one record as a transaction item (ElectroDB's commit: a Put conditional on a new key), to be written
   * in the same transaction as the creative's new approval state.
   */
  createItem: (record: ApprovalRecord): object =>
    (model().transaction.write(({ record: entity }) => [entity.create(record).commit()]).params() as { TransactItems: object[] }).TransactItems[0]!,

  /** Records on their own (requests): one transaction, all or nothing. */
  async append(records: readonly ApprovalRecord[]): Promise<void> {
    if (records.length) await transact(records.map((r) => approvalRecords.createItem(r)));
  },

  /** Many new records without a transaction (batch writes of 25, fresh ids only): seeds and benches. */
  async appendNew(records: readonly ApprovalRecord[]): Promise<void> {
    if (records.length) await model().entities.record.put([...records]).go({ concurrency: 4 });
  },

  /** A creative's records, oldest first. */
  async listByCreative(creativeId: string): Promise<ApprovalRecord[]> {
    const { data } = await model().entities.record.query.byCreative({ creativeId }).go({ pages: 'all' });
    return data;
  },

  /** A campaign's records (every creative's and its requests), oldest first. */
  async listByCampaign(campaignId: string): Promise<ApprovalRecord[]> {
    const { data } = await model().entities.record.query.byCampaign({ campaignId }).go({ pages: 'all' });
    return data;
  },
};

/** DynamoDB's transaction limit. */
export const TX_ITEMS = 100;

/**
 * Transaction items of any entities of the app table written together (a variation's approval state, which the
 * campaigns domain owns, with the records). Answers false when a condition refused it (nothing written).
 */
export async function transact(items: readonly object[]): Promise<boolean> {
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items as never }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}
