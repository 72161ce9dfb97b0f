import { templateIdParamsSchema } from '@shared/contracts/templates';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { templatesRepository } from '../templates-repository';

/**
 * GET /partners/templateId/{id} (002 7 'Partners'): the partner a template belongs to, so a link to it can switch a
 * super admin to that partner. Anyone else learns only about templates of their own partner.
 */
export default defineRoute({
  request: { params: templateIdParamsSchema },
  async handle({ params, caller }) {
    const template = await templatesRepository.get(params.id);
    const visible = template && (caller.user.role === 'super' || template.partnerId === caller.user.partnerId || template.partnerId === caller.partnerId);
    if (!visible) throw notFound(MESSAGES.templateNotFound);
    return { body: { partnerId: template.partnerId } };
  },
});
