import { partnerQuerySchema } from '@shared/contracts/common';
import { templateIdParamsSchema } from '@shared/contracts/templates';
import { defineRoute } from '@functions/lib/http';
import { answer } from '../template-actions';
import { templateInScope } from '../template-scope';

/** GET /templates/{id}: one template, its generations and versions, and the current version's preview address. */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { template } = await templateInScope(caller, params.id, 'read');
    return answer(template);
  },
});
