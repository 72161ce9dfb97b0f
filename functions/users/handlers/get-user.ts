import { userIdParamsSchema } from '@shared/contracts/users';
import { defineRoute } from '@functions/lib/http';
import { loadManagedUser, presentUser } from '../present';

/** GET users/{id}: a user of the current partner (any user for super). */
export default defineRoute({
  request: { params: userIdParamsSchema },
  async handle({ params, caller }) {
    return { body: presentUser(await loadManagedUser(caller, params.id)) };
  },
});
