import { ssoConfigIdParamsSchema } from '@shared/contracts/sso-configs';
import { defineRoute } from '@functions/lib/http';
import { identityProviders } from '../identity-provider';
import { findOwnConfig } from '../present';
import { ssoConfigsRepository } from '../sso-configs-repository';

/** DELETE sso-configs/{id}: the provider leaves the user pool first, so no sign-in can start on a deleted config. */
export default defineRoute({
  request: { params: ssoConfigIdParamsSchema },
  async handle({ caller, params }) {
    const existing = await findOwnConfig(caller.partnerId, params.id);
    await identityProviders().remove(existing.providerName);
    await ssoConfigsRepository.delete(existing);
    return { body: { _id: existing.id } };
  },
});
