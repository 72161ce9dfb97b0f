/**
 * SSO configs of a partner and the claims on their email domains. A domain belongs to one config across all partners
 * (auth/mode must answer one way for an address): a claim item per domain, written in the same transaction as the
 * config, enforces it.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { SsoConfigInput } from '@shared/contracts/sso-configs';
import { SSO_TYPES } from '@shared/contracts/sso-configs';
import { byIdIndex, lazy, SERVICE, updatedAtAttribute, writtenItem } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';
import { NameTakenError } from '@functions/lib/errors';
import { MESSAGES } from '@shared/messages';

const model = lazy((cfg) => {
  const ssoConfig = new Entity(
    {
      model: { entity: 'ssoConfig', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        type: { type: SSO_TYPES, required: true },
        emailDomains: { type: 'list', items: { type: 'string' }, required: true },
        metadataUrl: { type: 'string' },
        metadataXml: { type: 'string' },
        isActive: { type: 'boolean', required: true },
        /** The identity provider's name in the Cognito user pool. */
        providerName: { type: 'string', required: true, readOnly: true },
        /** Answered as `__v`. */
        version: { type: 'number', required: true, default: 0 },
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byPartner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['partnerId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  const domainClaim = new Entity(
    {
      model: { entity: 'ssoDomain', version: '1', service: SERVICE },
      attributes: { domain: { type: 'string', required: true }, configId: { type: 'string', required: true } },
      indexes: { byDomain: { pk: { field: 'pk', composite: ['domain'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  return new Service({ ssoConfig, domainClaim }, cfg);
});

export type StoredSsoConfig = EntityItem<ReturnType<typeof model>['entities']['ssoConfig']>;

/** One of the config's email domains is claimed by another config. */

/** Cognito provider names: up to 32 characters, no underscores or spaces. */
export const providerNameOf = (id: string) => `sso-${id}`;

function fieldsOf(input: SsoConfigInput) {
  return { name: input.name, type: input.type, emailDomains: input.emailDomains, isActive: input.isActive };
}

async function reread(id: string): Promise<StoredSsoConfig> {
  const { data } = await model().entities.ssoConfig.get({ id }).go({ consistent: true });
  if (!data) throw new Error('SSO config vanished after writing');
  return data;
}

export const ssoConfigsRepository = {
  async create(partnerId: string, input: SsoConfigInput): Promise<StoredSsoConfig> {
    const id = newId();
    const item = {
      id,
      partnerId,
      ...fieldsOf(input),
      providerName: providerNameOf(id),
      ...(input.metadataUrl ? { metadataUrl: input.metadataUrl } : { metadataXml: input.metadataXml }),
    };
    let put: object = {};
    const result = await model()
      .transaction.write(({ ssoConfig, domainClaim }) => [
        (put = ssoConfig.create(item).commit()),
        ...input.emailDomains.map((domain) => domainClaim.create({ domain, configId: id }).commit()),
      ])
      .go();
    if (result.canceled) throw new NameTakenError(MESSAGES.ssoDomainTaken, [{ path: 'emailDomains', message: MESSAGES.ssoDomainTaken }]);
    return model().entities.ssoConfig.parse(writtenItem(put)).data!;
  },
  /** The config if it belongs to this partner; another partner's id reads as unknown. */
  async get(partnerId: string, id: string): Promise<StoredSsoConfig | null> {
    const { data } = await model().entities.ssoConfig.get({ id }).go();
    return data && data.partnerId === partnerId ? data : null;
  },
  /** Any partner's config: for the federated callback, which has no caller yet. */
  async findById(id: string): Promise<StoredSsoConfig | null> {
    const { data } = await model().entities.ssoConfig.get({ id }).go();
    return data;
  },
  async list(partnerId: string): Promise<StoredSsoConfig[]> {
    const { data } = await model().entities.ssoConfig.query.byPartner({ partnerId }).go({ pages: 'all' });
    return data;
  },
  /** The active config covering this email address's domain, if any. */
  async findActiveForEmail(email: string): Promise<StoredSsoConfig | null> {
    const domain = email.trim().toLowerCase().split('@')[1];
    if (!domain) return null;
    const { entities } = model();
    const { data: claim } = await entities.domainClaim.get({ domain }).go();
    if (!claim) return null;
    const { data } = await entities.ssoConfig.get({ id: claim.configId }).go();
    return data?.isActive ? data : null;
  },
  /** Replaces the settings; domains dropped are released and domains added are claimed, all in one transaction. */
  async update(existing: StoredSsoConfig, input: SsoConfigInput): Promise<StoredSsoConfig> {
    const added = input.emailDomains.filter((d) => !existing.emailDomains.includes(d));
    const dropped = existing.emailDomains.filter((d) => !input.emailDomains.includes(d));
    const metadata = input.metadataUrl ? { metadataUrl: input.metadataUrl } : { metadataXml: input.metadataXml! };
    const result = await model()
      .transaction.write(({ ssoConfig, domainClaim }) => [
        ssoConfig
          .patch({ id: existing.id })
          .set({ ...fieldsOf(input), ...metadata })
          .remove([input.metadataUrl ? 'metadataXml' : 'metadataUrl'])
          .add({ version: 1 })
          .where(({ partnerId }, { eq }) => eq(partnerId, existing.partnerId))
          .commit(),
        ...dropped.map((domain) =>
          domainClaim
            .delete({ domain })
            .where(({ configId }, { eq }) => eq(configId, existing.id))
            .commit(),
        ),
        ...added.map((domain) => domainClaim.create({ domain, configId: existing.id }).commit()),
      ])
      .go();
    if (result.canceled) throw new NameTakenError(MESSAGES.ssoDomainTaken, [{ path: 'emailDomains', message: MESSAGES.ssoDomainTaken }]);
    return reread(existing.id);
  },
  /** Puts a config back as it was (after its identity provider refused a change). */
  async restore(previous: StoredSsoConfig, current: StoredSsoConfig): Promise<void> {
    const { metadataUrl, metadataXml, name, type, emailDomains, isActive } = previous;
    await this.update(current, { name, type, emailDomains, isActive, metadataUrl, metadataXml });
  },
  async delete(existing: StoredSsoConfig): Promise<void> {
    await model()
      .transaction.write(({ ssoConfig, domainClaim }) => [
        ssoConfig.delete({ id: existing.id }).commit(),
        ...existing.emailDomains.map((domain) =>
          domainClaim
            .delete({ domain })
            .where(({ configId }, { eq }) => eq(configId, existing.id))
            .commit(),
        ),
      ])
      .go();
  },
};
