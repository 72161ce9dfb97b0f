/**
 * Contracts of single sign-on configuration (002 7 'Single sign-on configuration'). The spec shows only `_id` and `__v`
 * (both dropped on update); the other fields are ours: a SAML identity provider of the Cognito user pool that covers
 * the accounts of its email domains.
 */
import * as z from 'zod';
import { SSO_MAX_DOMAINS, SSO_METADATA_XML_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { idSchema, typedName } from './common';

export const SSO_TYPES = ['SAML'] as const;

export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, MESSAGES.ssoInvalidDomain);

const optionalText = (schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** `_id` and `__v` are dropped on update (002 7), as are the fields only the server sets. */
const SERVER_ONLY = ['_id', '__v', 'partnerId', 'providerName', 'updatedAt'] as const;
const stripServerOnly = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy = { ...(value as Record<string, unknown>) };
  for (const key of SERVER_ONLY) delete copy[key];
  return copy;
};

export const ssoConfigInputSchema = z.preprocess(
  stripServerOnly,
  z
    .object({
      name: typedName(z.string().min(1, 'Required').max(100)),
      type: z.enum(SSO_TYPES).default('SAML'),
      emailDomains: z
        .array(emailDomainSchema)
        .min(1, 'Required')
        .max(SSO_MAX_DOMAINS)
        .transform((domains) => [...new Set(domains)]),
      /** The identity provider's metadata document, fetched by Cognito: https only. */
      metadataUrl: optionalText(z.string().trim().max(2000).regex(/^https:\/\/[^\s/]+(\/\S*)?$/, MESSAGES.ssoInvalidMetadataUrl)),
      metadataXml: optionalText(z.string().trim().max(SSO_METADATA_XML_MAX).startsWith('<', MESSAGES.ssoInvalidMetadataXml)),
      isActive: z.boolean().default(true),
    })
    .refine((v) => !!v.metadataUrl !== !!v.metadataXml, { path: ['metadataUrl'], message: MESSAGES.ssoMetadataRequired }),
);
export type SsoConfigInput = z.output<typeof ssoConfigInputSchema>;

export const ssoConfigSchema = z.object({
  _id: idSchema,
  /** The item's version: counts updates. */
  __v: z.number().int(),
  partnerId: idSchema,
  name: z.string(),
  type: z.enum(SSO_TYPES),
  emailDomains: z.array(z.string()),
  metadataUrl: z.string().optional(),
  metadataXml: z.string().optional(),
  isActive: z.boolean(),
  /** The identity provider's name in the user pool (the hosted UI's identity_provider). */
  providerName: z.string(),
  updatedAt: z.number(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

export const ssoConfigIdParamsSchema = z.object({ id: idSchema });
/** The spec writes the path as sso-configs/{_id}; the parameter is named id (API Gateway path variables stay plain). */
export const ssoConfigUpdateParamsSchema = z.object({ id: idSchema });
export const ssoConfigListQuerySchema = z.object({ partnerId: idSchema.optional() });

/** Query of auth/saml-login and auth/google-login (000 7.2): username, name, isNewUser=true for sign-up. */
export const federatedLoginQuerySchema = z.object({
  username: z.string().trim().toLowerCase().max(254).optional(),
  name: typedName(z.string().max(200)).optional(),
  isNewUser: z.enum(['true', 'false']).optional(),
  /** Where to land after sign-in: a path of this site only. */
  returnPath: z.string().max(500).regex(/^\/(?!\/)[^\s\\]*$/).optional(),
});

/**
 * Cognito comes back with code and state, or with error and error_description when federation failed (then possibly
 * without state: the browser is sent to the login page all the same).
 */
export const federationCallbackQuerySchema = z.object({
  code: z.string().min(1).max(2048).optional(),
  state: z.string().min(1).max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type FederationCallbackQuery = z.infer<typeof federationCallbackQuerySchema>;
