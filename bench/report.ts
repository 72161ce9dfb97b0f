/**
 * `npm run bench -- report`: the reporter service at scale. BENCH_REPORT_ROWS fact rows (default 10 million,
 * the embedded seed's generator) in a data folder kept between runs (BENCH_REPORT_DIR). The five queries of the issue,
 * each through POST /report end to end (local gateway, signed-in analyst, session, campaign access, DuckDB), as a
 * ratio to the same SQL run directly in DuckDB on the same files and to PostgreSQL 15 loaded with the same rows; and
 * the /reporter dashboard's reports (shared/reporting/dashboard.ts) as one POST /report/batch and as separate calls.
 * Medians of BENCH_REPORT_RUNS.
 */
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportRequestSchema, type ReportRequest } from '@shared/contracts/report';
import type { ReportBatchRequest } from '@shared/contracts/report-dashboard';
import { campaignsInScope, dashboardReports, DEFAULT_FILTERS } from '@shared/reporting/dashboard';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { createDuckDbEngine, factsGlob } from '@functions/reporting/engines/duckdb-engine';
import { scopeCampaigns, scopeReport } from '@functions/reporting/report-access';
import { buildReportQuery } from '@functions/reporting/sql/builder';
import { raw } from '@functions/reporting/sql/fragment';
import type { Caller } from '@functions/lib/session';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { ensureJava } from '@infra/local/java';
import { DEMO_PASSWORD_DEFAULT } from '@infra/local/seed';
import { startLocalStack } from '@infra/local/stack';
import { loadFacts, PG_TABLE, startPostgres, toPostgresSql } from './postgres';

