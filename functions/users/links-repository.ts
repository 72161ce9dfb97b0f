/**
 * Invitation and password-reset links. The token goes out by mail and only its SHA-256 hash is stored,
 * so a leaked table does not hold working links. A link is single use: closing it is a conditional write.
 */
import { createHash } from 'node:crypto';
import type { LinkCheck } from '@shared/contracts/users';
import { ttlSeconds, writtenItem } from '@functions/lib/db';
import { newId, newSecret } from '@functions/lib/ids';
import { normalizeEmail, usersModel, type NewUser, type User } from '@functions/lib/identity/users-repository';
import { NameTakenError } from '@functions/lib/errors';

export type LinkKind = 'invitation' | 'reset';
/** Expired links stay readable this long, so their page can say 'expired' rather than 'not valid'. */
const KEEP_AFTER_EXPIRY_MS = 30 * 24 * 3_600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function newLink(kind: LinkKind, userId: string, ttlMs: number, businessNodeId: string | undefined, now: number) {
  const token = newSecret();
  const expiresAtMs = now + ttlMs;
  const item = { hash: hashToken(token), kind, userId, businessNodeId, expiresAtMs, expiresAt: ttlSeconds(expiresAtMs + KEEP_AFTER_EXPIRY_MS) };
  return { token, item };
}

const isConditionFailure = (err: unknown) => /conditional/i.test(String((err as Error)?.message)) || (err as { cause?: { name?: string } })?.cause?.name === 'ConditionalCheckFailedException';

export const linksRepository = {
  /** A PENDING user, its email claim and its invitation link in one transaction: all three or none. */
  async createInvitedUser(input: NewUser, ttlMs: number, businessNodeId?: string, now = Date.now()): Promise<{ user: User; token: string }> {
    const email = normalizeEmail(input.email);
    const user = { id: newId(), username: email, ...input, email, status: 'PENDING' as const };
    const { token, item } = newLink('invitation', user.id, ttlMs, businessNodeId, now);
    const { transaction, entities } = usersModel();
    let put: object = {};
    const result = await transaction
      .write(({ user: users, emailClaim, link }) => [
        (put = users.create(user).commit()),
        emailClaim.create({ email, userId: user.id }).commit(),
        link.create(item).commit(),
      ])
      .go();
    if (result.canceled) throw new NameTakenError();
    return { user: entities.user.parse(writtenItem(put)).data!, token };
  },

  /** A new link of this kind; every older open link of the same kind and user is closed, so only the newest works. */
  async issue(kind: LinkKind, userId: string, ttlMs: number, businessNodeId?: string, now = Date.now()): Promise<string> {
    const { entities } = usersModel();
    const { data: open } = await entities.link.query.byUser({ userId, kind }).where(({ closedAt }, { notExists }) => notExists(closedAt)).go({ pages: 'all' });
    const { token, item } = newLink(kind, userId, ttlMs, businessNodeId, now);
    await entities.link.create(item).go();
    for (const old of open) await entities.link.patch({ hash: old.hash }).set({ closedAt: now }).go({ response: 'none' });
    return token;
  },

  async find(token: string) {
    const { data } = await usersModel().entities.link.get({ hash: hashToken(token) }).go({ consistent: true });
    return data;
  },

  /** VALID, EXPIRED or INVALID (unknown, used, replaced or of the other kind). */
  async check(token: string, kind: LinkKind, now = Date.now()): Promise<{ validity: LinkCheck['validity']; userId?: string }> {
    const link = await this.find(token);
    if (!link || link.kind !== kind || link.closedAt) return { validity: 'INVALID' };
    if (link.expiresAtMs <= now) return { validity: 'EXPIRED', userId: link.userId };
    return { validity: 'VALID', userId: link.userId };
  },

  /** Closes the link if it is still open and unexpired; false when another request used it first or it expired. */
  async claim(token: string, now = Date.now()): Promise<boolean> {
    try {
      await usersModel()
        .entities.link.patch({ hash: hashToken(token) })
        .set({ closedAt: now })
        .where(({ closedAt, expiresAtMs }, { notExists, gt }) => `${notExists(closedAt)} AND ${gt(expiresAtMs, now)}`)
        .go({ response: 'none' });
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },

  /** Gives a claimed link back when what followed the claim failed, so the person can try again. */
  async release(token: string): Promise<void> {
    await usersModel().entities.link.patch({ hash: hashToken(token) }).remove(['closedAt']).go({ response: 'none' });
  },
};
