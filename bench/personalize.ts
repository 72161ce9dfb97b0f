/**
 * Personalize figures (`npm run bench -- personalize`): a tree of 10,000 variants (BENCH_VARIANTS; fixture
 * seedLargeTree of infra/local/seed-personalize.ts) through the API: the grid's first page (GET variants, 100 rows, with
 * the tree's counts), a filtered and a searched page, median of BENCH_PAGE_REQUESTS; and bulk activation then
 * deactivation of all 10,000 (one PATCH each, every variant with all its formats selected). Each beside the no-op
 * route measured in the same run. Goals (ISSUE 16): first page < 400 ms, bulk activation < 10 s.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { personalizeRepository } from '@functions/personalize/personalize-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { seedLargeTree } from '@infra/local/seed-personalize';
import { startLocalStack } from '@infra/local/stack';
import { NOOP_ROUTE, timed } from './assets';

const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 10_000);
const PAGE_REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 20);
const PAGE_GOAL_MS = 400;
const BULK_GOAL_MS = 10_000;

async function signInAs(url: string, username: string) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD_DEFAULT }) });
  const body = (await login.json()) as { id: string; token: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, id: body.id, csrf: body.token };
}

export async function personalizeBench() {
  ensureJava();
  const stack = await startLocalStack({ port: 0, siteDir: '/nonexistent', seed: true, env: { SEED_REPORT_ROWS: '1000' }, extraRoutes: [NOOP_ROUTE] });
  try {
    const admin = await signInAs(stack.url, 'admin@demo.test');
    const user = (await usersRepository.get(admin.id))!;
    let tree = null;
    for (const c of await campaignsRepository.listByPartner(user.partnerId)) {
      tree = (await personalizeRepository.listTrees(c.id)).find((t) => t.platform === 'google') ?? null;
      if (tree) break;
    }
    if (!tree) throw new Error('no seeded google tree');
    const fallback = (await personalizeRepository.listVariants(tree.id)).find((v) => v.isFallback)!;
    await personalizeRepository.write([personalizeRepository.updateVariant(fallback, { enabled: true, approved: true })]);
    const seedStart = performance.now();
    const ids = await seedLargeTree(tree, VARIANTS);
    const seeded = (performance.now() - seedStart) / 1000;
    const base = `${stack.url}/api/campaigns/${tree.campaignId}/personalize/${tree.id}`;
    const cold = await timed(`${base}/variants?page=1&pageSize=100`, admin.cookie, 1);
    await timed(`${base}/variants?page=1&pageSize=100`, admin.cookie, 3);
    const noop = await timed(`${stack.url}/api/bench/noop`, admin.cookie, PAGE_REQUESTS);
    console.log(`\nPersonalize over a tree of ${ids.length + 1}+ variants (${VARIANTS} seeded in ${seeded.toFixed(1)} s), median of ${PAGE_REQUESTS}, ratio to a no-op handler (${noop.toFixed(2)} ms)`);
    for (const [label, query] of [
      ['first page (100 rows + counts)', 'page=1&pageSize=100'],
      ['filtered (off), page 20', 'statuses=off&page=20&pageSize=100'],
      ['searched', 'search=variant%2099&pageSize=100'],
    ] as const) {
      const ms = await timed(`${base}/variants?${query}`, admin.cookie, PAGE_REQUESTS);
      console.log(`  ${label.padEnd(32)} ${(ms / noop).toFixed(0).padStart(5)}x the no-op (${ms.toFixed(1)} ms)${label.startsWith('first') ? `, ${(ms / PAGE_GOAL_MS).toFixed(2)}x the goal (${PAGE_GOAL_MS} ms)` : ''}`);
    }
    console.log(`  ${'first page, cold container'.padEnd(32)} ${(cold / noop).toFixed(0).padStart(5)}x the no-op (${cold.toFixed(1)} ms: every variant read once, then kept while unchanged)`);
    const seededIds = new Set(ids);
    const variants = (await personalizeRepository.listVariants(tree.id)).filter((v) => seededIds.has(v.id));
    const items = variants.map((v) => ({ variantId: v.id, formatIds: Object.keys(v.formats) }));
    for (const action of ['activate', 'deactivate'] as const) {
      const t = performance.now();
      const res = await fetch(`${base}/bulk/variants/${action}`, {
        method: 'PATCH',
        headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ variants: items, ...(action === 'activate' ? { includeArchived: false } : {}) }),
      });
      const body = (await res.json()) as { updated: number; failed: number };
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`bulk ${action}: ${res.status} ${JSON.stringify(body)}`);
      const after = await timed(`${base}/variants?page=1&pageSize=100`, admin.cookie, 1);
      console.log(
        `  bulk ${action} of ${items.length}`.padEnd(34) +
          ` ${(ms / noop).toFixed(0).padStart(5)}x the no-op (${(ms / 1000).toFixed(2)} s; updated ${body.updated}, failed ${body.failed})${action === 'activate' ? `, ${(ms / BULK_GOAL_MS).toFixed(2)}x the goal (10 s)` : ''}; first page after it ${after.toFixed(0)} ms`,
      );
    }
  } finally {
    await stack.stop();
  }
}
