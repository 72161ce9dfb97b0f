/**
 * The Variations tab: the platforms' limits (divided by the audience rules), the count per size and a paged list of
 * the campaign's variations; generating answers at once and the job's ws-events move its progress to 'Variations
 * were generated', after which the list shows the new set; a refusal of the server is shown word for word.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignVariations, VariationView } from '@shared/contracts/personalize';
import type { WsEvent } from '@shared/contracts/realtime';
import { newerJobState, VariationsTab } from '@web/features/variations';
import { mockApi } from './helpers';

const listeners = new Set<(event: WsEvent) => void>();
vi.mock('@web/lib/realtime', () => ({
  realtimeConnected: () => true,
  subscribeRealtime: (listener: (event: WsEvent) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
}));
const push = (event: string, payload: unknown) => act(() => listeners.forEach((l) => l({ type: 'ws-event', source: 'personalize', event, payload })));

const CAMPAIGN = 'cccccccccccccccccccccc01';
const JOB = 'dddddddddddddddddddddd01';
const variation = (n: number, size: string, approved = false): VariationView => ({
  _id: `eeeeeeeeeeeeeeeeeeeeee${String(n).padStart(2, '0')}`,
  campaignId: CAMPAIGN,
  hash: `${String(n).padStart(32, 'a')}_1_${size}`,
  reportingHash: String(n).padStart(32, 'b'),
  name: `Headline ${n} - ${size}`,
  format: size,
  version: 1,
  generation: 1,
  size,
  formats: ['fixed'],
  channels: ['display'],
  audienceFilters: [],
  values: {},
  approvals: { users: approved ? [{ userId: 'u', name: 'U', email: 'u@demo.test', type: 'Interim' }] : [] },
  approved: false,
  rejected: false,
});

function server(generateReply?: { status: number; message: string }) {
  let state: CampaignVariations = {
    variations: [variation(1, '300x250', true), variation(2, '728x90')],
    total: 2,
    page: 1,
    pageSize: 10,
    counts: [
      { size: '300x250', format: '300x250', count: 1 },
      { size: '728x90', format: '728x90', count: 1 },
    ],
    job: null,
  };
  const api = mockApi({
    'GET /api/campaigns/cccccccccccccccccccccc01/personalize/trees': { body: { trees: [{ _id: 't', campaignId: CAMPAIGN, platform: 'google', format: 'fixed' }], job: null } },
    [`GET /api/campaigns/${CAMPAIGN}/variations`]: () => ({ body: state }),
    [`POST /api/campaigns/${CAMPAIGN}/generate-variations`]: () => {
      if (generateReply) return { status: generateReply.status, body: { statusCode: generateReply.status, kind: 'UNPROCESSABLE_ENTITY', message: generateReply.message } };
      state = { ...state, job: { jobId: JOB, status: 'progress', message: 'Variations are being generated', planned: 10_000, written: 0 } };
      return { status: 202, body: { jobId: JOB, message: 'Variations are being generated', generated: 10_000, total: '160000', limited: true, iterations: 160_000, platforms: [] } };
    },
  });
  const finish = () => {
    state = {
      ...state,
      total: 10_000,
      counts: ['300x250', '300x600', '728x90', '970x250'].map((size) => ({ size, format: size, count: 2_500 })),
      job: { jobId: JOB, status: 'finished', message: 'Variations were generated', planned: 10_000, written: 10_000 },
    };
  };
  return { api, finish };
}

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VariationsTab campaignId={CAMPAIGN} />
    </QueryClientProvider>,
  );
}

describe('VariationsTab', () => {
  it('shows the platform limit over the audience rules, the count per size and the paged list with approval status', async () => {
    server();
    open();
    const limits = await screen.findByLabelText('Platform limits');
    await waitFor(() => expect(limits).toHaveTextContent('Google limit: 10,000'));
    const counts = screen.getByLabelText('Variations per size');
    await waitFor(() => expect(counts).toHaveTextContent('Total2'));
    expect(counts).toHaveTextContent('300x2501');
    const table = screen.getByLabelText('Variations list');
    expect(within(table).getByText('Headline 1 - 300x250')).toBeInTheDocument();
    expect(within(table).getByText('interimApproved')).toBeInTheDocument();
    expect(within(table).getByText('nonApproved')).toBeInTheDocument();
    expect(within(table).getByText('b'.repeat(31) + '2')).toBeInTheDocument();

    const rules = screen.getByLabelText('Audience rules');
    await userEvent.clear(rules);
    await userEvent.type(rules, '4');
    expect(limits).toHaveTextContent('Google limit: 2,500 (10,000 / 4 audience rules)');
  });

  it('generates: the job progress from its ws-events, then the new counts', async () => {
    const { api, finish } = server();
    open();
    await userEvent.click(await screen.findByRole('switch', { name: 'Shuffle' }));
    const seed = screen.getByLabelText('Seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Generate variations' }));
    const progress = await screen.findByLabelText('Generation progress');
    expect(progress).toHaveTextContent('Variations are being generated (0 of 10,000 written)');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ audienceRules: 0, shuffle: true, seed: 7 });
    expect(screen.getByRole('button', { name: /Generate variations/ })).toBeDisabled();

    push('variations-generation-progress', { campaignId: CAMPAIGN, jobId: JOB, status: 'progress', message: 'Variations are being generated', planned: 10_000, written: 4_000 });
    expect(progress).toHaveTextContent('(4,000 of 10,000 written)');
    // another campaign's job is not this one's
    push('variations-generation-finished', { campaignId: 'cccccccccccccccccccccc02', jobId: JOB, status: 'finished', message: 'Variations were generated', planned: 1, written: 1 });
    expect(progress).toHaveTextContent('(4,000 of 10,000 written)');

    finish();
    push('variations-generation-finished', { campaignId: CAMPAIGN, jobId: JOB, status: 'finished', message: 'Variations were generated', planned: 10_000, written: 10_000 });
    await waitFor(() => expect(screen.getByLabelText('Variations per size')).toHaveTextContent('Total10,000'));
    expect(screen.getByLabelText('Generation progress')).toHaveTextContent('Variations were generated');
    expect(screen.getByLabelText('Variations per size')).toHaveTextContent('970x2502,500');
  });

  it('stays at the end when a progress event of the job arrives after its finished event (the queue delivers a batch in parallel)', async () => {
    const { finish } = server();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate variations' }));
    await screen.findByLabelText('Generation progress');
    finish();
    push('variations-generation-finished', { campaignId: CAMPAIGN, jobId: JOB, status: 'finished', message: 'Variations were generated', planned: 10_000, written: 10_000 });
    push('variations-generation-progress', { campaignId: CAMPAIGN, jobId: JOB, status: 'progress', message: 'Variations are being generated', planned: 10_000, written: 9_000 });
    // before the list is read again too
    expect(screen.getByLabelText('Generation progress')).toHaveTextContent('Variations were generated');
    await waitFor(() => expect(screen.getByLabelText('Variations per size')).toHaveTextContent('Total10,000'));
    expect(screen.getByLabelText('Generation progress')).toHaveTextContent('Variations were generated');
    expect(screen.getByRole('button', { name: /Generate variations/ })).toBeEnabled();
  });

  it("shows the server's refusal word for word", async () => {
    server({ status: 422, message: 'Datasource elements count mismatch' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate variations' }));
    expect(await screen.findByLabelText('Generation refused')).toHaveTextContent('Datasource elements count mismatch');
    expect(screen.queryByLabelText('Generation progress')).toBeNull();
  });
});

describe('newerJobState', () => {
  const state = (status: 'progress' | 'finished' | 'error', written: number, jobId = JOB) => ({ jobId, status, message: status, planned: 10, written });
  it('keeps an ended job ended and its count from going backwards; a new job or an end replaces it', () => {
    expect(newerJobState(state('finished', 10), state('progress', 9))).toEqual(state('finished', 10));
    expect(newerJobState(state('progress', 6), state('progress', 4))).toEqual(state('progress', 6));
    expect(newerJobState(state('progress', 4), state('progress', 6))).toEqual(state('progress', 6));
    expect(newerJobState(state('progress', 4), state('error', 0))).toEqual(state('error', 0));
    expect(newerJobState(state('finished', 10), state('progress', 0, 'dddddddddddddddddddddd02'))).toEqual(state('progress', 0, 'dddddddddddddddddddddd02'));
    expect(newerJobState(null, state('progress', 0))).toEqual(state('progress', 0));
  });
});
