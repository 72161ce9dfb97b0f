/**
 * First-start seed of the embedded default (never deployed): partners, a business-node tree, one user per role, concepts.
 * Idempotent: what exists is kept, so a restart changes nothing.
 */
import { isAssignedToNodes } from '@shared/domain/roles';
import { businessNodesRepository, type BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { seedSsoDemo } from './sso-try-out';
import { seedReporting } from './seed-reporting';
import { partnersRepository, type Partner } from '@functions/lib/identity/partners-repository';
import { seedFloodlight } from './seed-floodlight';
import { SEEDED_PUBLISHING, seedAdPlatforms } from './seed-ad-platforms';
import { seedAssets } from './seed-assets';
import { seedConcepts } from './seed-concepts';
import { seedTemplates } from './seed-templates';
import { seedVideoCreative } from './seed-video';
import { seedSavedReports } from './seed-saved-reports';
import { seedStoryboards } from './seed-storyboards';
import { seedComments } from './seed-comments';
import { seedExportStorage } from './seed-exports';
import { createAccount } from '@functions/users/accounts';
import { marketsRepository } from '@functions/markets/markets-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { userWrites } from '@functions/users/user-writes';

export { DEMO_PASSWORD_DEFAULT, SEED_ACCOUNTS, type SeedAccount } from './seed-accounts';
import { SEED_ACCOUNTS } from './seed-accounts';

type TreeSpec = { name: string; type: BusinessNode['type']; children?: TreeSpec[] };

const DEMO_TREE: TreeSpec[] = [
  {
    name: 'Beverages', type: 'division', children: [
      {
        name: 'Sparkle', type: 'brand', children: [
          {
            name: 'Sparkle Zero', type: 'product', children: [
              { name: 'EMEA', type: 'region', children: [{ name: 'Germany', type: 'market' }, { name: 'France', type: 'market' }] },
              { name: 'Americas', type: 'region', children: [{ name: 'United States', type: 'market' }] },
            ],
          },
        ],
      },
    ],
  },
];
const OTHER_TREE: TreeSpec[] = [{ name: 'Outdoor', type: 'brand', children: [{ name: 'Trail Shoes', type: 'product', children: [{ name: 'Spain', type: 'market' }] }] }];

async function ensurePartner(name: string, type: Partner['type']): Promise<Partner> {
  return (await partnersRepository.findByName(name)) ?? partnersRepository.create({ name, type });
}

async function ensureTree(partnerId: string, tree: TreeSpec[]): Promise<BusinessNode[]> {
  const existing = await businessNodesRepository.listByPartner(partnerId);
  if (existing.length) return existing;
  const created: BusinessNode[] = [];
  const walk = async (specs: TreeSpec[], parentId?: string) => {
    for (const spec of specs) {
      const node = await businessNodesRepository.create({ partnerId, parentId, name: spec.name, type: spec.type });
      created.push(node);
      await walk(spec.children ?? [], node.id);
    }
  };
  await walk(tree);
  return created;
}

/** Demo Agency's markets, each linked to the market node of the same name (so they are in use). */
const DEMO_MARKETS = ['Germany', 'France', 'United States'];

async function ensureMarkets(partnerId: string, nodes: BusinessNode[]): Promise<void> {
  for (const name of DEMO_MARKETS) {
    const market = (await marketsRepository.findByName(partnerId, name)) ?? (await marketsRepository.create(partnerId, name));
    const node = nodes.find((n) => n.type === 'market' && n.name === name);
    if (node && !node.marketId) await businessNodesRepository.setMarket(node.id, market.id);
  }
}

export async function seed(password: string): Promise<void> {
  const partners = {
    'Demo Agency': await ensurePartner('Demo Agency', 'Client'),
    'Other Client': await ensurePartner('Other Client', 'Client'),
  };
  const trees = {
    'Demo Agency': await ensureTree(partners['Demo Agency'].id, DEMO_TREE),
    'Other Client': await ensureTree(partners['Other Client'].id, OTHER_TREE),
  };
  await ensureMarkets(partners['Demo Agency'].id, trees['Demo Agency']);
  await seedFloodlight(partners['Demo Agency'].id);
  for (const partner of ['Demo Agency', 'Other Client'] as const) await seedAdPlatforms(trees[partner], SEEDED_PUBLISHING[partner]);
  for (const account of SEED_ACCOUNTS) {
    const existing = await usersRepository.findByEmail(account.email);
    // Data seeded before the accounts had names gets them (Admin > Users showed an empty Name column).
    if (existing && !existing.name) await userWrites.update(existing.id, { name: account.name });
    if (existing) continue;
    // Only admin and super are not assigned to nodes (002 6): everyone else gets the partner's top node.
    const top = trees[account.partner].find((n) => !n.parentId);
    await createAccount({
      email: account.email,
      name: account.name,
      password,
      role: account.role,
      partnerId: partners[account.partner].id,
      isConceptOnly: account.isConceptOnly ?? false,
      businessNodeIds: isAssignedToNodes(account.role) && top ? [top.id] : [],
    });
  }
  const requester = await usersRepository.findByEmail('selfservicemanager@demo.test');
  const libraryFiles = await seedAssets(partners['Demo Agency'].id, trees['Demo Agency'], requester!.id);
  await seedConcepts(partners['Demo Agency'].id, trees['Demo Agency'], requester!.id, libraryFiles);
  const approver = (await usersRepository.findByEmail('manager@demo.test'))!;
  await seedStoryboards(partners['Demo Agency'].id, requester!.id, { id: approver.id, name: approver.name ?? approver.email });
  await seedTemplates(partners['Demo Agency'].id, requester!, approver);
  const analyst = (await usersRepository.findByEmail('analyst@demo.test'))!;
  await seedSavedReports(partners['Demo Agency'].id, { id: analyst.id, email: analyst.email });
  await seedSsoDemo(partners['Demo Agency'].id, trees['Demo Agency'].find((n) => !n.parentId), password);
  await seedReporting({
    demo: { partnerId: partners['Demo Agency'].id, nodes: trees['Demo Agency'] },
    other: { partnerId: partners['Other Client'].id, nodes: trees['Other Client'] },
  });
  // after the campaigns (seedReporting) and storyboards it comments on
  await seedComments(partners['Demo Agency'].id);
  // the export destination on the embedded S3
  await seedExportStorage(partners['Demo Agency'].id, trees['Demo Agency']);
  // a video creative to render, after the campaigns and the concepts
  await seedVideoCreative(partners['Demo Agency'].id, requester!);
}
