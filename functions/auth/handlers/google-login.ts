import { federatedLoginQuerySchema } from '@shared/contracts/sso-configs';
import { MESSAGES } from '@shared/messages';
import { AppError } from '@functions/lib/errors';
import { definePublicRoute } from '@functions/lib/http';
import { hostedUiBase, startFederation } from '../federation';

/** Cognito's fixed name of the Google identity provider. */
export const GOOGLE_PROVIDER = 'Google';

/**
 * GET auth/google-login?username&name&isNewUser (000 7.2): Google sign-in through Cognito's hosted UI. Google accounts
 * sign in to existing users only: without an SSO config there is no partner a new user could join.
 */
export default definePublicRoute({
  request: { query: federatedLoginQuerySchema },
  async handle({ query }) {
    const base = hostedUiBase();
    if (!base) throw new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.ssoUnavailable);
    const redirect = await startFederation(base, { providerName: GOOGLE_PROVIDER, isNewUser: false, name: query.name, returnPath: query.returnPath });
    return { redirect };
  },
});
