import { audienceBodySchema, idParamsSchema } from '@shared/contracts/audiences';
import { defineRoute } from '@functions/lib/http';
import { audienceInScope, presentAudience } from '../audience-scope';
import { replaceAudience } from '../audience-writes';

/** PUT audiences/{id} (001 7): the whole audience replaced; a rename keeps names unique in the campaign. */
export default defineRoute({
  request: { params: idParamsSchema, body: audienceBodySchema },
  async handle({ params, body, caller }) {
    const current = await audienceInScope(caller, params.id, 'write');
    return { body: presentAudience(await replaceAudience(current, body)) };
  },
});
