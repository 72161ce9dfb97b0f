import { mentionsQuerySchema, type Mentions } from '@shared/contracts/comments';
import { defineRoute } from '@functions/lib/http';
import { campaignOwner, commentUserOf, conceptOwner, mentionableUsers } from '../comment-owner';

/** GET /mentions?campaignId|conceptId&search (001 7; exactly one of the two ids, 001 5): who may be mentioned there. */
export default defineRoute({
  request: { query: mentionsQuerySchema },
  async handle({ query, caller }) {
    const os = query.campaignId ? await campaignOwner(caller, query.campaignId) : await conceptOwner(caller, query.conceptId!);
    const search = query.search?.toLowerCase();
    const users = (await mentionableUsers(os))
      .map(commentUserOf)
      .filter((u) => !search || u.name.toLowerCase().includes(search) || u.email.includes(search))
      .sort((a, b) => a.name.localeCompare(b.name));
    const body: Mentions = { users };
    return { body };
  },
});