export const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 10_000_000);
export const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 5);
const WARM_REQUESTS = Number(process.env.BENCH_REPORT_WARM_REQUESTS ?? 2000);
export const DIR = process.env.BENCH_REPORT_DIR ?? join(tmpdir(), `marquee-bench-report-${ROWS}`);
const ANALYST = 'analyst@demo.test';
const SUMS = ['IMPRESSIONS', 'CLICKS', 'TOTAL_CONVERSIONS', 'VIDEO_COMPLETIONS', 'PURCHASES_CONVERSION_VALUE', 'MEDIA_SPEND', 'VIEWABLE_IMPRESSIONS'];

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function timed(run: () => Promise<unknown>, runs = RUNS): Promise<number> {
  await run(); // warm: module loading, file metadata, the engine's caches
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Waits for the seed's marker (the facts are written in the background above a few hundred thousand rows). */
export async function seededFacts(root: string): Promise<{ rows: number; from: string; to: string }> {
  const marker = join(root, 'seed.json');
  while (!existsSync(marker)) await new Promise((r) => setTimeout(r, 1000));
  return JSON.parse(readFileSync(marker, 'utf8')) as { rows: number; from: string; to: string };
}

/**
 * DynamoDB Local is a JVM: its first few thousand requests run while its JIT compiles, on the cores DuckDB needs.
 * Warm it with signed-in requests (the session and user reads every request makes) before anything is timed;
 * DynamoDB itself has no such warm-up.
 */
export async function warmDynamoDb(url: string, cookie: string): Promise<void> {
  const warmStarted = performance.now();
  for (let i = 0; i < WARM_REQUESTS; i++) await (await fetch(`${url}/api/auth/current-user`, { headers: { cookie } })).arrayBuffer();
  console.log(`  DynamoDB Local warmed with ${WARM_REQUESTS.toLocaleString('en')} signed-in requests in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`);
}

export async function reportBench(): Promise<void> {
  ensureJava();
  const started = performance.now();
  const stack = await startLocalStack({ port: 0, dataDir: DIR, siteDir: '/nonexistent', seed: true, env: { SEED_REPORT_ROWS: String(ROWS) } });
  const postgres = await startPostgres(join(DIR, 'postgres'));
  try {
    const root = stack.env.REPORTING_DIR!;
    const facts = await seededFacts(root);
    console.log(`\nReporting: ${facts.rows.toLocaleString('en')} fact rows, ${facts.from} to ${facts.to} (${DIR}; ready in ${((performance.now() - started) / 1000).toFixed(0)} s)`);

    const raw_ = await createDuckDbEngine(root);
    const loadStarted = performance.now();
    const loaded = await loadFacts(postgres.client, join(DIR, 'csv'), async (file) => {
      await raw_.run({ text: `COPY (SELECT * FROM read_parquet('${factsGlob(root)}', hive_partitioning = true)) TO '${file}' (FORMAT csv, HEADER true)`, params: [], columns: [] });
    }, facts.rows);
    if (loaded) console.log(`  PostgreSQL 15 loaded (COPY, indexes, VACUUM ANALYZE) in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);

    const login = await fetch(`${stack.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ANALYST, password: DEMO_PASSWORD_DEFAULT }) });
    const session = (await login.json()) as { token: string };
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const api = async (body: ReportRequest) => {
      const res = await fetch(`${stack.url}/api/report`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': session.token }, body: JSON.stringify(body) });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`POST /report answered ${res.status}: ${text}`);
      return text;
    };

    await warmDynamoDb(stack.url, cookie);

    // The same SQL the server runs for the analyst: scoped by the same access rule, built by the same builder.
    const user = (await usersRepository.findByEmail(ANALYST))!;
    const caller = { user, partnerId: user.partnerId } as Caller;
    const built = async (body: ReportRequest, source = raw_.source) =>
      buildReportQuery(await scopeReport(caller, reportRequestSchema.parse(body)), { dialect: 'duckdb', source, conversions: new Map() });
    const duck = async (body: ReportRequest) => raw_.run(await built(body));
    const pgRun = async (body: ReportRequest) => {
      const query = await built(body, raw(PG_TABLE));
      return (await postgres.client.query(toPostgresSql(query.text), query.params)).rows;
    };

    const campaigns = (await campaignsRepository.listByPartner(user.partnerId)).map((c) => c.id).sort();
    const all = { TIMESTAMP: { $between: [facts.from, facts.to] as [string, string] } };
    const page = { select: ['IMPRESSIONS', 'CLICKS', 'CTR'], groupBy: ['variationHash', 'audienceName'], where: all, orderBy: [{ field: 'IMPRESSIONS', direction: 'DESC' }], limit: 100, offset: 200 } satisfies ReportRequest;
    const queries: [string, ReportRequest[]][] = [
      ['campaign x day, 7 sums and CTR', [{ select: [...SUMS, 'CTR'], groupBy: ['campaignId'], granularity: 'DAY', where: all, limit: 10_000 }]],
      ['top 5 variations by CTR, >= 1,000 impressions', [{ select: ['IMPRESSIONS', 'CLICKS', 'CTR'], groupBy: ['variationHash'], where: all, having: { IMPRESSIONS: { $gte: 1000 } }, orderBy: [{ field: 'CTR', direction: 'DESC' }], limit: 5 }]],
      ['distinct-group count', [{ groupBy: ['variationHash', 'audienceName', 'AD_GROUP_ID'], where: all, count: true }]],
      ['3 campaigns over 28 days', [{ select: [...SUMS, 'CTR'], groupBy: ['campaignId'], granularity: 'DAY', where: { campaignId: { $in: campaigns.slice(0, 3) }, TIMESTAMP: { $between: [addDays(facts.to, -27), facts.to] } }, limit: 10_000 }]],
      ['page 100 at offset 200, with total', [page, { ...page, count: true }]],
    ];

    // the goals for two of them: the service's own cost on a narrow query, and the engine's lead on a wide one
    const goals: Record<string, string> = {
      'campaign x day, 7 sums and CTR': 'goal >= 8x faster than PostgreSQL',
      '3 campaigns over 28 days': 'goal <= 1.25x raw DuckDB',
    };
    console.log(`  five queries as ${ANALYST} (${campaigns.length} campaigns), median of ${RUNS}: POST /report vs the same SQL in DuckDB directly vs PostgreSQL 15`);
    for (const [name, bodies] of queries) {
      const viaApi = await timed(() => Promise.all(bodies.map(api)));
      const direct = await timed(() => Promise.all(bodies.map(duck)));
      const postgresMs = await timed(async () => { for (const body of bodies) await pgRun(body); }, Math.min(RUNS, 3));
      console.log(
        `  ${name.padEnd(48)} ${(viaApi / direct).toFixed(2)}x raw DuckDB (${ms(viaApi)} vs ${ms(direct)}), ` +
          `${(postgresMs / viaApi).toFixed(1)}x faster than PostgreSQL (${ms(postgresMs)})${goals[name] ? ` (${goals[name]})` : ''}`,
      );
    }

    // The dashboard as it opens (the default filters, the 7 days up to the newest): its reports as one POST /report/batch,
    // beside the same requests as separate /report calls at once (how it asked before) and one after another.
    const filters = DEFAULT_FILTERS;
    const reports = Object.values(dashboardReports(filters, addDays(facts.to, 1), { granularity: 'DAY', pages: { top: 0, worst: 0 } }));
    const dashboard = [...new Map(reports.filter((r) => r !== null).map((r) => [JSON.stringify(r), r])).values()];
    const batch = async () => {
      const body: ReportBatchRequest = { campaigns: { deliveryType: filters.deliveryType, channel: filters.channel }, requests: dashboard };
      const res = await fetch(`${stack.url}/api/report/batch`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': session.token }, body: JSON.stringify(body) });
      const results = (await res.json()) as { status: number }[];
      if (res.status !== 200 || results.some((r) => r.status !== 200)) throw new Error(`POST /report/batch answered ${res.status}: ${JSON.stringify(results)}`);
    };
    const scoped = { ...filters, campaignIds: campaignsInScope(filters, await scopeCampaigns(caller)) };
    const separate = Object.values(dashboardReports(scoped, addDays(facts.to, 1), { granularity: 'DAY', pages: { top: 0, worst: 0 } }));
    const separateDistinct = [...new Map(separate.filter((r) => r !== null).map((r) => [JSON.stringify(r), r])).values()];
    const batched = await timed(batch);
    const wall = await timed(() => Promise.all(separateDistinct.map(api)));
    const sequential = await timed(async () => { for (const body of separateDistinct) await api(body); }, 3);
    console.log(
      `  /reporter dashboard's ${dashboard.length} reports: one /report/batch ${ms(batched)}; ${separateDistinct.length} /report calls at once ${ms(wall)}; ` +
        `one after another ${ms(sequential)} (the whole page in Chromium: npm run bench -- dashboard)`,
    );
  } finally {
    await postgres.stop();
    await stack.stop();
  }
}
