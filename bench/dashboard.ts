/**
 * `npm run bench -- dashboard`: /reporter in headless Chromium, signed in as the analyst, from navigation to fully
 * loaded, over the report bench's data folder (BENCH_REPORT_DIR, BENCH_REPORT_ROWS: 10 million rows, generated once).
 * Fully loaded: all seven areas are on the page, none shows a skeleton or an error, every image in them has loaded,
 * and no request of the page is in flight. Median of BENCH_DASHBOARD_RUNS, printed beside the same report queries run
 * directly on DuckDB at once (scoped for the analyst by the same access rule, built by the same builder), and the goal.
 * BENCH_DASHBOARD_BASELINE names the folder of another build of the site (say, of the commit before a change): it is
 * timed too, run for run beside this one against the same server, so a change is measured in one run's conditions.
 * Both are served to the browser from their folders the same way (Playwright routes; the API and files as they are).
 */
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { reportRequestSchema, type ReportRequest } from '@shared/contracts/report';
import { campaignsInScope, dashboardReports, DEFAULT_FILTERS } from '@shared/reporting/dashboard';
import { createDuckDbEngine } from '@functions/reporting/engines/duckdb-engine';
import { scopeCampaigns, scopeReport } from '@functions/reporting/report-access';
import { buildReportQuery } from '@functions/reporting/sql/builder';
import type { Caller } from '@functions/lib/session';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { ensureSite, SITE_DIR } from '@infra/local/site';
import { startLocalStack } from '@infra/local/stack';
import { DIR, median, ROWS, seededFacts, timed, warmDynamoDb } from './report';

const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 5);
const BASELINE = process.env.BENCH_DASHBOARD_BASELINE;
const GOAL_MS = 1500;
const ANALYST = 'analyst@demo.test';
const AREAS = ['Stats', 'Time series', 'Top creatives', 'Worst creatives', 'Audience stats', 'Campaign variation changes', 'Benchmarks'];
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Whether every area is on the page with its data: no skeleton, no error, every image loaded. */
const areasLoaded = (areas: string[]) => {
  const regions = areas.map((name) => document.querySelector(`[role="region"][aria-label="${name}"]`));
  if (regions.some((r) => !r)) return false;
  if (regions.some((r) => r!.querySelector('.ant-alert-error'))) throw new Error(`An area failed: ${regions.map((r) => r!.textContent).join(' | ')}`);
  return regions.every((r) => !r!.querySelector('.ant-skeleton') && [...r!.querySelectorAll('img')].every((img) => img.complete));
};

/** Navigates to /reporter and answers the time to fully loaded. */
async function openDashboard(page: Page, url: string): Promise<number> {
  let inFlight = 0;
  const started = () => inFlight++;
  const ended = () => inFlight--;
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const start = performance.now();
    await page.goto(`${url}/reporter`);
    await page.waitForFunction(areasLoaded, AREAS, { polling: 'raf', timeout: 120_000 });
    while (inFlight > 0) {
      await new Promise((r) => setTimeout(r, 5));
      // images the areas asked for after the check above
      await page.waitForFunction(areasLoaded, AREAS, { polling: 'raf' });
    }
    return performance.now() - start;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A signed-in page whose site comes from `siteDir` (the app's paths answer its index.html), the API from the server. */
async function signedInPage(browser: Browser, url: string, siteDir: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.route(
    (target) => !/^\/(api|s3|ws)(\/|$)/.test(target.pathname),
    (route) => {
      const path = new URL(route.request().url()).pathname;
      return route.fulfill({ path: path.startsWith('/assets/') ? join(siteDir, path) : join(siteDir, 'index.html') });
    },
  );
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(ANALYST);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD_DEFAULT);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/reporter/);
  return page;
}

export async function dashboardBench(): Promise<void> {
  ensureJava();
  ensureSite();
  const begun = performance.now();
  const stack = await startLocalStack({ port: 0, dataDir: DIR, siteDir: SITE_DIR, seed: true, env: { SEED_REPORT_ROWS: String(ROWS) } });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const facts = await seededFacts(stack.env.REPORTING_DIR!);
    console.log(`\n/reporter in headless Chromium as ${ANALYST}: ${facts.rows.toLocaleString('en')} fact rows, ${facts.from} to ${facts.to} (${DIR}; ready in ${((performance.now() - begun) / 1000).toFixed(0)} s)`);

    const page = await signedInPage(browser, stack.url, SITE_DIR);
    const baseline = BASELINE ? await signedInPage(browser, stack.url, BASELINE) : undefined;
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await warmDynamoDb(stack.url, cookie);

    // The same report queries the dashboard reads as it opens (the default filters, today's 7 days), straight on DuckDB.
    const user = (await usersRepository.findByEmail(ANALYST))!;
    const caller = { user, partnerId: user.partnerId } as Caller;
    const scoped = { ...DEFAULT_FILTERS, campaignIds: campaignsInScope(DEFAULT_FILTERS, await scopeCampaigns(caller)) };
    const today = new Date().toISOString().slice(0, 10);
    const requests = Object.values(dashboardReports(scoped, today, { granularity: 'DAY', pages: { top: 0, worst: 0 } })).filter((r): r is ReportRequest => r !== null);
    const distinct = [...new Map(requests.map((r) => [JSON.stringify(r), r])).values()];
    const engine = await createDuckDbEngine(stack.env.REPORTING_DIR!);
    const direct = await timed(() =>
      Promise.all(distinct.map(async (body) => engine.run(buildReportQuery(await scopeReport(caller, reportRequestSchema.parse(body)), { dialect: 'duckdb', source: engine.source, conversions: new Map() })))),
    );

    // warm: the site's files in the browser, the server's modules
    await openDashboard(page, stack.url);
    if (baseline) await openDashboard(baseline, stack.url);
    const times: number[] = [];
    const baselineTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      times.push(await openDashboard(page, stack.url));
      if (baseline) baselineTimes.push(await openDashboard(baseline, stack.url));
    }
    const loaded = median(times);
    console.log(`  fully loaded (7 areas with their data and images, no request in flight), median of ${RUNS}: ${ms(loaded)} (${times.map(ms).join(', ')})`);
    if (baseline) {
      const before = median(baselineTimes);
      console.log(`  the baseline site ${BASELINE}, run for run beside it: ${ms(before)} (${baselineTimes.map(ms).join(', ')}); this one is ${(loaded / before).toFixed(2)}x of it`);
    }
    console.log(`  the same ${distinct.length} report queries directly on DuckDB, at once: ${ms(direct)}; the page is ${(loaded / direct).toFixed(2)}x of them`);
    console.log(`  goal < ${ms(GOAL_MS)}: ${(loaded / GOAL_MS).toFixed(2)}x of it`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
