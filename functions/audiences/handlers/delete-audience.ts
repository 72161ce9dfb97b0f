import { idParamsSchema } from '@shared/contracts/audiences';
import { MESSAGES } from '@shared/messages';
import { notFound } from '@functions/lib/errors';
import { defineRoute } from '@functions/lib/http';
import { audienceInScope } from '../audience-scope';
import { audiencesRepository } from '../audiences-repository';

/** DELETE audiences/{id} (001 7): the audience and its name claim; gone meanwhile answers 'Entity not found'. */
export default defineRoute({
  request: { params: idParamsSchema },
  async handle({ params, caller }) {
    const current = await audienceInScope(caller, params.id, 'write');
    if (!(await audiencesRepository.delete(current))) throw notFound(MESSAGES.entityNotFound);
    return { statusCode: 204 };
  },
});
