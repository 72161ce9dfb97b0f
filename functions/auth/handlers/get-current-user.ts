import { defineRoute } from '@functions/lib/http';
import { presentCurrentUser } from '../current-user';

/** GET auth/current-user: the signed-in user; answering it slides the session like every 2xx. */
export default defineRoute({
  async handle({ caller }) {
    return { body: presentCurrentUser(caller.user, caller.session) };
  },
});
