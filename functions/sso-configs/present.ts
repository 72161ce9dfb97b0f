/** The answer shape of an SSO config, and the lookups and error mapping its handlers share. */
import type { SsoConfig } from '@shared/contracts/sso-configs';
import { MESSAGES } from '@shared/messages';
import { notFound, unprocessable } from '@functions/lib/errors';
import { ProviderRejectedError } from './identity-provider';
import { ssoConfigsRepository, type StoredSsoConfig } from './sso-configs-repository';

export function presentSsoConfig(c: StoredSsoConfig): SsoConfig {
  return {
    _id: c.id,
    __v: c.version,
    partnerId: c.partnerId,
    name: c.name,
    type: c.type,
    emailDomains: c.emailDomains,
    ...(c.metadataUrl ? { metadataUrl: c.metadataUrl } : {}),
    ...(c.metadataXml ? { metadataXml: c.metadataXml } : {}),
    isActive: c.isActive,
    providerName: c.providerName,
    updatedAt: c.updatedAt,
  };
}

/** The config of the current partner, or 404: another partner's id reads as unknown. */
export async function findOwnConfig(partnerId: string, id: string): Promise<StoredSsoConfig> {
  const found = await ssoConfigsRepository.get(partnerId, id);
  if (!found) throw notFound();
  return found;
}

/** The write calls' own errors (002 7 'custom error handling on write calls') as 422s with their texts. */
export function asCallerError(err: unknown): unknown {
  if (err instanceof ProviderRejectedError) return unprocessable(MESSAGES.ssoProviderRejected, [{ path: 'metadataUrl', message: err.message }]);
  return err;
}
