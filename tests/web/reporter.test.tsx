import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportRequest } from '@shared/contracts/report';
import type { ReportBatchRequest, ReportBatchResult } from '@shared/contracts/report-dashboard';
import { currentPath, openApp, signedInAs, userWith, type Call, type Reply } from './helpers';

const DAY_MS = 86_400_000;
const tsv = (columns: string[], rows: (string | number)[][]) => [columns.join('\t'), ...rows.map((r) => r.join('\t'))].join('\n') + '\n';
const between = (request: ReportRequest) => (request.where?.TIMESTAMP as { $between: [string, string] }).$between;
/** The week before ends 7 days before the others, which all end today. */
const isWeekBefore = (request: ReportRequest) => Date.parse(between(request)[1]) < Date.now() - 3 * DAY_MS;

/** A reporter over fixed figures, answering each dashboard request by its shape. */
function reporter(request: ReportRequest): Reply {
  const groupBy = request.groupBy ?? [];
  const select = request.select ?? [];
  if (request.count) return { body: tsv(['count'], [[7]]) };
  if (groupBy.includes('variationHash')) {
    const order = request.orderBy?.[0]?.direction === 'DESC' ? ['best', 'good'] : ['poor', 'bad'];
    const page = (request.offset ?? 0) / 5;
    return { body: tsv(['variationHash', 'format', ...select], order.map((h) => [`${h}-${page}`, '300x250', ...select.map(() => 1000)])) };
  }
  if (request.granularity && request.granularity !== 'ALL') return { body: tsv(['TIMESTAMP', ...select], [['2026-03-01T00:00:00Z', ...select.map(() => 5)], ['2026-03-02T00:00:00Z', ...select.map(() => 6)]]) };
  if (groupBy[0] === 'audienceName') return { body: tsv(['audienceName', ...select], [['Runners', ...select.map(() => 3)]]) };
  if (groupBy[0] === 'campaignId') return { body: tsv(['campaignId', ...select], [['c1', ...select.map(() => 0.02)]]) };
  if (groupBy.length > 0 && select.length === 0) return { body: tsv(groupBy, groupBy[0] === 'objective' ? [['Awareness'], ['Sales']] : []) };
  // overall stats: IMPRESSIONS, CTR, CLICKS, CVR (google) or IMPRESSIONS, CTR, CLICKS, TOTAL_CONVERSIONS (facebook)
  const values: Record<string, [number, number]> = { IMPRESSIONS: [9500, 1000], CTR: [0.02, 0.01], CLICKS: [190, 200], CVR: [0, 0], TOTAL_CONVERSIONS: [4, 0] };
  return { body: tsv(select, [select.map((s) => (values[s] ?? [2, 1])[isWeekBefore(request) ? 1 : 0])]) };
}

/** POST /report/batch answering each request as `answer` does: a failing one is its own error, the others answer. */
const batch = (answer: (request: ReportRequest) => Reply) => ({ body }: { body: unknown }): Reply => ({
  body: (body as ReportBatchRequest).requests.map((request): ReportBatchResult => {
    const reply = answer(request as ReportRequest);
    return reply.status && reply.status !== 200 ? { status: reply.status, error: reply.body as never } : { status: 200, tsv: String(reply.body) };
  }),
});

function dashboardApi(overrides: Record<string, Reply | ((r: { body: unknown }) => Reply)> = {}) {
  return signedInAs(userWith('analyst'), {
    'GET /api/report/filters': {
      body: {
        campaigns: [
          { id: 'c1', name: 'Spring sale', platform: 'google', deliveryType: 'DECISION_TREE' },
          { id: 'c2', name: 'Summer reels', platform: 'facebook', deliveryType: 'DECISION_TREE' },
          { id: 'c3', name: 'Bumper reach', platform: 'youtube', deliveryType: 'ASSEMBLY' },
          { id: 'c4', name: 'Stories', platform: 'facebook', deliveryType: 'ASSEMBLY' },
        ],
        markets: [{ id: 'n1', name: 'Germany' }],
      },
    },
    'POST /api/report/batch': batch(reporter),
    'POST /api/report/assets': { body: { 'best-0': { variationId: 'v1', name: 'Hero banner', format: '300x250', campaignId: 'c1', campaignName: 'Spring sale', thumbnailUrl: null } } },
    'POST /api/campaigns/benchmarks': { body: [{ campaignId: 'c1', benchmarks: [{ metricName: 'CTR', metricValue: 0.01 }] }] },
    'POST /api/report/variation-changes': { body: [] },
    ...overrides,
  });
}

