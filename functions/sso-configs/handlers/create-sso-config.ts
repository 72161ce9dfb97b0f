import { ssoConfigInputSchema } from '@shared/contracts/sso-configs';
import { defineRoute } from '@functions/lib/http';
import { identityProviders } from '../identity-provider';
import { asCallerError, presentSsoConfig } from '../present';
import { ssoConfigsRepository } from '../sso-configs-repository';

/**
 * POST sso-configs: stores the config (claiming its domains), then registers it with the user pool. When Cognito
 * refuses the provider the stored config is removed again, so a refused config leaves nothing behind.
 */
export default defineRoute({
  idempotent: true,
  request: { body: ssoConfigInputSchema },
  async handle({ caller, body }) {
    try {
      const created = await ssoConfigsRepository.create(caller.partnerId, body);
      try {
        await identityProviders().save(created, true);
      } catch (err) {
        await ssoConfigsRepository.delete(created);
        throw err;
      }
      return { statusCode: 201, body: presentSsoConfig(created) };
    } catch (err) {
      throw asCallerError(err);
    }
  },
});
