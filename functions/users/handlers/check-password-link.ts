import { tokenParamsSchema } from '@shared/contracts/users';
import { definePublicRoute } from '@functions/lib/http';
import { linksRepository } from '../links-repository';

/** GET auth/password/reset/{token} (public): VALID, EXPIRED or INVALID only, so the page can say so up front. */
export default definePublicRoute({
  request: { params: tokenParamsSchema },
  async handle({ params }) {
    return { body: { validity: (await linksRepository.check(params.token, 'reset')).validity } };
  },
});
