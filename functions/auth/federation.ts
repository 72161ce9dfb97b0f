/**
 * Federated sign-in through Cognito's hosted UI (architecture 'Identity and sessions'): the API sends the browser to
 * `/oauth2/authorize` with a state and a PKCE challenge, keeps the state and the verifier for ten minutes, and on the
 * callback swaps the code for tokens at `/oauth2/token`. The state is single use: it is deleted as it is read.
 */
import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import * as z from 'zod';
import { SSO_STATE_TTL_MS } from '@shared/constants';
import { config } from '@functions/lib/config';
import { lazy, SERVICE, ttlSeconds } from '@functions/lib/db';
import { newSecret } from '@functions/lib/ids';

const states = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'federationState', version: '1', service: SERVICE },
        attributes: {
          state: { type: 'string', required: true },
          verifier: { type: 'string', required: true },
          providerName: { type: 'string', required: true },
          /** The SSO config that started a SAML sign-in (absent for Google). */
          configId: { type: 'string' },
          isNewUser: { type: 'boolean', required: true, default: false },
          name: { type: 'string' },
          returnPath: { type: 'string' },
          expiresAtMs: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: { byState: { pk: { field: 'pk', composite: ['state'] }, sk: { field: 'sk', composite: [] } } },
      },
      cfg,
    ),
);

export type FederationState = { providerName: string; configId?: string; isNewUser: boolean; name?: string; returnPath?: string };

/** The hosted UI's address: `<prefix>.auth.<region>.amazoncognito.com` in AWS; unset in the embedded default. */
export function hostedUiBase(): string | null {
  const domain = config.cognito.domain;
  if (!domain) return null;
  // plain http only for the recorded-response tests, which serve the token endpoint on 127.0.0.1
  const scheme = config.cognito.domainHttp ? 'http' : 'https';
  return `${scheme}://${domain}`;
}

const callbackUrl = () => `${config.appUrl}/api/auth/callback`;
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Stores a new state with its PKCE verifier and answers the hosted UI address to send the browser to. */
export async function startFederation(base: string, settings: FederationState, now = Date.now()): Promise<string> {
  const state = newSecret();
  const verifier = newSecret();
  const expiresAtMs = now + SSO_STATE_TTL_MS;
  await states().create({ state, verifier, ...settings, expiresAtMs, expiresAt: ttlSeconds(expiresAtMs) }).go();
  const query = new URLSearchParams({
    identity_provider: settings.providerName,
    response_type: 'code',
    client_id: config.userPoolClientId,
    redirect_uri: callbackUrl(),
    scope: 'openid email',
    state,
    code_challenge: challengeOf(verifier),
    code_challenge_method: 'S256',
  });
  return `${base}/oauth2/authorize?${query.toString()}`;
}

/** The state's settings and verifier, once: a replayed, unknown or expired state answers null. */
export async function consumeState(state: string, now = Date.now()): Promise<(FederationState & { verifier: string }) | null> {
  // Deleting and reading in one call: of two callbacks with the same state, only one gets the item.
  const { data } = await states().delete({ state }).go({ response: 'all_old' });
  if (!data || data.expiresAtMs <= now) return null;
  return { providerName: data.providerName, configId: data.configId, isNewUser: data.isNewUser, name: data.name, returnPath: data.returnPath, verifier: data.verifier };
}

/** What Cognito's token endpoint answers for an authorization code (only the ID token is used). */
const tokenResponseSchema = z.object({
  id_token: z.string(),
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number(),
  token_type: z.string(),
});

/** Swaps the code for tokens with the PKCE verifier; null when Cognito refuses (used, expired or forged code). */
export async function exchangeCode(base: string, code: string, verifier: string): Promise<string | null> {
  const res = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: config.userPoolClientId, code, redirect_uri: callbackUrl(), code_verifier: verifier }),
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) return null;
  const parsed = tokenResponseSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data.id_token : null;
}
