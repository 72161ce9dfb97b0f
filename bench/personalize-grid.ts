/**
 * `npm run bench -- personalize-grid`: the personalize grid over a tree of 10,000 variants (BENCH_GRID_VARIANTS), in
 * headless Chromium as a self-service manager. Printed: the first page through the API (median of BENCH_GRID_REQUESTS,
 * beside a no-op handler behind the same gateway: the reference of the figures below); the grid's first rows on screen
 * (median of BENCH_GRID_RUNS each), timed in the page (navigation start, or the moment the in-app navigation starts, to
 * the first frame with a variant row), two ways:
 * - in-app: the app already loaded on the campaigns list, the user goes to the grid's address (the router's own
 *   navigation, as a link does): the personalize screen's chunk, its calls and its first render. The goal (< 400 ms,
 *   the 'first page ... in a headless browser') is read against this one;
 * - cold: a full page load of the grid's address (the app's JS from the browser cache, as a returning user has it):
 *   the app's start, the session check, the route's chunk, the calls and the render, for information;
 * and the most variant rows in the DOM while scrolling from the first to the last variant (goal < 100), beside the
 * rows loaded by then (what a grid without virtualization would hold; BENCH_GRID_SCROLL=0 leaves the scroll out). The
 * variants are copies of a seeded Google tree's variant with fresh ids, written straight through the repository
 * (bench/ only). The stack, the stand-ins and the browser take free ports.
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
const SCROLL = process.env.BENCH_GRID_SCROLL !== '0';
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

/**
 * Before any script of the page: the time of the first frame that shows a variant row after `__rowsFrom` (0: the
 * navigation start), in the page's clock.
 */
function watchFirstRow(row: string) {
  const w = window as unknown as { __rowsFrom: number; __rowsAt: number | null };
  w.__rowsFrom = 0;
  w.__rowsAt = null;
  let waiting = false;
  new MutationObserver(() => {
    if (w.__rowsAt !== null || waiting || !document.querySelector(row)) return;
    waiting = true;
    requestAnimationFrame(() => {
      w.__rowsAt = performance.now();
      waiting = false;
    });
  }).observe(document, { childList: true, subtree: true });
}

const rowsShownAfterStart = (page: Page) =>
  page.waitForFunction(() => {
    const w = window as unknown as { __rowsFrom: number; __rowsAt: number | null };
    return w.__rowsAt !== null && w.__rowsAt - w.__rowsFrom;
  }, undefined, { timeout: 60_000, polling: 50 }).then((h) => h.jsonValue() as Promise<number>);

/** A full load of the grid's address to its first rows on screen. */
async function openGridCold(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return rowsShownAfterStart(page);
}

/**
 * The app loaded on the campaigns list, then an in-app navigation to the grid's address: the history entry pushed and
 * announced as the router hears a move in history (the same route loading a link's click starts), to the first rows.
 */
async function openGridInApp(page: Page, origin: string, path: string): Promise<number> {
  await page.goto(`${origin}/campaigns`);
  // the list shown (its campaigns' links), its calls done
  await page.locator('table a[href^="/campaigns/"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate((to) => {
    const w = window as unknown as { __rowsFrom: number; __rowsAt: number | null };
    w.__rowsAt = null;
    w.__rowsFrom = performance.now();
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  return rowsShownAfterStart(page);
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

    const path = `/campaigns/${tree.campaignId}/personalize/${tree.id}`;
    await page.addInitScript(watchFirstRow, ROW);
    const runs = async (open: () => Promise<number>) => {
      await open();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await open());
      return { median: median(times), all: times.map((t) => t.toFixed(0)).join(', ') };
    };
    const inApp = await runs(() => openGridInApp(page, stack.url, path));
    const cold = await runs(() => openGridCold(page, `${stack.url}${path}`));
    console.log(`  first rows on screen, median of ${RUNS} each, beside the API's first page (${firstPage.toFixed(1)} ms); the goal (< ${FIRST_PAGE_GOAL_MS} ms) is read against the in-app figure:`);
    console.log(
      `    in-app navigation (app loaded, campaigns list -> grid): ${inApp.median.toFixed(0)} ms (${inApp.all}); ${(inApp.median / firstPage).toFixed(1)}x the API's first page, ` +
        `${(inApp.median / FIRST_PAGE_GOAL_MS).toFixed(2)}x the goal`,
    );
    console.log(
      `    cold navigation (full page load, app start and session check included): ${cold.median.toFixed(0)} ms (${cold.all}); ${(cold.median / firstPage).toFixed(1)}x the API's first page ` +
        `(${(cold.median / FIRST_PAGE_GOAL_MS).toFixed(2)}x the goal's 400 ms, for information)`,
    );
    if (!SCROLL) return;
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
