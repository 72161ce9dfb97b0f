import { partnerQuerySchema } from '@shared/contracts/common';
import { approveTemplateSchema, templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { setApproval } from '../approval';

/** POST /templates/{id}/approve: the caller's final approval of a version (the current one unless versionId names one). */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema, body: approveTemplateSchema },
  handle: ({ params, body, caller }) => setApproval(caller, params.id, body.versionId, true),
});
