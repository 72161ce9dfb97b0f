/**
 * The analyzer screens (002 2 'Analyzer screen', 002 8 'Analyzer', 'Report save'): the saved reports list (page size 25,
 * copy, delete one or several), the builder (its report requests, relevant dimensions, save, update, copy), and the CSV
 * export through the worker.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { SavedReport } from '@shared/contracts/saved-reports';
import { buildCsv, type CsvInput } from '@web/features/analyzer/lib/csv-rules';
import { currentPath, openApp, signedInAs, userWith, type Reply } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const C1 = 'c00000000000000000000001';
const C2 = 'c00000000000000000000002';
const CONVERSION = 'e00000000000000000000001';
const reportId = (n: number) => `dddddddddddddddddddddd${String(n).padStart(2, '0')}`;
/** The first screen of a file waits for its lazy modules to be transformed, which is slow under jsdom on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 };
const forbidden = (message: string): Reply => ({ status: 403, body: { statusCode: 403, kind: 'NOT_ALLOWED', message } });

function saved(n: number, extra: Partial<SavedReport> = {}): SavedReport {
  return {
    _id: reportId(n),
    partnerId: PID,
    owner: { _id: 'bbbbbbbbbbbbbbbbbbbbbbb1', email: 'analyst@example.com' },
    name: `Report ${n}`,
    dateRange: 30,
    filters: [{ id: 'platform', values: ['google'] }],
    splits: [{ field: 'campaignId', sortIndex: 0 }],
    metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }, { field: 'CTR', sortIndex: 1 }],
    granularity: { field: 'TIMESTAMP', value: 'ALL', sortIndex: 0 },
    sort: null,
    areBenchmarksShown: false,
    default: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...extra,
  };
}

type Body = Record<string, unknown> & { groupBy?: string[]; select?: string[]; count?: boolean; granularity?: string };

/** The reporter: two campaigns; a count answers `total`; a split with no metrics lists the field's values. */
function reporter(total = 2) {
  return ({ body }: { body: unknown }): Reply => {
    const request = body as Body;
    if (request.count) return { body: `count\n${total}\n` };
    if (!request.select?.length) return { body: `${request.groupBy![0]}\ngoogle\nfacebook\n` };
    const time = request.granularity !== 'ALL' ? ['TIMESTAMP'] : [];
    const columns = [...time, ...request.groupBy!, ...request.select];
    const cells = (campaign: string, impressions: number, ctr: number) =>
      columns.map((c) => ({ TIMESTAMP: '2026-11-20T00:00:00Z', campaignId: campaign, platform: 'google', IMPRESSIONS: impressions, CLICKS: 7, CTR: ctr })[c] ?? '').join('\t');
    return { body: [columns.join('\t'), cells(C1, 1200, 0.0125), cells(C2, 80, 0.5)].join('\n') + '\n' };
  };
}

function analyzerApi(reports: SavedReport[] = [], more: Parameters<typeof signedInAs>[1] = {}) {
  return signedInAs(userWith('analyst'), {
    'POST /api/report': reporter(),
    'POST /api/report/relevant-dimensions': { body: [{ id: 'campaignId' }, { id: 'platform' }, { id: 'format' }] },
    'GET /api/report/filters': { body: { campaigns: [{ id: C1, name: 'Summer Launch', platform: 'google' }, { id: C2, name: '=Autumn', platform: 'google' }], markets: [] } },
    'GET /api/report/custom-conversions': { body: [{ _id: CONVERSION, partnerId: PID, name: 'Sparkle leads', floodlightActivityIds: ['12650401'], createdAt: '', updatedAt: '' }] },
    'GET /api/report/analyze-view': { body: { items: reports, count: reports.length } },
    ...Object.fromEntries(reports.map((r) => [`GET /api/report/analyze-view/${r._id}`, { body: r }])),
    ...more,
  });
}

const reportCalls = (api: ReturnType<typeof analyzerApi>) => api.calls.filter((c) => c.path.startsWith('/api/report?')).map((c) => c.body as Body);
/** The table's and the export's requests: those with metrics. */
const rowCalls = (api: ReturnType<typeof analyzerApi>) => reportCalls(api).filter((b) => b.select?.length);

