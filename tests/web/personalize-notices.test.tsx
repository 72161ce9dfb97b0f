/**
 * The personalize grid's notices and live updates: bulk activation ('Updating creatives', the updated and
 * couldn't-be-turned-on toasts with the 'Please check:' checklist, 'Activation failed' with at most 5 errors, kept
 * across navigation), a dropped file checked before any editor, performance texts, and table events applied from
 * other users always and from the same user only on the same tree (001 4, 001 8, 001 9).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WsEvent } from '@shared/contracts/realtime';
import { MESSAGES } from '@shared/messages';
import { currentPath, openApp, userWith } from './helpers';
import { BASE, CAMPAIGN, TREE, TREE_2, formatId, personalizeServer, variant } from './personalize-grid-fixtures';

const listeners = new Set<(event: WsEvent) => void>();
vi.mock('@web/lib/realtime', () => {
  const subscribeRealtime = (listener: (event: WsEvent) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    realtimeConnected: () => true,
    subscribeRealtime,
    connectRealtime: () => () => undefined,
    useRealtimeTopic: (topic: string, onEvent: (event: WsEvent) => void) => useEffect(() => subscribeRealtime((e) => e.topic === topic && onEvent(e)), [topic, onEvent]),
  };
});
const push = (event: string, payload: unknown) => act(() => listeners.forEach((l) => l({ type: 'ws-event', source: 'personalize', event, payload, topic: `campaign:${CAMPAIGN}` })));

const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
beforeEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'variant-grid' ? 600 : 0;
    },
  });
});
afterEach(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  listeners.clear();
});

const rows = () => screen.queryAllByTestId('variant-row');
const row = (name: string) => rows().find((r) => within(r).queryByText(name))!;
const openGrid = async () => {
  openApp(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
  // the first open transforms the lazy route modules, which takes a while under jsdom
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 20_000 });
};
const ME = userWith('selfServiceManager').id;
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbb9';

describe('bulk activation notices', () => {
  it("shows 'Updating creatives' until the answer, then the counts, the checklist and at most 5 activation errors, kept across navigation", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const errors = Array.from({ length: 7 }, (_, i) => `Variant ${i + 1}: not approved`);
    const api = personalizeServer([variant(1), variant(2)], {
      [`PATCH ${BASE}/bulk/variants/activate`]: { body: { updated: 2, failed: 1, errors, checklist: ['variants have at least one user segment', 'creatives received final approval'] } },
    });
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await gate;
      return answer(input, init);
    });
    await openGrid();
    await userEvent.click(within(row('Variant 1')).getByRole('checkbox', { name: 'Select Variant 1' }));
    await userEvent.click(within(row('Variant 2')).getByRole('checkbox', { name: 'Select 300x250' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(MESSAGES.updatingCreatives)).toBeInTheDocument();
    release();
    expect(await screen.findByText('2 creative(s) was/were updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.updatingCreatives)).not.toBeInTheDocument());
    expect(screen.getByText("1 creative(s) couldn't be turned on")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.pleaseCheck)).toBeInTheDocument();
    expect(screen.getByText('creatives received final approval')).toBeInTheDocument();
    const failed = screen.getByTestId('activation-errors');
    expect(screen.getByText(MESSAGES.activationFailed)).toBeInTheDocument();
    expect(within(failed).getByText(MESSAGES.activationFailedHeading)).toBeInTheDocument();
    expect(within(failed).getAllByRole('listitem').map((li) => li.textContent)).toEqual(errors.slice(0, 5));
    expect(within(failed).getByText(MESSAGES.activationMoreErrors)).toBeInTheDocument();
    const patch = api.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({
      variants: [
        { variantId: variant(1)._id, formatIds: variant(1).allVariantFormatIds },
        { variantId: variant(2)._id, formatIds: [formatId(2, 0)] },
      ],
      includeArchived: false,
    });
    // leaving the page keeps the activation errors open
    await userEvent.click(screen.getByRole('link', { name: 'Back to Campaigns' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(screen.getByText(MESSAGES.activationFailedHeading)).toBeInTheDocument();
  });

  it("says 'N creative(s) couldn't be updated' when turning off fails without a checklist", async () => {
    personalizeServer([variant(1, { enabled: true })], { [`PATCH ${BASE}/bulk/variants/deactivate`]: { body: { updated: 0, failed: 2, errors: [], checklist: [] } } });
    await openGrid();
    await userEvent.click(within(row('Variant 1')).getByRole('checkbox', { name: 'Select Variant 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText("2 creative(s) couldn't be updated")).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.activationFailed)).not.toBeInTheDocument();
  });

  it("says '1 creative(s) was/were updated' for one", async () => {
    personalizeServer([variant(1)], { [`PATCH ${BASE}/bulk/variants/activate`]: { body: { updated: 1, failed: 0, errors: [], checklist: [] } } });
    await openGrid();
    await userEvent.click(within(row('Variant 1')).getByRole('checkbox', { name: 'Select 728x90' }));
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('1 creative(s) was/were updated')).toBeInTheDocument();
  });
});

describe('cells', () => {
  const dropOn = async (cellName: RegExp, file: File) => {
    const cell = within(row('Variant 1')).getAllByRole('button', { name: cellName })[0]!;
    fireEvent.dragOver(cell, { dataTransfer: { files: [file] } });
    fireEvent.drop(cell, { dataTransfer: { files: [file] } });
  };

  it('checks a dropped file before any editor opens', async () => {
    personalizeServer([variant(1)]);
    await openGrid();
    await dropOn(/^image:/, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(MESSAGES.assetInvalidFormat)).toBeInTheDocument();
    await dropOn(/^image:/, new File([], 'empty.png', { type: 'image/png' }));
    expect(await screen.findByText(MESSAGES.assetProcessFailed)).toBeInTheDocument();
    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 2_147_483_649 });
    await dropOn(/^image:/, huge);
    expect(await screen.findByText(MESSAGES.assetTooLarge)).toBeInTheDocument();
  });

  it('takes a GIF or a video on a video cell and refuses an image there', async () => {
    personalizeServer([variant(1)]);
    await openGrid();
    await dropOn(/^video:/, new File(['png'], 'still.png', { type: 'image/png' }));
    expect(await screen.findByText(MESSAGES.assetInvalidFormat)).toBeInTheDocument();
  });

  it('opens the matching editor from a cell: plain text for a text column, the video editor with a dropped GIF', { timeout: 90_000 }, async () => {
    personalizeServer([variant(1)]);
    await openGrid();
    await userEvent.click(within(row('Variant 1')).getAllByRole('button', { name: /^headline:/ })[0]!);
    // the editors load on first use, which takes a while under jsdom
    // (antd names every dialog 'test-id' under jsdom: found by its title's text instead)
    const editor = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(within(editor).getByText('headline', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'headline' })).toHaveValue('Headline 1');
    await userEvent.click(within(editor).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await dropOn(/^video:/, new File(['GIF89a'], 'loop.gif', { type: 'image/gif' }));
    const video = await screen.findByRole('dialog', {}, { timeout: 30_000 });
    expect(within(video).getByText('video', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.assetInvalidFormat)).not.toBeInTheDocument();
  });

  it("reads 'No data', 'Gathering data' while the server gathers (up to 50) and then CTR and VTR per variant format", async () => {
    personalizeServer([variant(1), variant(2)], {
      [`GET ${BASE}/performance`]: {
        body: {
          threshold: 50,
          formats: [
            { variantId: variant(1)._id, formatId: formatId(1, 0), impressions: 50, clicks: 25, videoCompletions: 0, ctr: 0.5, vtr: null, state: 'gathering' },
            { variantId: variant(1)._id, formatId: formatId(1, 1), impressions: 1000, clicks: 12, videoCompletions: 456, ctr: 0.0123, vtr: 0.456, state: 'ready' },
          ],
        },
      },
    });
    await openGrid();
    const [first, second] = within(row('Variant 1')).getAllByTestId('format-cell');
    await waitFor(() => expect(first).toHaveTextContent(MESSAGES.gatheringData));
    expect(second).toHaveTextContent('CTR 1.23%');
    expect(second).toHaveTextContent('VTR 45.60%');
    expect(within(row('Variant 2')).getAllByTestId('format-cell')[0]).toHaveTextContent(MESSAGES.noData);
  });

  it('shows a spinner on a format whose screenshot is being made', async () => {
    const v = variant(1);
    Object.values(v.formats)[0]!.screenshotRenderStatus = 'progress';
    personalizeServer([v]);
    await openGrid();
    expect(within(row('Variant 1')).getByLabelText('Generating screenshot')).toBeInTheDocument();
  });
});

describe('live table events', () => {
  it("applies another user's change, the same user's only on this tree, and removes variants that left", async () => {
    personalizeServer([variant(1), variant(2)]);
    await openGrid();
    const base = { campaignId: CAMPAIGN, treeId: TREE };
    push('variant-renamed', { ...base, userId: OTHER, variants: [variant(1, { name: 'Renamed by Olga' })] });
    expect(await screen.findByText('Renamed by Olga')).toBeInTheDocument();
    // the same user's event of another tree does not touch this grid
    push('variant-renamed', { ...base, treeId: TREE_2, userId: ME, variants: [variant(2, { name: 'Other tab', treeId: TREE_2 })] });
    push('variant-created', { ...base, userId: ME, variants: [variant(3, { name: 'Made here' })] });
    expect(await screen.findByText('Made here')).toBeInTheDocument();
    expect(screen.queryByText('Other tab')).not.toBeInTheDocument();
    push('variant-archived', { ...base, userId: OTHER, variantIds: [variant(2)._id] });
    await waitFor(() => expect(screen.queryByText('Variant 2')).not.toBeInTheDocument());
    push('variants-count-updated', { ...base, userId: OTHER, counts: { totalAmount: 7, archivedAmount: 1, activeAmount: 3 } });
    await waitFor(() => expect(screen.getByTestId('variant-counts')).toHaveTextContent('7 variants · 3 active · 1 archived'));
  });

  it("says '1 variant' in the singular and follows a created variant's counts in the header", async () => {
    personalizeServer([variant(1)]);
    await openGrid();
    await waitFor(() => expect(screen.getByTestId('variant-counts')).toHaveTextContent(/^1 variant · \d+ active · 0 archived$/));
    push('variant-created', { campaignId: CAMPAIGN, treeId: TREE, userId: OTHER, variants: [variant(2, { name: 'Second one' })], counts: { totalAmount: 2, archivedAmount: 0, activeAmount: 1 } });
    await waitFor(() => expect(screen.getByTestId('variant-counts')).toHaveTextContent(/^2 variants · 1 active · 0 archived$/));
  });

  it("shows an activation event's errors to the user who made it", async () => {
    personalizeServer([variant(1)]);
    await openGrid();
    push('variant-activated', { campaignId: CAMPAIGN, treeId: TREE, userId: ME, variants: [variant(1)], errors: ['Variant 1: creatives not approved'] });
    expect(await screen.findByText(MESSAGES.activationFailed)).toBeInTheDocument();
    expect(screen.getByText('Variant 1: creatives not approved')).toBeInTheDocument();
  });
});
