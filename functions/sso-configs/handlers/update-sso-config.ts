import { ssoConfigInputSchema, ssoConfigUpdateParamsSchema } from '@shared/contracts/sso-configs';
import { defineRoute } from '@functions/lib/http';
import { identityProviders } from '../identity-provider';
import { asCallerError, findOwnConfig, presentSsoConfig } from '../present';
import { ssoConfigsRepository } from '../sso-configs-repository';

/** PUT sso-configs/{_id} (body without _id and __v): the stored config and its identity provider, or neither. */
export default defineRoute({
  request: { params: ssoConfigUpdateParamsSchema, body: ssoConfigInputSchema },
  async handle({ caller, params, body }) {
    const existing = await findOwnConfig(caller.partnerId, params.id);
    try {
      const updated = await ssoConfigsRepository.update(existing, body);
      try {
        await identityProviders().save(updated, false);
      } catch (err) {
        await ssoConfigsRepository.restore(existing, updated);
        throw err;
      }
      return { body: presentSsoConfig(updated) };
    } catch (err) {
      throw asCallerError(err);
    }
  },
});
