import { partnerQuerySchema } from '@shared/contracts/common';
import { templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { readCode } from '../code';

/** GET /templates/{id}/code: the current version's entry HTML, for the code editor. */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema },
  handle: async ({ params, caller }) => ({ body: await readCode(caller, params.id) }),
});
