/** The password check against the Cognito user pool, and verification of the ID token it answers with. */
import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { cognito } from '@functions/lib/clients';
import { config } from '@functions/lib/config';

let verifier: ReturnType<typeof makeVerifier> | undefined;
/** The one verifier of the pool's ID tokens: password sign-in and the federated callback both use it. */
export const idTokenVerifier = () => (verifier ??= makeVerifier());
function makeVerifier() {
  // The same verifier in AWS and locally: only the issuer differs (cognito-local signs with its own key). The JWKS
  // is cached; it is fetched with the runtime's fetch because the library's own fetcher speaks https only.
  const fetcher = { fetch: async (uri: string) => (await fetch(uri, { signal: AbortSignal.timeout(3000) })).arrayBuffer() };
  return JwtRsaVerifier.create(
    { issuer: config.cognitoIssuer, audience: config.userPoolClientId, jwksUri: `${config.cognitoIssuer}/.well-known/jwks.json` },
    { jwksCache: new SimpleJwksCache({ fetcher }) },
  );
}

const REJECTED = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException', 'PasswordResetRequiredException', 'UserNotConfirmedException']);

/** The verified email of the account when the password is right, or null when Cognito refuses it. */
export async function checkPassword(username: string, password: string): Promise<string | null> {
  try {
    const result = await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) return null;
    const claims = await idTokenVerifier().verify(idToken, { tokenUse: 'id' } as never);
    return String(claims.email ?? username).toLowerCase();
  } catch (err) {
    if (REJECTED.has((err as Error).name)) return null;
    throw err;
  }
}
