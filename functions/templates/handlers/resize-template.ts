import { partnerQuerySchema } from '@shared/contracts/common';
import { resizeTemplateSchema, templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { resizeTemplate } from '../resize';
import { answer } from '../template-actions';

/** POST /templates/{id}/resize: queues the template remade at `size`; answers the new template (its version processing). */
export default defineRoute({
  idempotent: true,
  request: { params: templateIdParamsSchema, query: partnerQuerySchema, body: resizeTemplateSchema },
  handle: async ({ params, body, caller }) => answer(await resizeTemplate(caller, params.id, body.size), 202),
});
