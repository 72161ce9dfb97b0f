/**
 * Users of the app (000 3 'Current user'; 002 6). Roles, partner, business nodes and the concepts-only flag live here,
 * not in Cognito; Cognito holds only the password. An email belongs to one user: a claim item enforces it.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { ROLES } from '@shared/domain/roles';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, writtenItem } from '../db';
import { newId } from '../ids';
import { NameTakenError } from '../errors';

export const USER_STATUSES = ['PENDING', 'ACTIVE', 'DEACTIVATED'] as const;

const model = lazy((cfg) => {
  const user = new Entity(
    {
      model: { entity: 'user', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        email: { type: 'string', required: true },
        username: { type: 'string', required: true },
        /** Set by the invitee when accepting the invitation. */
        name: { type: 'string' },
        role: { type: ROLES, required: true },
        isConceptOnly: { type: 'boolean', required: true, default: false },
        status: { type: USER_STATUSES, required: true, default: 'ACTIVE' },
        businessNodeIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        createdAt: createdAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['email'] } },
      },
    },
    cfg,
  );
  const emailClaim = new Entity(
    {
      model: { entity: 'userEmail', version: '1', service: SERVICE },
      attributes: { email: { type: 'string', required: true }, userId: { type: 'string', required: true } },
      indexes: { byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  // Invitation and password-reset links: only the token's hash is stored; one link per row, single use.
  const link = new Entity(
    {
      model: { entity: 'userLink', version: '1', service: SERVICE },
      attributes: {
        hash: { type: 'string', required: true },
        kind: { type: ['invitation', 'reset'] as const, required: true },
        userId: { type: 'string', required: true },
        businessNodeId: { type: 'string' },
        expiresAtMs: { type: 'number', required: true },
        /** Set when the link was used or replaced by a newer one: it is INVALID from then on. */
        closedAt: { type: 'number' },
        /** DynamoDB TTL, well after expiry so an expired link still answers EXPIRED for a while. */
        expiresAt: { type: 'number', required: true },
        createdAt: createdAtAttribute(),
      },
      indexes: {
        byHash: { pk: { field: 'pk', composite: ['hash'] }, sk: { field: 'sk', composite: [] } },
        byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['kind', 'hash'] } },
      },
    },
    cfg,
  );
  return new Service({ user, emailClaim, link }, cfg);
});

/** The users service for the links repository, which writes a user and its link in one transaction. */
export const usersModel = model;

export type User = EntityItem<ReturnType<typeof model>['entities']['user']>;
export type NewUser = Pick<User, 'partnerId' | 'email' | 'role'> & Partial<Pick<User, 'username' | 'name' | 'isConceptOnly' | 'businessNodeIds' | 'status'>>;

export class NodeListChangedError extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const usersRepository = {
  /** Creates the user and claims the email in one transaction: two creations of one email, exactly one wins. */
  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    const item = { id: newId(), username: email, ...input, email };
    const { entities, transaction } = model();
    let put: object = {};
    const result = await transaction
      .write(({ user, emailClaim }) => [(put = user.create(item).commit()), emailClaim.create({ email, userId: item.id }).commit()])
      .go();
    if (result.canceled) throw new NameTakenError();
    return entities.user.parse(writtenItem(put)).data!;
  },
  async get(id: string): Promise<User | null> {
    const { data } = await model().entities.user.get({ id }).go();
    return data;
  },
  async findByEmail(email: string): Promise<User | null> {
    const { entities } = model();
    const { data: claim } = await entities.emailClaim.get({ email: normalizeEmail(email) }).go();
    return claim ? this.get(claim.userId) : null;
  },
  async listByPartner(partnerId: string): Promise<User[]> {
    const { data } = await model().entities.user.query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
  /**
   * Business-node migration (001 7): the given users' node lists rewritten, one transaction per batch of 100 (the
   * DynamoDB limit). Each write is conditional on the user still holding the source node; a batch that meets a
   * concurrent change is refused whole (NodeListChangedError) and the batches before it stay done.
   */
  async setBusinessNodesInBatches(changes: { id: string; fromId: string; businessNodeIds: string[] }[]): Promise<number> {
    for (let i = 0; i < changes.length; i += 100) {
      const batch = changes.slice(i, i + 100);
      const result = await model()
        .transaction.write(({ user }) =>
          batch.map((c) => user.patch({ id: c.id }).set({ businessNodeIds: c.businessNodeIds }).where((a, op) => op.contains(a.businessNodeIds, c.fromId)).commit()),
        )
        .go();
      if (result.canceled) throw new NodeListChangedError();
    }
    return changes.length;
  },
  /** How many users a partner has, any status (the partners table's usersCount, 002 3). */
  async countByPartner(partnerId: string): Promise<number> {
    const { data } = await model().entities.user.query.byPartner({ partnerId }).go({ pages: 'all', attributes: ['id'] });
    return data.length;
  },
};
