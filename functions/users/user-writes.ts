/** Changes to existing users: role, nodes, status. Each is one conditional write on the user item. */
import type { Role } from '@shared/domain/roles';
import { usersModel, type User } from '@functions/lib/identity/users-repository';

type Status = User['status'];

export const userWrites = {
  async update(id: string, changes: Partial<{ role: Role; isConceptOnly: boolean; businessNodeIds: string[]; name: string }>): Promise<User> {
    const { data } = await usersModel().entities.user.patch({ id }).set(changes).go({ response: 'all_new' });
    return data as User;
  },
  /** Moves the user to `to` only from one of `from`; false when the user was in another status. */
  async setStatus(id: string, from: readonly Status[], to: Status): Promise<boolean> {
    try {
      await usersModel()
        .entities.user.patch({ id })
        .set({ status: to })
        .where(({ status }, { eq }) => from.map((s) => eq(status, s)).join(' OR '))
        .go({ response: 'none' });
      return true;
    } catch (err) {
      if (/conditional/i.test(String((err as Error)?.message))) return false;
      throw err;
    }
  },
};
