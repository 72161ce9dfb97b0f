/**
 * The identity-provider port's AWS adapter: the exact Cognito calls an SSO config makes (cognito-local implements none
 * of them, so Cognito is mocked at the SDK boundary with aws-sdk-client-mock), and the create call's rollback when
 * Cognito refuses the provider.
 */
import {
  CognitoIdentityProviderClient,
  CreateIdentityProviderCommand,
  DeleteIdentityProviderCommand,
  DescribeUserPoolClientCommand,
  UpdateIdentityProviderCommand,
  UpdateUserPoolClientCommand,
  type DescribeUserPoolClientCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { ssoConfigInputSchema } from '@shared/contracts/sso-configs';
import createSsoConfig from '@functions/sso-configs/handlers/create-sso-config';
import { cognitoIdentityProviders, identityProviders, ProviderRejectedError } from '@functions/sso-configs/identity-provider';
import { ssoConfigsRepository } from '@functions/sso-configs/sso-configs-repository';

const cognito = mockClient(CognitoIdentityProviderClient);
const pool = () => ({ UserPoolId: process.env.USER_POOL_ID, ClientId: process.env.USER_POOL_CLIENT_ID });
const MAPPING = { email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress' };

/** The client as Cognito describes it: every setting must survive UpdateUserPoolClient, which replaces them all. */
const describedClient = (providers: string[]): DescribeUserPoolClientCommandOutput => ({
  $metadata: {},
  UserPoolClient: {
    ...pool(),
    ClientName: 'ApiClient',
    ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    AllowedOAuthFlows: ['code'],
    AllowedOAuthScopes: ['openid', 'email'],
    AllowedOAuthFlowsUserPoolClient: true,
    CallbackURLs: ['https://app.example.com/api/auth/callback'],
    PreventUserExistenceErrors: 'ENABLED',
    SupportedIdentityProviders: providers,
    CreationDate: new Date(0),
  },
});

beforeEach(() => cognito.reset());
afterAll(() => cognito.restore());

describe('the Cognito adapter', () => {
  it('registers a new SAML provider and adds it to the client, keeping every other client setting', async () => {
    cognito.on(DescribeUserPoolClientCommand).resolves(describedClient(['COGNITO']));
    await cognitoIdentityProviders.save({ providerName: 'sso-abc', metadataUrl: 'https://idp.example.com/md', isActive: true }, true);
    expect(cognito.commandCalls(CreateIdentityProviderCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: process.env.USER_POOL_ID, ProviderName: 'sso-abc', ProviderType: 'SAML', ProviderDetails: { MetadataURL: 'https://idp.example.com/md' }, AttributeMapping: MAPPING },
    ]);
    expect(cognito.commandCalls(DescribeUserPoolClientCommand).map((c) => c.args[0].input)).toEqual([pool()]);
    const { CreationDate: _, ...settings } = describedClient([]).UserPoolClient!;
    expect(cognito.commandCalls(UpdateUserPoolClientCommand).map((c) => c.args[0].input)).toEqual([{ ...settings, SupportedIdentityProviders: ['COGNITO', 'sso-abc'] }]);
  });

  it('updates an inactive provider with its metadata file and withdraws it from the client', async () => {
    cognito.on(DescribeUserPoolClientCommand).resolves(describedClient(['COGNITO', 'sso-abc', 'sso-def']));
    await cognitoIdentityProviders.save({ providerName: 'sso-abc', metadataXml: '<EntityDescriptor/>', isActive: false }, false);
    expect(cognito.commandCalls(CreateIdentityProviderCommand)).toHaveLength(0);
    expect(cognito.commandCalls(UpdateIdentityProviderCommand).map((c) => c.args[0].input)).toEqual([
      { UserPoolId: process.env.USER_POOL_ID, ProviderName: 'sso-abc', ProviderDetails: { MetadataFile: '<EntityDescriptor/>' }, AttributeMapping: MAPPING },
    ]);
    expect(cognito.commandCalls(UpdateUserPoolClientCommand)[0].args[0].input.SupportedIdentityProviders).toEqual(['COGNITO', 'sso-def']);
  });

  it('leaves the client alone when it already offers an active provider', async () => {
    cognito.on(DescribeUserPoolClientCommand).resolves(describedClient(['COGNITO', 'sso-abc']));
    await cognitoIdentityProviders.save({ providerName: 'sso-abc', metadataUrl: 'https://idp.example.com/md', isActive: true }, false);
    expect(cognito.commandCalls(UpdateIdentityProviderCommand)).toHaveLength(1);
    expect(cognito.commandCalls(UpdateUserPoolClientCommand)).toHaveLength(0);
  });

  it('removes a provider from the client before deleting it, and takes an already deleted one as done', async () => {
    cognito.on(DescribeUserPoolClientCommand).resolves(describedClient(['COGNITO', 'sso-abc']));
    cognito.on(DeleteIdentityProviderCommand).rejects(Object.assign(new Error('gone'), { name: 'ResourceNotFoundException' }));
    await cognitoIdentityProviders.remove('sso-abc');
    expect(cognito.commandCalls(UpdateUserPoolClientCommand)[0].args[0].input.SupportedIdentityProviders).toEqual(['COGNITO']);
    expect(cognito.commandCalls(DeleteIdentityProviderCommand).map((c) => c.args[0].input)).toEqual([{ UserPoolId: process.env.USER_POOL_ID, ProviderName: 'sso-abc' }]);
  });

  it('puts a provider a deployment dropped back on the client before a sign-in, once per container', async () => {
    cognito.on(DescribeUserPoolClientCommand).resolves(describedClient(['COGNITO']));
    await cognitoIdentityProviders.ensureOffered('sso-dropped');
    await cognitoIdentityProviders.ensureOffered('sso-dropped');
    expect(cognito.commandCalls(DescribeUserPoolClientCommand)).toHaveLength(1);
    expect(cognito.commandCalls(UpdateUserPoolClientCommand).map((c) => c.args[0].input.SupportedIdentityProviders)).toEqual([['COGNITO', 'sso-dropped']]);
  });

  it("turns Cognito's refusal of the metadata into the caller's error", async () => {
    cognito.on(CreateIdentityProviderCommand).rejects(Object.assign(new Error('Could not retrieve metadata'), { name: 'InvalidParameterException' }));
    await expect(cognitoIdentityProviders.save({ providerName: 'sso-x', metadataUrl: 'https://bad.example.com', isActive: true }, true)).rejects.toBeInstanceOf(ProviderRejectedError);
  });
});

describe('creating a config in AWS', () => {
  const registration = process.env.SSO_IDP_REGISTRATION;
  afterEach(() => {
    process.env.SSO_IDP_REGISTRATION = registration;
  });

  it('uses the Cognito adapter unless registration is off (the embedded default)', () => {
    expect(process.env.SSO_IDP_REGISTRATION).toBe('off');
    expect(identityProviders()).not.toBe(cognitoIdentityProviders);
    delete process.env.SSO_IDP_REGISTRATION;
    expect(identityProviders()).toBe(cognitoIdentityProviders);
  });

  it('stores nothing when Cognito refuses the provider, and frees the domain again', async () => {
    delete process.env.SSO_IDP_REGISTRATION;
    cognito.on(CreateIdentityProviderCommand).rejects(Object.assign(new Error('Could not retrieve metadata'), { name: 'InvalidParameterException' }));
    const partnerId = '0123456789abcdef0123aaaa';
    const domain = `refused-${Date.now().toString(36)}.example.com`;
    const body = ssoConfigInputSchema.parse({ name: 'Refused', emailDomains: [domain], metadataUrl: 'https://bad.example.com/md' });
    const caller = { partnerId } as never;
    await expect(createSsoConfig.handle({ caller, body } as never)).rejects.toMatchObject({ statusCode: 422, message: 'The identity provider was not accepted. Check the metadata.' });
    expect(await ssoConfigsRepository.list(partnerId)).toEqual([]);
    expect(await ssoConfigsRepository.findActiveForEmail(`x@${domain}`)).toBeNull();
    cognito.on(CreateIdentityProviderCommand).resolves({});
    cognito.on(DescribeUserPoolClientCommand).resolves(describedClient(['COGNITO']));
    const created = await createSsoConfig.handle({ caller, body } as never);
    expect(created.statusCode).toBe(201);
    expect((await ssoConfigsRepository.findActiveForEmail(`x@${domain}`))?.name).toBe('Refused');
  });
});
