import { partnerQuerySchema } from '@shared/contracts/common';
import { approveTemplateSchema, templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { setApproval } from '../approval';

/** POST /templates/{id}/unapprove: the version's approval removed (it is no longer approved by anyone). */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema, body: approveTemplateSchema },
  handle: ({ params, body, caller }) => setApproval(caller, params.id, body.versionId, false),
});
