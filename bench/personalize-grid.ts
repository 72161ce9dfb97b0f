/**
 * `npm run bench -- personalize-grid`: the personalize grid over a tree of 10,000 variants (BENCH_GRID_VARIANTS), in
 * headless Chromium as a self-service manager. Printed: the first page through the API (median of BENCH_GRID_REQUESTS,
 * beside a no-op handler behind the same gateway); the page from navigation to its first rows on screen (median of
 * BENCH_GRID_RUNS, beside that API call and the goal < 400 ms); and the most variant rows in the DOM while scrolling
 * from the first to the last variant (goal < 100), beside the rows loaded by then (what a grid without virtualization
 * would hold). The variants are copies of a seeded Google tree's variant with fresh ids, written straight through the
 * repository (bench/ only).
 */
import { chromium, type Page } from 'playwright-core';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { newId } from '@functions/lib/ids';
import { personalizeRepository, type Tree } from '@functions/personalize/personalize-repository';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { ensureSite, SITE_DIR } from '@infra/local/site';
import { startLocalStack } from '@infra/local/stack';
import { median, NOOP_ROUTE, timed } from './assets';

const VARIANTS = Number(process.env.BENCH_GRID_VARIANTS ?? 10_000);
const RUNS = Number(process.env.BENCH_GRID_RUNS ?? 5);
const REQUESTS = Number(process.env.BENCH_GRID_REQUESTS ?? 20);
const FIRST_PAGE_GOAL_MS = 400;
const DOM_ROWS_GOAL = 100;
const MANAGER = 'selfservicemanager@demo.test';
const ROW = '[data-testid="variant-row"]';

/** A seeded Google tree of the manager's partner, filled up to VARIANTS with copies of its first variant. */
async function bigTree(partnerId: string): Promise<Tree> {
  for (const campaign of await campaignsRepository.listByPartner(partnerId)) {
    const tree = (await personalizeRepository.listTrees(campaign.id)).find((t) => t.platform === 'google');
    if (!tree) continue;
    const existing = await personalizeRepository.listVariants(tree.id);
    const sample = existing[0];
    if (!sample) continue;
    const writes = Array.from({ length: Math.max(0, VARIANTS - existing.length) }, (_, i) => {
      const formats = Object.fromEntries(
        Object.values(sample.formats).map((f) => {
          const id = newId();
          return [id, { ...f, id }];
        }),
      );
      return personalizeRepository.createVariant({ id: newId(), partnerId, campaignId: campaign.id, treeId: tree.id, name: `Bench variant ${i + 1}`, sourceKey: `bench:${i}`, formats, approved: true, enabled: false });
    });
    await personalizeRepository.write(writes);
    return tree;
  }
  throw new Error('No seeded Google tree with a variant');
}

/** Navigation to the grid's first rows on screen. */
async function openGrid(page: Page, url: string): Promise<number> {
  const start = performance.now();
  await page.goto(url);
  await page.locator(ROW).first().waitFor({ timeout: 60_000 });
  return performance.now() - start;
}

/** Scrolls the grid from top to bottom (loading pages as it goes) and answers the most rows seen in the DOM at once. */
async function scrollThrough(page: Page): Promise<{ maxRows: number; loaded: number; seconds: number }> {
  const start = performance.now();
  let maxRows = 0;
  for (;;) {
    const state = await page.evaluate((row) => {
      const grid = document.querySelector<HTMLElement>('[data-testid="variant-grid"]')!;
      grid.scrollTop += grid.clientHeight * 2;
      return { rows: document.querySelectorAll(row).length, atEnd: grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 2, loading: document.body.textContent!.includes('Loading more variants') };
    }, ROW);
    maxRows = Math.max(maxRows, state.rows);
    if (state.atEnd && !state.loading) break;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    if (performance.now() - start > 600_000) throw new Error('Scrolling took more than 10 minutes');
  }
  const loaded = await page.evaluate(() => Number(document.querySelector('[data-testid="variant-grid"]')!.getAttribute('aria-rowcount')) - 2);
  return { maxRows, loaded, seconds: (performance.now() - start) / 1000 };
}

export async function personalizeGridBench(): Promise<void> {
  ensureJava();
  ensureSite();
  const stack = await startLocalStack({ port: 0, siteDir: SITE_DIR, seed: true, env: { SEED_REPORT_ROWS: '1000' }, extraRoutes: [NOOP_ROUTE] });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const user = (await usersRepository.findByEmail(MANAGER))!;
    const seeded = performance.now();
    const tree = await bigTree(user.partnerId);
    const count = (await personalizeRepository.listVariants(tree.id)).length;
    console.log(`\nPersonalize grid over a tree of ${count.toLocaleString('en')} variants (written in ${((performance.now() - seeded) / 1000).toFixed(1)} s), in headless Chromium as ${MANAGER}`);

    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(MANAGER);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Password').fill(DEMO_PASSWORD_DEFAULT);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    const api = `${stack.url}/api/campaigns/${tree.campaignId}/personalize/${tree.id}/variants?page=1&pageSize=100`;
    await timed(api, cookie, 3);
    const noop = await timed(`${stack.url}/api/bench/noop`, cookie, REQUESTS);
    const firstPage = await timed(api, cookie, REQUESTS);
    console.log(`  first page through the API (100 variants), median of ${REQUESTS}: ${firstPage.toFixed(1)} ms, ${(firstPage / noop).toFixed(0)}x a no-op handler (${noop.toFixed(2)} ms)`);

    const url = `${stack.url}/campaigns/${tree.campaignId}/personalize/${tree.id}`;
    await openGrid(page, url);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await openGrid(page, url));
    const shown = median(times);
    console.log(
      `  first rows on screen from navigation, median of ${RUNS}: ${shown.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}); ` +
        `${(shown / firstPage).toFixed(1)}x the API's first page, ${(shown / FIRST_PAGE_GOAL_MS).toFixed(2)}x the goal (< ${FIRST_PAGE_GOAL_MS} ms)`,
    );
    const scroll = await scrollThrough(page);
    console.log(
      `  scrolled to the last of ${scroll.loaded.toLocaleString('en')} loaded rows in ${scroll.seconds.toFixed(1)} s: at most ${scroll.maxRows} variant rows in the DOM ` +
        `(goal < ${DOM_ROWS_GOAL}: ${(scroll.maxRows / DOM_ROWS_GOAL).toFixed(2)}x of it; ${(scroll.maxRows / scroll.loaded).toFixed(4)}x the rows a grid without virtualization would hold)`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
