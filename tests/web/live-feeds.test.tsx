/**
 * The campaign's live feed panel (LiveFeedPanel, tools tab): connect a file or a URL with a schedule, each row's
 * status (1 new, 2 update, 3 archive held for review; live; archived), refresh now, approve, the change log, and the
 * server's refusals in its words.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChangeLogEntry, FeedRowDto, LiveFeedDto, LiveFeedView } from '@shared/contracts/datasources';
import { LiveFeedPanel } from '@web/features/live-feeds';
import { CurrentPartnerContext } from '@web/lib/current-partner';
import type { Role } from '@shared/domain/roles';
import { mockApi, userWith } from './helpers';

const PID = 'aaaaaaaaaaaaaaaaaaaaaaa1';
const CID = 'cccccccccccccccccccccc01';
const BASE = `/api/campaigns/${CID}/datasources/live`;
const feed = (extra: Partial<LiveFeedDto> = {}): LiveFeedDto => ({
  campaignId: CID,
  source: 'url',
  url: 'https://feeds.example.com/sparkle.csv',
  fileName: null,
  fields: ['headline'],
  refreshMinutes: 60,
  lastUpdate: Date.UTC(2026, 10, 25, 12),
  nextRefreshAt: Date.UTC(2026, 10, 25, 13),
  lastError: null,
  ...extra,
});
const ROWS: FeedRowDto[] = [
  { key: 'a', live: { name: 'Runners', values: { headline: 'Run faster' }, archived: false }, pending: { status: 2, name: 'Runners', values: { headline: 'Run further' } }, updatedAt: 1 },
  { key: 'b', live: { name: 'Walkers', values: { headline: 'Walk more' }, archived: false }, pending: null, updatedAt: 1 },
  { key: 'c', live: { name: 'Cyclists', values: { headline: 'Ride on' }, archived: false }, pending: { status: 3, name: 'Cyclists', values: { headline: 'Ride on' } }, updatedAt: 1 },
  { key: 'd', live: null, pending: { status: 1, name: 'Swimmers', values: { headline: 'Dive in' } }, updatedAt: 1 },
  { key: 'e', live: { name: 'Skaters', values: { headline: 'Roll' }, archived: true }, pending: null, updatedAt: 1 },
];
const entry = (id: number, trigger: ChangeLogEntry['trigger'], counts: ChangeLogEntry['counts'], error: string | null = null): ChangeLogEntry => ({
  id: `eeeeeeeeeeeeeeeeeeeeee${String(id).padStart(2, '0')}`,
  at: Date.UTC(2026, 10, 25, 12, id),
  trigger,
  userId: null,
  counts,
  changes: [],
  error,
});
const refused = (message: string) => ({ status: 422, body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message } });

function renderPanel(state: { view: LiveFeedView; log: ChangeLogEntry[] }, replies: { connect?: ReturnType<typeof refused>; update?: ReturnType<typeof refused>; role?: Role } = {}) {
  const api = mockApi({
    'GET /api/auth/current-user': { body: userWith(replies.role ?? 'selfServiceManager') },
    [`GET ${BASE}`]: () => ({ body: state.view }),
    [`GET ${BASE}/changes`]: () => ({ body: state.log }),
    [`POST ${BASE}`]: ({ body }) => {
      if (replies.connect) return replies.connect;
      const b = body as { source: 'file' | 'url'; file?: { fileName: string }; url?: string; refreshMinutes?: number | null };
      state.view = { feed: feed({ source: b.source, url: b.url ?? null, fileName: b.file?.fileName ?? null, refreshMinutes: b.refreshMinutes ?? null }), rows: [ROWS[3]] };
      const e = entry(30, 'connect', { new: 1, update: 0, archive: 0 });
      state.log = [e, ...state.log];
      return { status: 201, body: { entry: e, view: state.view } };
    },
    [`POST ${BASE}/update`]: () => {
      if (replies.update) return replies.update;
      const e = entry(31, 'manual', { new: 1, update: 1, archive: 1 });
      state.log = [e, ...state.log];
      return { body: { entry: e, view: state.view } };
    },
    [`POST ${BASE}/approve`]: ({ body }) => {
      const keys = (body as { keys?: string[] }).keys;
      state.view = { ...state.view, rows: state.view.rows.map((r) => (r.pending && (!keys || keys.includes(r.key)) ? { ...r, live: { name: r.pending.name, values: r.pending.values, archived: r.pending.status === 3 }, pending: null } : r)) };
      const e = entry(32, 'approve', { new: 1, update: 1, archive: 1 });
      state.log = [e, ...state.log];
      return { body: { entry: e, view: state.view } };
    },
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CurrentPartnerContext.Provider value={PID}>
        <LiveFeedPanel campaignId={CID} />
      </CurrentPartnerContext.Provider>
    </QueryClientProvider>,
  );
  return { api, view };
}

const rowOf = async (key: string) => (await screen.findByRole('cell', { name: key })).closest('tr')!;

describe('LiveFeedPanel', () => {
  it('shows each row with its feed status held for review, live or archived, and the change log', async () => {
    const connected = { ...entry(1, 'connect', { new: 1, update: 1, archive: 0 }), changes: [{ key: 'a', status: 2 as const, name: 'Runners' }, { key: 'd', status: 1 as const, name: 'Swimmers' }] };
    renderPanel({ view: { feed: feed(), rows: ROWS }, log: [entry(2, 'schedule', { new: 0, update: 0, archive: 0 }, 'Upload failed. The feed could not be fetched from its URL.'), connected] });
    expect(within(await rowOf('a')).getByText('2 Update')).toBeInTheDocument();
    expect(await rowOf('a')).toHaveTextContent('headline: Run faster');
    expect(await rowOf('a')).toHaveTextContent('headline: Run further');
    expect(within(await rowOf('b')).getByText('Live')).toBeInTheDocument();
    expect(within(await rowOf('c')).getByText('3 Archive')).toBeInTheDocument();
    expect(within(await rowOf('d')).getByText('1 New')).toBeInTheDocument();
    expect(await rowOf('d')).toHaveTextContent('Not live yet');
    expect(within(await rowOf('e')).getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve all changes (3)' })).toBeEnabled();
    expect(screen.getByText('https://feeds.example.com/sparkle.csv')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Change log' });
    expect(within(log).getByText('Scheduled refresh')).toBeInTheDocument();
    expect(within(log).getByText('Upload failed. The feed could not be fetched from its URL.')).toBeInTheDocument();
    expect(within(log).getByText('Connected')).toBeInTheDocument();
    // each refresh lists the rows it changed
    await userEvent.click(within(log).getAllByRole('button', { name: /expand row/i })[0]);
    expect(await within(log).findByText('a (Runners) 2 Update')).toBeInTheDocument();
    expect(within(log).getByText('d (Swimmers) 1 New')).toBeInTheDocument();
  });

  it('refreshes a URL feed now and approves one row, then all', async () => {
    const { api } = renderPanel({ view: { feed: feed(), rows: ROWS }, log: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('1 new, 1 updated, 1 archived: held for review.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.startsWith(`${BASE}/update`))!.body).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: 'Approve d' }));
    await waitFor(async () => expect(within(await rowOf('d')).getByText('Live')).toBeInTheDocument());
    expect(api.calls.find((c) => c.path.startsWith(`${BASE}/approve`))!.body).toEqual({ keys: ['d'] });
    // the latest outcome is the one shown
    expect(await screen.findByText('Approved: 1 new, 1 updated, 1 archived.')).toBeInTheDocument();
    expect(screen.queryByText('1 new, 1 updated, 1 archived: held for review.')).not.toBeInTheDocument();
    // (jsdom never ends antd's loading-icon leave animation, so the button's name keeps 'loading': found by its text)
    await userEvent.click((await screen.findByText('Approve all changes (2)')).closest('button')!);
    await waitFor(async () => expect(within(await rowOf('c')).getByText('Archived')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Approve all changes (0)').closest('button')).toBeDisabled());
  });

  it('connects a URL with a schedule, and shows a refused URL in the server words', async () => {
    const state = { view: { feed: null, rows: [] } as LiveFeedView, log: [] as ChangeLogEntry[] };
    const { api } = renderPanel(state, { connect: refused('Please enter a valid URL') });
    await userEvent.click(await screen.findByText('URL'));
    await userEvent.type(screen.getByPlaceholderText('https://example.com/feed.csv'), 'http://169.254.169.254/feed.csv');
    await userEvent.click(screen.getByRole('combobox', { name: 'Refresh' }));
    await userEvent.click(await screen.findByText('Every 6 hours', { selector: '.ant-select-item-option-content' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect URL' }));
    expect(await screen.findByRole('alert', { name: 'Feed problem' })).toHaveTextContent('Please enter a valid URL');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ source: 'url', url: 'http://169.254.169.254/feed.csv', refreshMinutes: 360 });
  });

  it('connects a CSV file: its rows arrive as new, held for review', async () => {
    const { api, view } = renderPanel({ view: { feed: null, rows: [] }, log: [] });
    await screen.findByRole('button', { name: /Connect CSV file/ });
    await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type=file]')!, new File(['id,headline\nd,Dive in'], 'feed.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 new, 0 updated, 0 archived: held for review.')).toBeInTheDocument();
    expect(within(await rowOf('d')).getByText('1 New')).toBeInTheDocument();
    expect(screen.getByText('CSV file feed.csv')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ source: 'file', file: { fileName: 'feed.csv', content: 'id,headline\nd,Dive in' } });
  });

  it("shows a file refresh refused with the spec's CSV message", async () => {
    const message = 'Upload failed. Check column ["id"] (rows: [2, 4])';
    const { view } = renderPanel({ view: { feed: feed({ source: 'file', url: null, fileName: 'feed.csv', refreshMinutes: null, nextRefreshAt: null }), rows: ROWS }, log: [] }, { update: refused(message) });
    await screen.findByRole('button', { name: /Refresh with a new file/ });
    expect(screen.getByText('On demand')).toBeInTheDocument();
    await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type=file]')!, new File(['id\na\nb\na'], 'feed.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert', { name: 'Feed problem' })).toHaveTextContent(message);
  });

  it('shows a self-service reviewer the changes waiting, without approving (final approval)', async () => {
    renderPanel({ view: { feed: feed(), rows: ROWS }, log: [] }, { role: 'selfServiceReviewer' });
    expect(await screen.findByText('3 changes wait for a final approver')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });
});
