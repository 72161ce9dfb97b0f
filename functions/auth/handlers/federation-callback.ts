import { federationCallbackQuerySchema, type FederationCallbackQuery } from '@shared/contracts/sso-configs';
import { MESSAGES } from '@shared/messages';
import { config } from '@functions/lib/config';
import { AppError, notAuthorized, NameTakenError } from '@functions/lib/errors';
import { definePublicRoute } from '@functions/lib/http';
import { sessionCookie } from '@functions/lib/session';
import { usersRepository, type User } from '@functions/lib/identity/users-repository';
import { ssoConfigsRepository } from '@functions/sso-configs/public';
import { consumeState, exchangeCode, hostedUiBase, type FederationState } from '../federation';
import { idTokenVerifier } from '../identity';
import { sessionsRepository } from '@functions/lib/identity/sessions-repository';

const refused = () => notAuthorized(MESSAGES.wrongCredentials);

/** Where a refused federated sign-in lands: the login page, which explains it (a browser shows no JSON answer). */
export const SSO_FAILED_PATH = '/login?sso=failed';

interface IdClaims {
  email?: unknown;
  email_verified?: unknown;
  identities?: { providerName?: string }[];
}

/**
 * The app user this verified identity signs in as. A SAML identity counts only for an address of its config's domains
 * and a user of its config's partner: an identity provider speaks for its own company, not for other partners'
 * accounts. An unknown address is refused, unless the sign-in started as a sign-up (isNewUser) through an SSO config:
 * then it joins the config's partner as an ACTIVE manager with no business nodes, for an admin to place.
 */
async function samlUser(email: string, state: FederationState & { configId: string }): Promise<User | null> {
  const ssoConfig = await ssoConfigsRepository.findById(state.configId);
  if (!ssoConfig?.isActive || !ssoConfig.emailDomains.includes(email.split('@')[1])) return null;
  const known = await usersRepository.findByEmail(email);
  if (known) return known.partnerId === ssoConfig.partnerId ? known : null;
  if (!state.isNewUser) return null;
  try {
    return await usersRepository.create({ partnerId: ssoConfig.partnerId, email, role: 'manager', name: state.name, status: 'ACTIVE', businessNodeIds: [] });
  } catch (err) {
    // two sign-ups of one address at once: the other one created the user
    if (err instanceof NameTakenError) return usersRepository.findByEmail(email);
    throw err;
  }
}

/** Google sign-in reaches existing users only, and only with an address Google has verified. */
async function userFor(email: string, claims: IdClaims, state: FederationState): Promise<User | null> {
  if (state.configId) return samlUser(email, { ...state, configId: state.configId });
  const verified = claims.email_verified === true || claims.email_verified === 'true' || config.cognito.localHostedUi;
  return verified ? usersRepository.findByEmail(email) : null;
}

/**
 * The identity must come from the provider this sign-in was sent to. Only the embedded default's stand-in hosted UI
 * (cognito-local's sign-in page, infra/local/sso-try-out.ts) names no provider: there the pool password was checked.
 */
function fromProvider(claims: IdClaims, providerName: string): boolean {
  if (config.cognito.localHostedUi) return true;
  return !!claims.identities?.some((i) => i.providerName === providerName);
}

/**
 * GET auth/callback?code&state: Cognito's hosted UI comes back here. The state is used up, the code swapped for tokens
 * with the PKCE verifier, the ID token verified like a password sign-in's, and the same session opened.
 */
export default definePublicRoute({
  request: { query: federationCallbackQuerySchema },
  async handle({ query }) {
    try {
      return await signInFromCallback(query);
    } catch (error) {
      // Refusals and an unavailable hosted UI send the browser back to the login page; anything else is a fault.
      if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 503)) return { redirect: SSO_FAILED_PATH };
      throw error;
    }
  },
});

async function signInFromCallback(query: FederationCallbackQuery) {
  const base = hostedUiBase();
  if (!base) throw new AppError('SERVICE_UNAVAILABLE', 503, MESSAGES.ssoUnavailable);
  const state = query.state ? await consumeState(query.state) : null;
  if (!state || !query.code || query.error) throw refused();
  const idToken = await exchangeCode(base, query.code, state.verifier);
  if (!idToken) throw refused();
  let claims: IdClaims;
  try {
    claims = (await idTokenVerifier().verify(idToken, { tokenUse: 'id' } as never)) as IdClaims;
  } catch {
    throw refused();
  }
  if (!fromProvider(claims, state.providerName) || typeof claims.email !== 'string') throw refused();
  const user = await userFor(claims.email.trim().toLowerCase(), claims, state);
  if (!user || user.status !== 'ACTIVE') throw refused();
  const session = await sessionsRepository.create(user.id, config.sessionMaxAgeMs);
  return { redirect: state.returnPath ?? '/', cookies: [sessionCookie(session.id)] };
}
