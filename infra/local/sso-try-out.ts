/**
 * Trying single sign-on in the embedded default. cognito-local has no identity providers and no federation, but it
 * serves a hosted sign-in page with the authorization-code flow and PKCE (`/oauth2/authorize`, `/oauth2/token`) and
 * signs its tokens with the same key as its password sign-in. So locally its page stands in for both Cognito's hosted
 * UI and the company's identity provider: the person signs in there with the account's pool password, and the API's
 * callback runs exactly as in AWS (state, code exchange, ID token verification, session). What is not exercised
 * locally: a SAML assertion, and the `identities` claim naming the provider (cognito-local issues none).
 */
import { CognitoIdentityProviderClient, UpdateUserPoolClientCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { BusinessNode } from '@functions/business-nodes/business-nodes-repository';

/** The demo account that signs in through SSO: auth/mode answers SAML for its domain. */
export const SSO_DEMO_DOMAIN = 'sso.demo.test';
export const SSO_DEMO_ACCOUNT = `sso-manager@${SSO_DEMO_DOMAIN}`;

/** Lets the pool's app client send codes to the API's callback and names cognito-local as the hosted UI. */
export async function enableLocalHostedUi(cognitoEndpoint: string, ids: { userPoolId: string; clientId: string }, appUrl: string) {
  const cognito = new CognitoIdentityProviderClient({ region: process.env.AWS_REGION, endpoint: cognitoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  await cognito.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: ids.userPoolId,
      ClientId: ids.clientId,
      CallbackURLs: [`${appUrl}/api/auth/callback`],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email'],
      AllowedOAuthFlowsUserPoolClient: true,
    }),
  );
  cognito.destroy();
  return { COGNITO_DOMAIN: new URL(cognitoEndpoint).host, COGNITO_DOMAIN_HTTP: 'true', SSO_LOCAL_HOSTED_UI: 'true' };
}

/** An SSO config of Demo Agency for the demo SSO domain and one manager there (idempotent, like the rest of the seed). */
export async function seedSsoDemo(partnerId: string, topNode: BusinessNode | undefined, password: string): Promise<void> {
  // imported here, by the seed only: enableLocalHostedUi runs at every start
  const [{ createAccount }, { usersRepository }, { ssoConfigsRepository }] = await Promise.all([
    import('@functions/users/accounts'),
    import('@functions/lib/identity/users-repository'),
    import('@functions/sso-configs/sso-configs-repository'),
  ]);
  if (!(await ssoConfigsRepository.findActiveForEmail(SSO_DEMO_ACCOUNT))) {
    await ssoConfigsRepository.create(partnerId, {
      name: 'Demo SSO (local sign-in page)',
      type: 'SAML',
      emailDomains: [SSO_DEMO_DOMAIN],
      metadataUrl: `https://idp.${SSO_DEMO_DOMAIN}/metadata`,
      isActive: true,
    });
  }
  if (await usersRepository.findByEmail(SSO_DEMO_ACCOUNT)) return;
  await createAccount({ email: SSO_DEMO_ACCOUNT, password, role: 'manager', partnerId, businessNodeIds: topNode ? [topNode.id] : [] });
}
