import { ssoConfigListQuerySchema } from '@shared/contracts/sso-configs';
import { defineRoute } from '@functions/lib/http';
import { presentSsoConfig } from '../present';
import { ssoConfigsRepository } from '../sso-configs-repository';

/** GET sso-configs: the current partner's configs. */
export default defineRoute({
  request: { query: ssoConfigListQuerySchema },
  async handle({ caller }) {
    return { body: (await ssoConfigsRepository.list(caller.partnerId)).map(presentSsoConfig) };
  },
});
