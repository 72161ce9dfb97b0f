import { partnerQuerySchema } from '@shared/contracts/common';
import { previewTemplateCodeSchema, templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { previewCode } from '../code';

/** POST /templates/{id}/code-preview: the edited code stored as a temporary preview; answers its user-content address. */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema, body: previewTemplateCodeSchema },
  handle: async ({ params, body, caller }) => ({ body: await previewCode(caller, params.id, body.code) }),
});
