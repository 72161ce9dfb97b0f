import { partnerQuerySchema } from '@shared/contracts/common';
import { templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { templateInScope } from '../template-scope';
import { templateUsage } from '../template-usage';

/** GET /templates/{id}/in-use: whether a campaign uses the template (002 2). */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { template } = await templateInScope(caller, params.id, 'read');
    return { body: { inUse: await templateUsage.inUse(template.partnerId, template.id) } };
  },
});
