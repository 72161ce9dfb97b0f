/**
 * The publishing settings that connect the seeded business nodes to the embedded ad platforms' accounts
 * (infra/local/ad-platforms-simulator/accounts.ts): each of Demo Agency's markets holds a Meta ad account and page
 * (Germany and France the EMEA account, United States the Americas one), the DCM network and advertiser, the DV360
 * advertiser, the Google Ads customer, the YouTube channel and their tokens (encrypted as the API stores them); Other Client's product
 * 'Trail Shoes' its own accounts. On the markets, not above them: a node made under a region or the product starts
 * with nothing to inherit (the seeded campaigns sit on the markets).
 * Idempotent: a node that has publishing settings keeps them.
 */
import { PUBLISHING_TOKEN_PROPERTIES } from '@shared/constants';
import { secretHint } from '@shared/domain/secrets';
import { businessNodesRepository, type BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { encryptSecret } from '@functions/lib/secrets';
import { SIM_TOKENS } from './ad-platforms-simulator/accounts';

type Settings = Record<string, string>;

/** The Google Marketing Platform and Google Ads settings Demo Agency's markets share. */
const DEMO_GOOGLE: Settings = {
  dcmNetworkId: '1122334',
  dcmAdvertiserId: '8012345',
  dv360AdvertiserId: '4455667',
  gadsCustomerAccountId: '123-456-7890',
  dv360Token: SIM_TOKENS.demoGoogle,
  gadsToken: SIM_TOKENS.demoGads,
  youtubeToken: SIM_TOKENS.demoYoutube,
};

export const SEEDED_PUBLISHING: Record<'Demo Agency' | 'Other Client', Record<string, Settings>> = {
  'Demo Agency': {
    Germany: { facebookAdAccountId: '1029384756', facebookPageId: '104857392011', ...DEMO_GOOGLE },
    France: { facebookAdAccountId: '1029384756', facebookPageId: '104857392011', ...DEMO_GOOGLE },
    'United States': { facebookAdAccountId: '5647382910', facebookPageId: '104857392011', ...DEMO_GOOGLE },
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
      youtubeToken: SIM_TOKENS.otherYoutube,
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
