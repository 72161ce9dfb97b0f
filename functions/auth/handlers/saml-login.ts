import { federatedLoginQuerySchema } from '@shared/contracts/sso-configs';
import { MESSAGES } from '@shared/messages';
import { AppError, notFound } from '@functions/lib/errors';
import { definePublicRoute } from '@functions/lib/http';
import { identityProviders } from '@functions/sso-configs/public';
import { ssoConfigsRepository } from '@functions/sso-configs/public';
import { hostedUiBase, startFederation } from '../federation';

/**
 * GET auth/saml-login?username&name&isNewUser (000 7.2): sends the browser to the SAML identity provider of the active
 * SSO config covering the username's email domain, through Cognito's hosted UI. Which config applies depends on the
 * domain only, as in auth/mode.
 */
export default definePublicRoute({
  request: { query: federatedLoginQuerySchema },
  async handle({ query }) {
    const covering = query.username ? await ssoConfigsRepository.findActiveForEmail(query.username) : null;
    if (!covering) throw notFound(MESSAGES.ssoNotConfigured);
    const base = hostedUiBase();
    if (!base) throw new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.ssoUnavailable);
    await identityProviders().ensureOffered(covering.providerName);
    const redirect = await startFederation(base, {
      providerName: covering.providerName,
      configId: covering.id,
      isNewUser: query.isNewUser === 'true',
      name: query.name,
      returnPath: query.returnPath,
    });
    return { redirect };
  },
});
