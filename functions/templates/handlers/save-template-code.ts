import { partnerQuerySchema } from '@shared/contracts/common';
import { saveTemplateCodeSchema, templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { saveCode } from '../code';
import { answer } from '../template-actions';

/** PUT /templates/{id}/code: `editedCode` saved as the next version of the current generation. */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema, body: saveTemplateCodeSchema },
  handle: async ({ params, body, caller }) => answer(await saveCode(caller, params.id, body.editedCode)),
});
