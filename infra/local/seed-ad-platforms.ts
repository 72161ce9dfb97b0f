/**
 * The publishing settings that connect the seeded business nodes to the embedded ad platforms' accounts
 * (infra/local/ad-platforms-simulator/accounts.ts): Demo Agency's product 'Sparkle Zero' holds its Meta ad account and
 * page, DCM network and advertiser, DV360 advertiser, Google Ads customer and their tokens (encrypted as the API
 * stores them); its region 'Americas' its own Meta ad account; Other Client's 'Trail Shoes' its own accounts.
 * Idempotent: a node that has publishing settings keeps them.
 */
import { PUBLISHING_TOKEN_PROPERTIES } from '@shared/constants';
import { secretHint } from '@shared/domain/secrets';
import { businessNodesRepository, type BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { encryptSecret } from '@functions/lib/secrets';
import { SIM_TOKENS } from './ad-platforms-simulator/accounts';

type Settings = Record<string, string>;

export const SEEDED_PUBLISHING: Record<'Demo Agency' | 'Other Client', Record<string, Settings>> = {
  'Demo Agency': {
    'Sparkle Zero': {
      facebookAdAccountId: '1029384756',
      facebookPageId: '104857392011',
      dcmNetworkId: '1122334',
      dcmAdvertiserId: '8012345',
      dv360AdvertiserId: '4455667',
      gadsCustomerAccountId: '123-456-7890',
      dv360Token: SIM_TOKENS.demoGoogle,
      gadsToken: SIM_TOKENS.demoGads,
    },
    Americas: { facebookAdAccountId: '5647382910' },
  },
  'Other Client': {
    'Trail Shoes': {
      facebookAdAccountId: '9988776655',
      facebookPageId: '209384756120',
      dcmNetworkId: '3344556',
      dcmAdvertiserId: '8099001',
      dv360AdvertiserId: '7788990',
      gadsCustomerAccountId: '987-654-3210',
      dv360Token: SIM_TOKENS.otherGoogle,
      gadsToken: SIM_TOKENS.otherGads,
    },
  },
};

const isToken = (k: string): k is (typeof PUBLISHING_TOKEN_PROPERTIES)[number] => (PUBLISHING_TOKEN_PROPERTIES as readonly string[]).includes(k);

export async function seedAdPlatforms(nodes: readonly BusinessNode[], settingsByName: Record<string, Settings>): Promise<void> {
  for (const [name, settings] of Object.entries(settingsByName)) {
    const node = nodes.find((n) => n.name === name);
    if (!node || Object.keys(node.publishing ?? {}).length || Object.keys(node.tokens ?? {}).length) continue;
    const text = Object.fromEntries(Object.entries(settings).filter(([k]) => !isToken(k)));
    const tokens = Object.fromEntries(Object.entries(settings).filter(([k]) => isToken(k)).map(([k, v]) => [k, { ciphertext: encryptSecret(v), hint: secretHint(v) }]));
    await businessNodesRepository.setPublishing(node.id, text, tokens);
  }
}
