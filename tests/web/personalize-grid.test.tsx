/**
 * The personalize view (001 2): the redirect to the first tree, the grid's rows, columns, tags and signal cell, the
 * activation toggle's tooltip per rule (001 4, 001 8), the variant menu's conditions, the selection state, the filter
 * drawer, the virtualized rows at 10,000 variants, and a manager sent to the creatives page.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/messages';
import { SignalCell } from '@web/features/personalize/components/signal-cell';
import { currentPath, openApp } from './helpers';
import { BASE, CAMPAIGN, TREE, gridHeight, personalizeServer, variant } from './personalize-grid-fixtures';

const GRID_HEIGHT = 600;
// jsdom lays nothing out: the grid's scroll box gets a height, so the virtualizer has a window to fill
gridHeight(GRID_HEIGHT);

const rows = () => screen.queryAllByTestId('variant-row');
const row = (name: string) => rows().find((r) => within(r).queryByText(name))!;
const openGrid = async () => {
  openApp(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
  // the first open transforms the lazy route modules, which takes a while under jsdom
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 20_000 });
};

describe('the personalize view', () => {
  it('goes on (replace) to the first tree and shows one row per variant with the format groups and their fields', async () => {
    personalizeServer([variant(1), variant(2, { isFallback: true, enabled: true, statuses: { live: true, scheduled: false } }), variant(3, { enabled: true, statuses: { live: false, scheduled: true } })]);
    openApp(`/campaigns/${CAMPAIGN}/personalize`);
    await waitFor(() => expect(rows()).toHaveLength(3), { timeout: 20_000 });
    expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['300x250-summer', '728x90-summer', 'Signals', 'headline *', 'image *', 'landingPage *', 'video']));
    expect(within(row('Variant 2')).getByText('Fallback')).toBeInTheDocument();
    expect(within(row('Variant 2')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Variant 3')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row('Variant 1')).queryByText('Active')).not.toBeInTheDocument();
    expect(within(row('Variant 1')).getAllByText('Headline 1')).toHaveLength(2);
    expect(screen.getByTestId('variant-counts')).toHaveTextContent('3 variants · 2 active · 0 archived');
    // the tree switcher offers both trees
    expect(screen.getByRole('combobox', { name: 'Tree' })).toBeInTheDocument();
  });

  it('says so when the trees cannot be read', async () => {
    personalizeServer([], { [`GET /api/campaigns/${CAMPAIGN}/personalize/trees`]: { status: 500, body: { statusCode: 500, kind: 'DEFAULT_ERROR', message: 'boom' } } });
    openApp(`/campaigns/${CAMPAIGN}/personalize`);
    expect(await screen.findByText(MESSAGES.cannotGetPersonalizeTrees)).toBeInTheDocument();
  });

  it('shows up to 3 rows of signal tags and +N for the rest', async () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ _id: `a${i}`.padEnd(24, '0'), name: `Seg ${i}`, type: 'userSegment' as const }));
    personalizeServer([variant(1, { signals: { userSegment: many, schedule: [{ _id: 's'.padEnd(24, '1'), name: 'Summer weeks', type: 'schedule' }] } })]);
    await openGrid();
    const cell = screen.getByTestId('signal-cell');
    expect(within(cell).getByText('Seg 0')).toBeInTheDocument();
    expect(within(cell).getByText('+5')).toBeInTheDocument();
    expect(within(cell).queryByText('Summer weeks')).not.toBeInTheDocument();
  });

  it('shows the signals assigned after the cell first drew, not a count left from the empty cell', () => {
    const { rerender } = render(<SignalCell variant={{ signals: { userSegment: [], schedule: [] } }} />);
    expect(screen.getByRole('button', { name: 'Add user segment' })).toBeInTheDocument();
    const signals = { userSegment: [{ _id: 'c'.padEnd(24, '1'), name: 'Weekend cyclists', type: 'userSegment' as const }], schedule: [{ _id: 'd'.padEnd(24, '1'), name: 'Weekend mornings', type: 'schedule' as const }] };
    rerender(<SignalCell variant={{ signals }} />);
    const cell = screen.getByTestId('signal-cell');
    expect(within(cell).getByText('Weekend cyclists')).toBeInTheDocument();
    expect(within(cell).getByText('Weekend mornings')).toBeInTheDocument();
    expect(within(cell).queryByText('+2')).not.toBeInTheDocument();
  });

  it('disables the toggle with the tooltip of each activation rule', async () => {
    const fallbackOn = variant(10, { isFallback: true, enabled: true, name: 'Fallback variant' });
    const cases: [ReturnType<typeof variant>, string][] = [
      [variant(1, { archived: true }), MESSAGES.tooltipVariantArchived],
      [variant(2, { signals: { userSegment: [], schedule: [] } }), MESSAGES.tooltipAddUserSegment],
      [variant(3), MESSAGES.tooltipPendingApproval],
      [variant(4), MESSAGES.tooltipFillRequiredFields],
    ];
    const unapproved = cases[2]![0];
    for (const f of Object.values(unapproved.formats)) Object.assign(f, { approved: false, status: 'unapproved' });
    const missing = cases[3]![0];
    Object.values(missing.formats)[0]!.dynamicElements.headline!.value = '';
    personalizeServer([fallbackOn, ...cases.map(([v]) => v)], {}, 'selfServiceManager');
    await openGrid();
    for (const [v, tooltip] of cases) {
      const blocked = within(row(v.name)).getByTestId('activation-blocked');
      await userEvent.hover(blocked);
      expect(await screen.findByText(tooltip)).toBeInTheDocument();
      await userEvent.unhover(blocked);
    }
    // a variant that passes every rule is not blocked
    expect(within(row('Fallback variant')).queryByTestId('activation-blocked')).not.toBeInTheDocument();
  });

  it('asks to turn the fallback on first on the ad server', async () => {
    personalizeServer([variant(10, { isFallback: true, enabled: false, name: 'Fallback variant' }), variant(1)]);
    await openGrid();
    await userEvent.hover(within(row('Variant 1')).getByTestId('activation-blocked'));
    expect(await screen.findByText(MESSAGES.tooltipTurnOnFallback)).toBeInTheDocument();
  });

  it('confirms before turning the fallback off, then turns it off', async () => {
    const fallback = variant(10, { isFallback: true, enabled: true, name: 'Fallback variant' });
    const other = variant(1, { enabled: true });
    const api = personalizeServer([fallback, other], {
      [`PATCH ${BASE}/variants/${fallback._id}/deactivate`]: { body: { variant: { ...fallback, enabled: false }, changed: [{ ...other, enabled: false }] } },
    });
    await openGrid();
    await userEvent.click(within(row('Fallback variant')).getByRole('switch'));
    expect(await screen.findByText(MESSAGES.turnOffFallbackTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.turnOffFallbackText)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.turnOffFallbackButton }));
    await waitFor(() => expect(within(row('Variant 1')).getByRole('switch')).not.toBeChecked());
    expect(within(row('Fallback variant')).getByRole('switch')).not.toBeChecked();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([`${BASE}/variants/${fallback._id}/deactivate`]);
  });

  it("says why a switch of the live fallback is refused: the variant's failing activation rule", async () => {
    const fallback = variant(10, { isFallback: true, enabled: true, name: 'Fallback variant' });
    const fresh = variant(1);
    const api = personalizeServer([fallback, fresh], {
      [`GET ${BASE}/variants/fallback/signals/count`]: { body: { count: 0 } },
      [`PATCH ${BASE}/variants/${fresh._id}/fallback`]: {
        status: 422,
        body: { statusCode: 422, kind: 'UNPROCESSABLE_ENTITY', message: MESSAGES.cannotSetAsFallback, details: [{ path: 'variantId', message: MESSAGES.tooltipPendingApproval }] },
      },
    });
    await openGrid();
    await userEvent.click(screen.getByRole('button', { name: 'Actions of Variant 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Set as Fallback' }));
    expect(await screen.findByText(`${MESSAGES.cannotSetAsFallback}: ${MESSAGES.tooltipPendingApproval}`)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual([`${BASE}/variants/${fresh._id}/fallback`]);
    expect(within(row('Fallback variant')).getByRole('switch')).toBeChecked();
  });

  it('offers the menu entries their conditions allow', async () => {
    const partial = variant(3);
    delete (partial.formats as Record<string, unknown>)[partial.allVariantFormatIds[1]!];
    personalizeServer([variant(10, { isFallback: true, enabled: true, name: 'Fallback variant' }), variant(1), variant(2, { archived: true }), partial]);
    await openGrid();
    // each variant's menu is its own popup, added to the page when first opened
    const entries = async (name: string) => {
      const before = screen.queryAllByRole('menu', { hidden: true }).length;
      await userEvent.click(screen.getByRole('button', { name: `Actions of ${name}` }));
      await waitFor(() => expect(screen.queryAllByRole('menu', { hidden: true })).toHaveLength(before + 1));
      const menu = screen.getAllByRole('menu', { hidden: true }).at(-1)!;
      return within(menu).getAllByRole('menuitem', { hidden: true }).map((i) => i.textContent);
    };
    expect(await entries('Fallback variant')).toEqual(['Rename', 'Duplicate']);
    expect(await entries('Variant 1')).toEqual(['Rename', 'Duplicate', 'Set as Fallback', 'Archive']);
    expect(await entries('Variant 2')).toEqual(['Rename', 'Duplicate', 'Unarchive']);
    expect(await entries('Variant 3')).toEqual(['Rename', 'Duplicate', 'Archive']);
  });

  it('derives the row checkbox from the selected formats: unchecked, indeterminate, checked', async () => {
    personalizeServer([variant(1)]);
    await openGrid();
    const r = row('Variant 1');
    const rowBox = within(r).getByRole('checkbox', { name: 'Select Variant 1' });
    expect(rowBox).not.toBeChecked();
    await userEvent.click(within(r).getByRole('checkbox', { name: 'Select 300x250' }));
    await waitFor(() => expect(rowBox.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate'));
    await userEvent.click(within(r).getByRole('checkbox', { name: 'Select 728x90' }));
    await waitFor(() => expect(rowBox).toBeChecked());
    expect(screen.getByText('2 creative(s) selected')).toBeInTheDocument();
    await userEvent.click(rowBox);
    await waitFor(() => expect(rowBox).not.toBeChecked());
    expect(within(r).getByRole('checkbox', { name: 'Select 300x250' })).not.toBeChecked();
  });

  it('filters through the drawer, and says when its values cannot be loaded', async () => {
    const api = personalizeServer([variant(1), variant(2)], {
      [`GET ${BASE}/available-filters`]: {
        body: { statuses: ['active', 'off', 'archived'], formats: [{ value: 'aaaaaaaaaaaaaaaaaaaaaa30', label: '300x250' }], variants: [{ value: 'v1', label: 'Variant 1' }], segments: [{ value: 's1', label: 'Segment 1' }] },
      },
    });
    await openGrid();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const drawer = await screen.findByRole('dialog');
    for (const group of ['Statuses', 'Formats', 'Variants', 'Segments']) expect(await within(drawer).findByRole('group', { name: group })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByLabelText('Archived'));
    await userEvent.click(within(drawer).getByLabelText('Segment 1'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.startsWith(`${BASE}/variants?`) && c.path.includes('statuses=archived') && c.path.includes('segments=s1'))).toBe(true));
  });

  it("shows 'Failed to load available filters' when the drawer's call fails", async () => {
    personalizeServer([variant(1)], { [`GET ${BASE}/available-filters`]: { status: 500, body: { statusCode: 500, kind: 'DEFAULT_ERROR', message: 'boom' } } });
    await openGrid();
    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    expect(await screen.findByText(MESSAGES.failedToLoadAvailableFilters)).toBeInTheDocument();
  });

  it('keeps fewer than 100 rows in the DOM for 10,000 variants, loading pages as it scrolls', async () => {
    const all = Array.from({ length: 10_000 }, (_, i) => variant(i + 1));
    const api = personalizeServer(all);
    await openGrid();
    expect(rows().length).toBeLessThan(100);
    expect(within(rows()[0]!).getByText('Variant 1')).toBeInTheDocument();
    const grid = screen.getByTestId('variant-grid');
    for (const top of [40 * 96, 90 * 96, 150 * 96]) {
      await act(async () => {
        grid.scrollTop = top;
        fireEvent.scroll(grid);
      });
      await waitFor(() => expect(rows().some((r) => r.dataset.variantId === all[Math.floor(top / 96) + 2]!._id)).toBe(true));
      expect(rows().length).toBeLessThan(100);
    }
    const pagesAsked = api.calls.filter((c) => c.path.startsWith(`${BASE}/variants?`)).map((c) => new URLSearchParams(c.path.split('?')[1]).get('page'));
    expect(pagesAsked).toEqual(['1', '2']);
  });
});

describe('who stays on the personalize view', () => {
  it('sends a manager to the creatives page of the tree', async () => {
    personalizeServer([variant(1)], {}, 'manager');
    openApp(`/campaigns/${CAMPAIGN}/personalize/${TREE}`);
    await waitFor(() => expect(currentPath()).toBe(`/campaigns/${CAMPAIGN}/creatives/${TREE}`));
  });
});
