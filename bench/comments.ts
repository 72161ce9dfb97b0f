/**
 * `npm run bench -- comments`: the comments panel over a campaign with 5,000 comments (BENCH_COMMENTS): 1,000 threads
 * of a root and 4 replies on 50 variants, a tenth private, a third resolved, a fifth with a time code, written straight
 * through the repository (bench/ only). Printed, each the median of BENCH_COMMENT_REQUESTS as a ratio to a no-op
 * handler behind the same gateway, for a self-service manager: the panel's first page on the whole campaign, on one
 * variant, on all 50 variants (POST new-comments/list), one variant sorted by time code (reads all its threads), a
 * page deep in the list by cursor, and the 50 comment-button counts. Goal (ours): the first page within 300 ms median
 * on this shared machine, as the campaign list's. Not a test: nothing fails on a number.
 */
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { commentsRepository, type NewComment, type StoredComment } from '@functions/comments/comments-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { newId } from '@functions/lib/ids';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { startLocalStack } from '@infra/local/stack';
import { median, NOOP_ROUTE, timed } from './assets';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 5_000);
const REQUESTS = Number(process.env.BENCH_COMMENT_REQUESTS ?? 40);
const PER_THREAD = 5;
const VARIANTS = 50;
const GOAL_MS = 300;
const MANAGER = 'selfservicemanager@demo.test';

async function signInAs(url: string, username: string) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD_DEFAULT }) });
  const body = (await login.json()) as { id: string; token: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, id: body.id, csrf: body.token };
}

/** The median time of n sequential POSTs of the body (each must answer 200). */
async function timedPost(url: string, who: { cookie: string; csrf: string }, body: unknown, n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return median(times);
}

async function seedComments(partnerId: string, campaignId: string, authors: { id: string; name: string; email: string; role: 'selfServiceManager' | 'reviewer' }[], variants: string[]) {
  const threads = Math.ceil(COMMENTS / PER_THREAD);
  let next = 0;
  const worker = async () => {
    while (next < threads) {
      const t = next++;
      const rootId = newId();
      const base = (i: number, id: string): NewComment => {
        const author = authors[(t + i) % authors.length]!;
        return {
          id,
          partnerId,
          ownerType: 'campaign',
          ownerId: campaignId,
          threadId: rootId,
          ...(i > 0 ? { parentId: rootId } : {}),
          author: { _id: author.id, name: author.name, email: author.email, role: author.role },
          authorSide: author.role === 'reviewer' ? 'client' : 'agency',
          body: `Bench comment ${t}.${i}: the logo should be larger and the call to action clearer on this frame.`,
          mentions: [],
          mentionIds: [],
          private: t % 10 === 0,
          ...(t % 5 === 0 ? { timeCode: (t % 30) + i / 10 } : {}),
          attachments: [],
          commentedEntityId: variants[t % variants.length]!,
          commentedEntityType: 'PersonalizeVariant',
          context: 'Personalize',
          createdAt: Date.now(),
          updatedAt: Date.now(),
        };
      };
      const root: StoredComment = await commentsRepository.create(base(0, rootId));
      for (let i = 1; i < PER_THREAD; i++) await commentsRepository.create(base(i, newId()));
      if (t % 3 === 0) await commentsRepository.setResolved(root, true, root.author._id);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return threads * PER_THREAD;
}

export async function commentsBench() {
  ensureJava();
  const stack = await startLocalStack({ port: 0, siteDir: '/nonexistent', seed: true, env: { SEED_REPORT_ROWS: '1000' }, extraRoutes: [NOOP_ROUTE] });
  try {
    const manager = await signInAs(stack.url, MANAGER);
    const user = (await usersRepository.get(manager.id))!;
    const reviewer = (await usersRepository.findByEmail('reviewer@demo.test'))!;
    const germany = (await businessNodesRepository.listByPartner(user.partnerId)).find((n) => n.name === 'Germany')!;
    const campaign = await campaignsRepository.createIfAbsent({ partnerId: user.partnerId, businessNodeId: germany.id, platform: 'google', name: `Comments bench ${newId()}` });
    const variants = Array.from({ length: VARIANTS }, () => newId());
    const seeded = performance.now();
    const written = await seedComments(
      user.partnerId,
      campaign.id,
      [
        { id: user.id, name: user.name ?? user.email, email: user.email, role: 'selfServiceManager' },
        { id: reviewer.id, name: reviewer.name ?? reviewer.email, email: reviewer.email, role: 'reviewer' },
      ],
      variants,
    );
    console.log(
      `\nComments panel over a campaign with ${written.toLocaleString('en')} comments (${written / PER_THREAD} threads on ${VARIANTS} variants, written in ${((performance.now() - seeded) / 1000).toFixed(1)} s), ` +
        `as ${MANAGER}, median of ${REQUESTS}, ratio to a no-op handler; goal: first page <= ${GOAL_MS} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the partner's campaigns are read at most once a second
    const base = `${stack.url}/api/campaigns/${campaign.id}`;
    for (let i = 0; i < 3; i++) await timed(`${base}/comments/list`, manager.cookie, 1);
    const noop = await timed(`${stack.url}/api/bench/noop`, manager.cookie, REQUESTS);
    const page = (await (await fetch(`${base}/comments/list?limit=20`, { headers: { cookie: manager.cookie } })).json()) as { comments: unknown[]; nextCursor: string };
    let deep = page.nextCursor;
    for (let i = 0; i < 9; i++) deep = ((await (await fetch(`${base}/comments/list?limit=20&cursor=${deep}`, { headers: { cookie: manager.cookie } })).json()) as { nextCursor: string }).nextCursor;
    const rows: [string, () => Promise<number>, boolean][] = [
      ['first page, whole campaign (20 threads)', () => timed(`${base}/comments/list?limit=20`, manager.cookie, REQUESTS), true],
      ['first page, one variant', () => timed(`${base}/comments?entityIds=${variants[0]}&limit=20`, manager.cookie, REQUESTS), true],
      ['first page, 50 variants (POST list)', () => timedPost(`${base}/new-comments/list`, manager, { entityIds: variants, limit: 20 }, REQUESTS), true],
      ['one variant by time code (all threads)', () => timed(`${base}/comments?entityIds=${variants[0]}&sortByTimeCode=1&showResolved=1&limit=20`, manager.cookie, REQUESTS), false],
      ['page 11 by cursor', () => timed(`${base}/comments/list?limit=20&cursor=${deep}`, manager.cookie, REQUESTS), false],
      ['counts of 50 variants', () => timedPost(`${base}/new-comments/variant`, manager, { entityIds: variants }, REQUESTS), false],
    ];
    for (const [label, run, goal] of rows) {
      const ms = await run();
      console.log(`  ${label.padEnd(42)} ${(ms / noop).toFixed(0).padStart(4)}x the no-op (${ms.toFixed(1)} ms vs ${noop.toFixed(2)} ms)${goal ? `, ${(ms / GOAL_MS).toFixed(2)}x the goal` : ''}`);
    }
  } finally {
    await stack.stop();
  }
}
