import { assemblyParamsSchema } from '@shared/contracts/assemblies';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { assembliesRepository } from '../assemblies-repository';
import { assemblyInScope } from '../assembly-access';

/** DELETE assemblies/{id}: answers { deleted: 1 }; one already deleted meanwhile is 'Assembly not found'. */
export default defineRoute({
  request: { params: assemblyParamsSchema },
  async handle({ params, caller }) {
    await assemblyInScope(caller, params.id, 'write');
    if (!(await assembliesRepository.delete(params.id))) throw notFound(MESSAGES.assemblyNotFound);
    return { body: { deleted: 1 } };
  },
});
