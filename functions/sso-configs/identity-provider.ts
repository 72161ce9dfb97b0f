/**
 * The identity-provider port: an SSO config is a SAML identity provider of the Cognito user pool, offered by the app
 * client (SupportedIdentityProviders) while the config is active. In AWS this calls Cognito. cognito-local implements
 * none of these calls, so the embedded default runs with SSO_IDP_REGISTRATION=off: nothing is registered and one log
 * line says so.
 */
import {
  CreateIdentityProviderCommand,
  DeleteIdentityProviderCommand,
  DescribeUserPoolClientCommand,
  UpdateIdentityProviderCommand,
  UpdateUserPoolClientCommand,
  type UpdateUserPoolClientCommandInput,
  type UserPoolClientType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '@functions/lib/clients';
import { config } from '@functions/lib/config';

export interface ProviderSettings {
  providerName: string;
  metadataUrl?: string;
  metadataXml?: string;
  isActive: boolean;
}

export interface IdentityProviderPort {
  /** Registers (isNew) or updates the provider and offers it through the app client while active. */
  save(settings: ProviderSettings, isNew: boolean): Promise<void>;
  remove(providerName: string): Promise<void>;
  /**
   * Makes sure the app client offers an active provider before a sign-in is sent to it: a CDK deployment rewrites
   * the client with the providers of the template only, which would otherwise shut every SAML config out until saved again.
   */
  ensureOffered(providerName: string): Promise<void>;
}

/** Cognito refused the provider (unreadable metadata, a name taken): the caller's settings are at fault. */
export class ProviderRejectedError extends Error {}

const REJECTED = new Set(['InvalidParameterException', 'DuplicateProviderException', 'UnsupportedIdentityProviderException']);

/** The SAML assertion's email claim becomes the pool user's email, which the callback maps to the app user. */
export const ATTRIBUTE_MAPPING = { email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress' };

/** UpdateUserPoolClient replaces the whole client: every setting not sent is reset, so all of them are sent back. */
const CLIENT_SETTINGS = [
  'ClientName',
  'RefreshTokenValidity',
  'AccessTokenValidity',
  'IdTokenValidity',
  'TokenValidityUnits',
  'ReadAttributes',
  'WriteAttributes',
  'ExplicitAuthFlows',
  'CallbackURLs',
  'LogoutURLs',
  'DefaultRedirectURI',
  'AllowedOAuthFlows',
  'AllowedOAuthScopes',
  'AllowedOAuthFlowsUserPoolClient',
  'AnalyticsConfiguration',
  'PreventUserExistenceErrors',
  'EnableTokenRevocation',
  'EnablePropagateAdditionalUserContextData',
  'AuthSessionValidity',
] as const satisfies readonly (keyof UserPoolClientType & keyof UpdateUserPoolClientCommandInput)[];

/** Cognito's refusals of the caller's settings become ProviderRejectedError; anything else stays a fault. */
async function rejecting<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (REJECTED.has((err as Error).name)) throw new ProviderRejectedError((err as Error).message);
    throw err;
  }
}

/** Adds the provider to the client's SupportedIdentityProviders, or takes it out. */
async function offer(providerName: string, offered: boolean): Promise<void> {
  const ids = { UserPoolId: config.userPoolId, ClientId: config.userPoolClientId };
  const { UserPoolClient: client } = await cognito().send(new DescribeUserPoolClientCommand(ids));
  const current = client?.SupportedIdentityProviders ?? [];
  const next = offered ? [...new Set([...current, providerName])] : current.filter((p) => p !== providerName);
  if (next.length === current.length && next.every((p) => current.includes(p))) return;
  const kept = Object.fromEntries(CLIENT_SETTINGS.filter((k) => client?.[k] !== undefined).map((k) => [k, client![k]]));
  await rejecting(() => cognito().send(new UpdateUserPoolClientCommand({ ...kept, ...ids, SupportedIdentityProviders: next })));
}

/** Providers this container has seen offered; a check per provider per container keeps sign-ins to one Cognito call. */
const seenOffered = new Set<string>();

export const cognitoIdentityProviders: IdentityProviderPort = {
  async save(settings, isNew) {
    const ProviderDetails: Record<string, string> = settings.metadataUrl ? { MetadataURL: settings.metadataUrl } : { MetadataFile: settings.metadataXml! };
    const ids = { UserPoolId: config.userPoolId, ProviderName: settings.providerName };
    await rejecting(() =>
      isNew
        ? cognito().send(new CreateIdentityProviderCommand({ ...ids, ProviderType: 'SAML', ProviderDetails, AttributeMapping: ATTRIBUTE_MAPPING }))
        : cognito().send(new UpdateIdentityProviderCommand({ ...ids, ProviderDetails, AttributeMapping: ATTRIBUTE_MAPPING })),
    );
    await offer(settings.providerName, settings.isActive);
  },
  async remove(providerName) {
    await offer(providerName, false);
    try {
      await cognito().send(new DeleteIdentityProviderCommand({ UserPoolId: config.userPoolId, ProviderName: providerName }));
    } catch (err) {
      // already gone (a failed registration, a manual clean-up): the goal is reached
      if ((err as Error).name !== 'ResourceNotFoundException') throw err;
    }
    seenOffered.delete(providerName);
  },
  async ensureOffered(providerName) {
    if (seenOffered.has(providerName)) return;
    await offer(providerName, true);
    seenOffered.add(providerName);
  },
};

/** The embedded default: cognito-local has no identity providers, so nothing is recorded. */
export const unregisteredIdentityProviders: IdentityProviderPort = {
  async save(settings) {
    console.log(`[sso] SSO_IDP_REGISTRATION=off: ${settings.providerName} is not registered with the user pool (cognito-local has no identity providers)`);
  },
  async remove(providerName) {
    console.log(`[sso] SSO_IDP_REGISTRATION=off: ${providerName} was not registered, nothing to remove`);
  },
  async ensureOffered() {},
};

export const identityProviders = (): IdentityProviderPort =>
  config.cognito.idpRegistration ? cognitoIdentityProviders : unregisteredIdentityProviders;