async function pick(select: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: select }));
  await userEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('/analyze: saved reports', () => {
  it('lists the current partner 25 at a time and pages by offset', async () => {
    const page = Array.from({ length: 25 }, (_v, i) => saved(i + 1));
    const api = analyzerApi([], {
      'GET /api/report/analyze-view': () => ({ body: { items: api.calls.at(-1)!.path.includes('offset=25') ? [saved(26), saved(27)] : page, count: 27 } }),
    });
    openApp('/analyze');
    await screen.findByRole('heading', { name: 'Analyze', level: 2 }, FIRST_LOAD);
    expect(await screen.findByRole('link', { name: 'Report 1' }, FIRST_LOAD)).toHaveAttribute('href', `/analyze/${reportId(1)}/edit`);
    expect(screen.getAllByRole('link', { name: /^Report \d+$/ })).toHaveLength(25);
    expect(api.calls.find((c) => c.path.startsWith('/api/report/analyze-view'))!.path).toBe(`/api/report/analyze-view?partnerId=${PID}&offset=0&limit=25`);
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'Report 27' })).toBeInTheDocument();
    expect(api.calls.at(-1)!.path).toBe(`/api/report/analyze-view?partnerId=${PID}&offset=25&limit=25`);
  });

  it("deletes several with one call each, then says 'Complete'", async () => {
    const reports = [saved(1), saved(2), saved(3)];
    const api = analyzerApi(reports, {
      [`DELETE /api/report/analyze-view/${reportId(1)}`]: { status: 204 },
      [`DELETE /api/report/analyze-view/${reportId(3)}`]: { status: 204 },
    });
    openApp('/analyze');
    await screen.findByRole('link', { name: 'Report 1' }, FIRST_LOAD);
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await userEvent.click(within(row('Report 1')).getByRole('checkbox'));
    await userEvent.click(within(row('Report 3')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/report/analyze-view/${reportId(1)}?partnerId=${PID}`,
      `/api/report/analyze-view/${reportId(3)}?partnerId=${PID}`,
    ]);
    expect(api.calls.filter((c) => c.method === 'DELETE').every((c) => c.headers.get('x-csrf-token') === 'csrf-token-1')).toBe(true);
  });

  it("a refused delete shows 'Error: {error}'", async () => {
    analyzerApi([saved(1)], { [`DELETE /api/report/analyze-view/${reportId(1)}`]: forbidden('Access denied') });
    openApp('/analyze');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Report 1' }, FIRST_LOAD));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error: Access denied')).toBeInTheDocument();
  });

  it("copies a report: '{name} was created'", async () => {
    const api = analyzerApi([saved(1)], { [`POST /api/report/analyze-view/${reportId(1)}/copy`]: { status: 201, body: saved(9, { name: 'Copy of Report 1' }) } });
    openApp('/analyze');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Report 1' }, FIRST_LOAD));
    expect(await screen.findByText('Copy of Report 1 was created')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `/api/report/analyze-view/${reportId(1)}/copy?partnerId=${PID}`)).toBe(true);
  });
});

describe('/analyze/new: the builder', () => {
  it('runs the view: rows of the last 7 days by campaign with names, a count for the total; relevant dimensions grey out the rest', async () => {
    const api = analyzerApi();
    openApp('/analyze/new');
    await screen.findByRole('heading', { name: 'New report', level: 2 }, FIRST_LOAD);
    expect(await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1.25%' })).toBeInTheDocument();
    // 50% CTR shows as 50%, a name starting with = shows as it is on screen
    expect(screen.getByRole('cell', { name: '=Autumn' })).toBeInTheDocument();
    expect(screen.getByText('2 rows')).toBeInTheDocument();
    const today = dayjs().format('YYYY-MM-DD');
    const [rows] = rowCalls(api);
    expect(rows).toMatchObject({
      select: ['IMPRESSIONS', 'CLICKS', 'CTR'],
      groupBy: ['campaignId'],
      where: { TIMESTAMP: { $between: [dayjs().subtract(7, 'day').format('YYYY-MM-DD'), today] } },
      granularity: 'ALL',
      limit: 50,
      offset: 0,
    });
    expect(reportCalls(api).some((b) => b.count === true)).toBe(true);

    await userEvent.click(screen.getByRole('combobox', { name: 'Splits' }));
    const option = (label: string) => [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === label);
    await waitFor(() => expect(option('Market')).toHaveClass('ant-select-item-option-disabled'));
    expect(option('Format')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('granularity adds the date column; sorting a column asks the reporter to order by it', async () => {
    const api = analyzerApi();
    openApp('/analyze/new');
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    await pick('Granularity', 'Day');
    expect(await screen.findByRole('columnheader', { name: /Date/ })).toBeInTheDocument();
    expect(await screen.findAllByRole('cell', { name: '2026-11-20' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('columnheader', { name: /CTR/ }));
    await waitFor(() => expect(rowCalls(api).at(-1)).toMatchObject({ granularity: 'DAY', orderBy: [{ field: 'CTR', direction: 'ASC' }] }));
  });

  it('a filter takes its values from a split on its field; the rows are then filtered', async () => {
    const api = analyzerApi();
    openApp('/analyze/new');
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    await pick('Add filter', 'Channel');
    await pick('Values of Channel', 'facebook');
    await waitFor(() => expect(rowCalls(api).at(-1)).toMatchObject({ where: { platform: { $in: ['facebook'] } }, select: ['IMPRESSIONS', 'CLICKS', 'CTR'] }));
    expect(reportCalls(api).some((b) => b.groupBy?.[0] === 'platform' && !b.select?.length)).toBe(true);
  });

  it("saves: '{name} was created' and the saved report opens", async () => {
    const created = saved(5, { name: 'Campaign CTR' });
    const api = analyzerApi([created], { 'POST /api/report/analyze-view': { status: 201, body: created } });
    openApp('/analyze/new');
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Report name' }), ' Campaign CTR ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Campaign CTR was created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe(`/analyze/${reportId(5)}/edit`));
    expect(api.calls.find((c) => c.method === 'POST' && c.path.startsWith('/api/report/analyze-view'))!.body).toEqual({
      name: 'Campaign CTR',
      dateRange: 7,
      filters: [],
      splits: [{ field: 'campaignId', sortIndex: 0 }],
      metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }, { field: 'CLICKS', sortIndex: 1 }, { field: 'CTR', sortIndex: 2 }],
      granularity: { field: 'TIMESTAMP', value: 'ALL', sortIndex: 0 },
      sort: null,
      areBenchmarksShown: false,
      default: false,
    });
  });
});

describe('/analyze/{id}/{purpose}: a saved report', () => {
  it("opens with begin = end minus its dateRange; Update sends the view: '{name} was updated'", async () => {
    const report = saved(4);
    const api = analyzerApi([report], { [`PUT /api/report/analyze-view/${reportId(4)}`]: ({ body }) => ({ body: { ...report, ...(body as object) } }) });
    openApp(`/analyze/${reportId(4)}/edit`);
    await screen.findByRole('heading', { name: 'Report 4', level: 2 }, FIRST_LOAD);
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    expect(rowCalls(api)[0]!.where).toEqual({
      TIMESTAMP: { $between: [dayjs().subtract(30, 'day').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')] },
      platform: { $in: ['google'] },
    });
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    await userEvent.click(screen.getByText('90 days'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Report 4 was updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ name: 'Report 4', dateRange: 90, filters: report.filters });
  });

  it("'Show benchmarks' shows the report's campaigns against their benchmarks beside the result, and is saved with it", async () => {
    const report = saved(4);
    const benchmark = (campaignId: string) => ({ campaignId, benchmarks: [{ metricName: 'CTR', metricValue: 0.01 }] });
    const api = analyzerApi([report], {
      [`PUT /api/report/analyze-view/${reportId(4)}`]: ({ body }) => ({ body: { ...report, ...(body as object) } }),
      'POST /api/campaigns/benchmarks': ({ body }) => ({ body: (body as { campaignIds: string[] }).campaignIds.map(benchmark) }),
    });
    openApp(`/analyze/${reportId(4)}/edit`);
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    expect(screen.queryByRole('region', { name: 'Benchmarks' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show benchmarks' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Show benchmarks' }));
    const panel = await screen.findByRole('region', { name: 'Benchmarks' });
    // the campaigns of the rows (the report splits by campaign), each CTR against its benchmark
    const summer = (await within(panel).findByRole('cell', { name: 'Summer Launch' })).closest('tr')!;
    expect(summer).toHaveTextContent('1.25%vs 1.00% +25.00%');
    expect(within(panel).getByRole('cell', { name: '=Autumn' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith('/api/campaigns/benchmarks'))!.body).toEqual({ campaignIds: [C1, C2] });

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Report 4 was updated')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ areBenchmarksShown: true });
  });

  it('a report saved with benchmarks shown opens with them; without a campaign to compare it says how to get one', async () => {
    analyzerApi([saved(5, { areBenchmarksShown: true, splits: [{ field: 'platform', sortIndex: 0 }] })]);
    openApp(`/analyze/${reportId(5)}/edit`);
    expect(await screen.findByRole('switch', { name: 'Show benchmarks' }, FIRST_LOAD)).toBeChecked();
    const panel = await screen.findByRole('region', { name: 'Benchmarks' });
    expect(within(panel).getByText('Filter or split by campaign to compare campaigns with their benchmarks')).toBeInTheDocument();
  });

  it("a custom conversion's metric shows under the conversion's name", async () => {
    const metric = `CC_${CONVERSION}_TOTAL_CONVERSIONS`;
    const api = analyzerApi([saved(4, { metrics: [{ field: 'IMPRESSIONS', sortIndex: 0 }, { field: metric, sortIndex: 1 }] })]);
    openApp(`/analyze/${reportId(4)}/edit`);
    expect(await screen.findByRole('columnheader', { name: /Sparkle leads Total Conversions/ }, FIRST_LOAD)).toBeInTheDocument();
    expect(rowCalls(api).at(-1)!.select).toEqual(['IMPRESSIONS', metric]);
  });

  it("a failed update shows 'Error: {reason}'", async () => {
    analyzerApi([saved(4)], { [`PUT /api/report/analyze-view/${reportId(4)}`]: forbidden('Access denied') });
    openApp(`/analyze/${reportId(4)}/edit`);
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Error: Access denied')).toBeInTheDocument();
  });

  it('a report query refused by reporting access shows its message and no rows', async () => {
    analyzerApi([saved(4)], { 'POST /api/report': forbidden('Wrong campaigns. User do not have access for requested campaigns') });
    openApp(`/analyze/${reportId(4)}/edit`);
    expect(await screen.findByText('Wrong campaigns. User do not have access for requested campaigns', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Summer Launch' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

/** Runs the worker's build on the main thread, as the real worker would. */
class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor(readonly url: URL) {}
  postMessage(input: CsvInput) {
    setTimeout(() => this.onmessage?.({ data: { ok: true, ...buildCsv(input) } }), 0);
  }
  terminate() {}
}

function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  vi.stubGlobal('Worker', FakeWorker);
  URL.createObjectURL = (blob: Blob) => ((last = blob), 'blob:csv');
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: last! });
  });
  return files;
}

describe('CSV export', () => {
  it("builds the file in the worker: 'Analyze CSV was exported', the date in the name, names and capped numbers, formulas neutralised", async () => {
    const files = captureDownloads();
    const api = analyzerApi([saved(4, { name: 'Campaign CTR' })]);
    openApp(`/analyze/${reportId(4)}/edit`);
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Analyze CSV was exported')).toBeInTheDocument();
    expect(files.map((f) => f.name)).toEqual([`Campaign-CTR-${dayjs().format('DD-MM-YYYY')}.csv`]);
    const text = await files[0]!.blob.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual(['Campaign,Impressions,CTR (%)', 'Summer Launch,1200,1.25', "'=Autumn,80,50"]);
    expect(rowCalls(api).at(-1)).toMatchObject({ limit: 10_000, offset: 0 });
    expect(screen.queryByText(/truncated/)).not.toBeInTheDocument();
  });

  it('past 10,000 rows the file is truncated and says so', async () => {
    captureDownloads();
    analyzerApi([saved(4)], { 'POST /api/report': reporter(12_345) });
    openApp(`/analyze/${reportId(4)}/edit`);
    await screen.findByText('12345 rows', undefined, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText("The data set was truncated, as you've reached 10,000 rows limit for csv files")).toBeInTheDocument();
  });

  it("a failure says 'An error has happened while generating CSV file'", async () => {
    captureDownloads();
    analyzerApi([saved(4)], {
      // the table's rows answer; the export's request (10,000 rows) fails
      'POST /api/report': (request) =>
        (request.body as Body).limit === 10_000 ? { status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: 'Wrong params' } } : reporter()(request),
    });
    openApp(`/analyze/${reportId(4)}/edit`);
    await screen.findByRole('cell', { name: 'Summer Launch' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('An error has happened while generating CSV file')).toBeInTheDocument();
  });
});