const batches = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/api/report/batch?')).map((c) => c.body as ReportBatchRequest);
const reportCalls = (calls: Call[]) => batches(calls).flatMap((b) => b.requests as ReportRequest[]);
const statBox = (label: string) => screen.getByRole('group', { name: label });
/** The first render of the dashboard (its lazy module, antd, recharts) is slow on a busy machine. */
const FIRST_RENDER = { timeout: 30_000 };

async function openDashboard(path = '/reporter', overrides?: Parameters<typeof dashboardApi>[0]) {
  const api = dashboardApi(overrides);
  openApp(path);
  await screen.findByRole('heading', { name: 'Dashboard', level: 2 }, FIRST_RENDER);
  return api;
}

/** Picks an option of an Ant Design select (the option texts of the dashboard's selects are unique). */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
  await userEvent.keyboard('{Escape}');
}

// the dashboard renders many antd tables and a chart: slow in jsdom on a busy machine
describe('/reporter', { timeout: 90_000 }, () => {
  it('shows the stat boxes of the channel with the last week against the week before', async () => {
    const api = await openDashboard();
    const impressions = await waitFor(() => statBox('Impressions'), FIRST_RENDER);
    await within(impressions).findByText('9,500', {}, FIRST_RENDER);
    expect(within(impressions).getByText(/\+850\.00%/)).toBeInTheDocument();
    expect(screen.queryByText('Filters from the link')).not.toBeInTheDocument();
    expect(within(statBox('CTR')).getByText('2.00%')).toBeInTheDocument();
    expect(within(statBox('CTR')).getByText(/\+100\.00%/)).toBeInTheDocument();
    expect(within(statBox('Clicks')).getByText(/-5\.00%/)).toBeInTheDocument();
    expect(within(statBox('Clicks')).getByLabelText('went down')).toBeInTheDocument();
    // nothing the week before: the change is 1 (002 9)
    expect(within(statBox('CVR')).getByText(/\+100\.00%/)).toBeInTheDocument();
    // the overall stats leave the tracker out; every request filters the channel
    const overall = reportCalls(api.calls).find((r) => r.select?.includes('CVR') && !r.groupBy?.length && !r.granularity);
    expect(overall?.where).toMatchObject({ platform: { $in: ['google'] }, source: { $in: ['adserver'] } });
    expect(await screen.findByText('Hero banner')).toBeInTheDocument();
    expect(screen.getByTestId('time-series-chart')).toHaveAttribute('data-points', '2');
  });

  it('holds filter changes as a draft until Apply, then mirrors them in the query string', async () => {
    const api = await openDashboard();
    await waitFor(() => statBox('Impressions'), FIRST_RENDER);
    await pick('Date range', 'Last 30 days');
    await pick('Objectives', 'Awareness');
    const before = api.calls.length;
    expect(currentPath()).toBe('/reporter');
    expect(reportCalls(api.calls.slice(before)).length).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentPath()).toBe('/reporter?objectives=Awareness&dateRange=30'));
    await waitFor(() => expect(reportCalls(api.calls.slice(before)).some((r) => JSON.stringify(r.where?.objective) === JSON.stringify({ $in: ['Awareness'] }))).toBe(true));
    const applied = reportCalls(api.calls.slice(before)).find((r) => r.where?.objective)!;
    const [from, to] = between(applied);
    expect((Date.parse(to) - Date.parse(from)) / DAY_MS).toBe(30);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentPath()).toBe('/reporter'));
    expect(screen.getByRole('combobox', { name: 'Date range' }).closest('.ant-select')).toHaveTextContent('Last 7 days');
  });

  it('restores the filters from the query string and lets the channel pick the stat boxes at once', async () => {
    const api = await openDashboard('/reporter?channel=facebook&dateRange=14&objectives=Sales');
    const conversions = await waitFor(() => statBox('Total conversions'), FIRST_RENDER);
    expect(within(conversions).getByText(/\+100\.00%/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'CVR' })).not.toBeInTheDocument();
    expect(screen.getByText('Filters from the link')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Channel' }).closest('.ant-select')).toHaveTextContent('Facebook');
    expect(screen.getByRole('combobox', { name: 'Objectives' }).closest('.ant-select')).toHaveTextContent('Sales');
    expect(reportCalls(api.calls).every((r) => !r.where?.platform || JSON.stringify(r.where.platform) === '{"$in":["facebook"]}')).toBe(true);

    await pick('Channel', 'Google');
    await waitFor(() => expect(currentPath()).toBe('/reporter?objectives=Sales&dateRange=14'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByText('Filters from the link')).not.toBeInTheDocument());
    await waitFor(() => statBox('CVR'));
    await pick('Channel', 'No channel');
    expect((await screen.findAllByText('Choose a channel to see its stats')).length).toBe(3);
  });

  it('lets the user choose the metric of each stat box, kept in the query string, until the channel resets them', async () => {
    const api = await openDashboard();
    await within(await waitFor(() => statBox('CTR'), FIRST_RENDER)).findByText('2.00%');
    await pick('Stat box 2', 'ROAS');
    await waitFor(() => expect(currentPath()).toBe('/reporter?statBoxes=IMPRESSIONS&statBoxes=ROAS&statBoxes=CLICKS&statBoxes=CVR'));
    expect(await screen.findByRole('group', { name: 'ROAS' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'CTR' })).not.toBeInTheDocument();
    // the stats queries ask for the chosen metrics
    await waitFor(() => expect(reportCalls(api.calls).some((r) => JSON.stringify(r.select) === '["IMPRESSIONS","ROAS","CLICKS","CVR"]' && !r.groupBy?.length)).toBe(true));
    // a metric already in a box is not offered for another
    await userEvent.click(screen.getByRole('combobox', { name: 'Stat box 1' }));
    const clicks = (await screen.findAllByText('Clicks', { selector: '.ant-select-item-option-content' })).at(-1)!;
    expect(clicks.closest('.ant-select-item-option')).toHaveClass('ant-select-item-option-disabled');
    await userEvent.keyboard('{Escape}');

    await pick('Channel', 'Facebook');
    await waitFor(() => expect(currentPath()).toBe('/reporter?channel=facebook'));
    expect(await screen.findByRole('group', { name: 'Total conversions' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'ROAS' })).not.toBeInTheDocument();
  });

  it("offers the other delivery type when the chosen one has no campaign on the channel, and shows it on one click", async () => {
    const api = await openDashboard('/reporter?channel=youtube');
    await userEvent.click(await screen.findByRole('button', { name: 'Show Assembly' }, FIRST_RENDER));
    await waitFor(() => expect(currentPath()).toBe('/reporter?deliveryType=ASSEMBLY&channel=youtube'));
    await within(await waitFor(() => statBox('Impressions'), FIRST_RENDER)).findByText('9,500', {}, FIRST_RENDER);
    expect(screen.queryByRole('button', { name: 'Show Assembly' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delivery type' }).closest('.ant-select')).toHaveTextContent('Assembly');
    // the reports name no campaign: the server reads those of the batch's delivery type and channel
    expect(batches(api.calls).at(-1)!.campaigns).toEqual({ deliveryType: 'ASSEMBLY', channel: 'youtube' });
    expect(reportCalls(api.calls).every((r) => !r.accessCheckFilters?.campaignId)).toBe(true);
  });

  it('narrows every area to the campaigns of the delivery type, decision tree by default', async () => {
    const api = await openDashboard('/reporter?channel=youtube');
    expect((await screen.findAllByText('No campaign of this channel and delivery type', {}, FIRST_RENDER)).length).toBeGreaterThanOrEqual(5);
    // the areas' reports went out beside the campaign list, in one batch, for the decision trees on YouTube
    expect(batches(api.calls).map((b) => b.campaigns)).toEqual([{ deliveryType: 'DECISION_TREE', channel: 'youtube' }]);
    expect(batches(api.calls)[0]!.requests.length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('combobox', { name: 'Delivery type' }).closest('.ant-select')).toHaveTextContent('Decision Tree');
    expect(screen.getByText('No campaign of this channel and delivery type. There are Assembly campaigns.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Assembly' })).toBeInTheDocument();

    await pick('Delivery type', 'Assembly');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentPath()).toBe('/reporter?deliveryType=ASSEMBLY&channel=youtube'));
    await within(await waitFor(() => statBox('Impressions'), FIRST_RENDER)).findByText('9,500', {}, FIRST_RENDER);
    expect(batches(api.calls).at(-1)!.campaigns).toEqual({ deliveryType: 'ASSEMBLY', channel: 'youtube' });
    const benchmarks = api.calls.filter((c) => c.path.startsWith('/api/campaigns/benchmarks')).at(-1);
    expect(benchmarks?.body).toEqual({ campaignIds: ['c3'], period: { from: expect.any(String), to: new Date().toISOString().slice(0, 10) } });
    // the campaign list offers the campaigns of the drafted channel and type only
    await userEvent.click(screen.getByRole('combobox', { name: 'Campaigns' }));
    expect(await screen.findByText('Bumper reach', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.queryByText('Stories', { selector: '.ant-select-item-option-content' })).not.toBeInTheDocument();
  });

  it('names the variations that went live by name and format, with the hash on hover', async () => {
    const change = { campaignId: 'c1', variationId: 'v9', variationHash: '0123456789abcdef0123456789abcdef', name: 'Hero banner', format: '728x90', publishDate: '2026-03-06T08:00:00.000Z', TIMESTAMP: '2026-03-06T00:00:00Z' };
    await openDashboard('/reporter', { 'POST /api/report/variation-changes': { body: [change] } });
    const region = await screen.findByRole('region', { name: 'Campaign variation changes' });
    const cell = await within(region).findByText('Hero banner (728x90)');
    expect(cell).toHaveAttribute('title', change.variationHash);
    expect(within(region).queryByText(change.variationHash)).not.toBeInTheDocument();
  });

  it('shows one empty state for a partner without campaigns', async () => {
    await openDashboard('/reporter', { 'GET /api/report/filters': { body: { campaigns: [], markets: [] } } });
    expect(await screen.findByText('This partner has no campaigns yet. Its dashboard fills in once a campaign runs.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Stats' })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it("shows one 'Wrong campaigns' state when the caller may access none of the partner's campaigns", async () => {
    await openDashboard('/reporter', { 'GET /api/report/filters': { status: 400, body: { statusCode: 400, kind: 'DEFAULT_ERROR', message: 'Wrong campaigns' } } });
    expect(await screen.findByText(/^Wrong campaigns: none of this partner's campaigns is open to you/)).toBeInTheDocument();
    expect(screen.queryByText('Stats could not be loaded')).not.toBeInTheDocument();
  });

  it('sets the error on every stats area when a stats report fails, and keeps the other areas', async () => {
    const failure: Reply = { status: 400, body: { statusCode: 400, kind: 'DEFAULT_ERROR', message: 'Wrong params' } };
    await openDashboard('/reporter', {
      'POST /api/report/batch': batch((request) => (request.granularity === 'DAY' ? failure : reporter(request))),
    });
    for (const area of ['Stats', 'Time series', 'Audience stats']) {
      const region = await screen.findByRole('region', { name: area });
      expect(await within(region).findByText(`${area} could not be loaded`)).toBeInTheDocument();
      expect(within(region).getByText('Wrong params')).toBeInTheDocument();
    }
    expect(await screen.findByText('Hero banner')).toBeInTheDocument();
  });

  it('pages the top creatives by offset', async () => {
    const api = await openDashboard();
    const top = await screen.findByRole('region', { name: 'Top creatives' });
    await within(top).findByText('Hero banner');
    await userEvent.click(within(top).getByTitle('2'));
    await within(top).findByText('best-1');
    expect(reportCalls(api.calls).some((r) => r.groupBy?.includes('variationHash') && r.offset === 5 && r.orderBy?.[0]?.direction === 'DESC')).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Worst creatives' })).getByText('poor-0')).toBeInTheDocument();
  });
});
