import { partnerQuerySchema } from '@shared/contracts/common';
import { templateIdParamsSchema } from '@shared/contracts/templates';
import { MESSAGES } from '@shared/messages';
import { unprocessable } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { syncConceptWithTemplates } from '../concept-sync';
import { versionFolder } from '../present';
import { templateInScope } from '../template-scope';
import { templateStorage } from '../template-storage';
import { templatesRepository } from '../templates-repository';
import { templateUsage } from '../template-usage';

/**
 * DELETE /templates/{id}: a template no campaign uses goes with all its generations and their files; one in use answers
 * 'Delete failed, entity in use' (002 8) and stays.
 */
export default defineRoute({
  request: { params: templateIdParamsSchema, query: partnerQuerySchema },
  async handle({ params, caller }) {
    const { template } = await templateInScope(caller, params.id, 'write');
    if (await templateUsage.inUse(template.partnerId, template.id)) throw unprocessable(MESSAGES.deleteFailedInUse);
    // a campaign that linked it after the read above makes the delete refuse (templatesRepository.remove)
    if (!(await templatesRepository.remove(template))) throw unprocessable(MESSAGES.deleteFailedInUse);
    for (const v of template.generations.flatMap((g) => g.versions)) await templateStorage.removeFolder(versionFolder(template, v));
    await syncConceptWithTemplates({ partnerId: template.partnerId, conceptId: template.conceptId, userId: caller.user.id, reason: `Template ${template.name} deleted` });
    return { statusCode: 204 };
  },
});
