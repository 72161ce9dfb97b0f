/**
 * Users of the app (000 3 'Current user'; 002 6). Roles, partner, business nodes and the concepts-only flag live here,
 * not in Cognito; Cognito holds only the password. An email belongs to one user: a claim item enforces it.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import { ROLES } from '../../shared/domain/roles';
import { lazy, SERVICE } from '../lib/db';
import { newId } from '../lib/ids';

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
        role: { type: ROLES, required: true },
        isConceptOnly: { type: 'boolean', required: true, default: false },
        status: { type: USER_STATUSES, required: true, default: 'ACTIVE' },
        businessNodeIds: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        createdAt: { type: 'number', required: true, readOnly: true, default: () => Date.now() },
      },
      indexes: {
        byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
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
  return new Service({ user, emailClaim }, cfg);
});

export type User = EntityItem<ReturnType<typeof model>['entities']['user']>;
export type NewUser = Pick<User, 'partnerId' | 'email' | 'role'> & Partial<Pick<User, 'username' | 'isConceptOnly' | 'businessNodeIds' | 'status'>>;

export class EmailTakenError extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const usersRepository = {
  /** Creates the user and claims the email in one transaction: two creations of one email, exactly one wins. */
  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    const item = { id: newId(), username: email, ...input, email };
    const { entities, transaction } = model();
    const result = await transaction
      .write(({ user, emailClaim }) => [
        user.create(item).commit(),
        emailClaim.create({ email, userId: item.id }).commit(),
      ])
      .go();
    if (result.canceled) throw new EmailTakenError(email);
    const { data } = await entities.user.get({ id: item.id }).go({ consistent: true });
    if (!data) throw new Error('user vanished after creation');
    return data;
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
};
