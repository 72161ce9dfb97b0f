/** The password check against the Cognito user pool, and verification of the ID token it answers with. */
import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { cognito } from '../lib/clients';
import { config } from '../lib/config';

let verifier: ReturnType<typeof makeVerifier> | undefined;
function makeVerifier() {
  // The same verifier in AWS and locally: only the issuer differs (cognito-local signs with its own key); JWKS cached.
  return JwtRsaVerifier.create({
    issuer: config.cognitoIssuer,
    audience: config.userPoolClientId,
    jwksUri: `${config.cognitoIssuer}/.well-known/jwks.json`,
  });
}

const REJECTED = new Set(['NotAuthorizedException', 'UserNotFoundException', 'PasswordResetRequiredException', 'UserNotConfirmedException']);

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
    verifier ??= makeVerifier();
    const claims = await verifier.verify(idToken, { tokenUse: 'id' } as never);
    return String(claims.email ?? username).toLowerCase();
  } catch (err) {
    if (REJECTED.has((err as Error).name)) return null;
    throw err;
  }
}
