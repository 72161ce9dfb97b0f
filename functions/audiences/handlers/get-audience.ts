import { idParamsSchema } from '@shared/contracts/audiences';
import { defineRoute } from '@functions/lib/http';
import { audienceInScope, presentAudience } from '../audience-scope';

/** GET audiences/{id} (001 7). */
export default defineRoute({
  request: { params: idParamsSchema },
  async handle({ params, caller }) {
    return { body: presentAudience(await audienceInScope(caller, params.id, 'read')) };
  },
});
