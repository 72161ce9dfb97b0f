/**
 * The Publish dialog (issue 18) on the creatives view: the campaign's channels as checkboxes, the button naming the
 * chosen ones in the dialog's order, and the publish call carrying them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublishingStateDto } from '@shared/contracts/publishing';
import { openApp } from './helpers';
import { API, CAMPAIGN, creative, creativesServer, readsOf } from './creatives-fixtures';

const state: PublishingStateDto = { campaignId: CAMPAIGN, available: ['google', 'youtube'], channels: [] };

describe('the Publish dialog', () => {
  it('publishes to the channels ticked, in the order offered; a second click unticks one', async () => {
    const server = creativesServer('manager', () => [creative(1)], {
      [`GET ${API}/publishing/state`]: { body: state },
      [`POST ${API}/publish`]: { status: 202, body: { campaignId: CAMPAIGN, jobId: 'job-1', channels: ['google', 'youtube'], status: 'queued' } },
    });
    openApp(`/campaigns/${CAMPAIGN}/creatives`);
    // on the first tree's creatives (the view goes on to it)
    await waitFor(() => expect(screen.queryAllByTestId('creative-card').length).toBeGreaterThan(0), { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    const channels = within(dialog).getByRole('group', { name: 'Channels' });
    const youtube = await within(channels).findByRole('checkbox', { name: 'YouTube' });
    const button = () => within(dialog).getByRole('button', { name: /^Publish to/ });
    expect(button()).toBeDisabled();

    fireEvent.click(youtube);
    expect(youtube).toBeChecked();
    expect(button()).toHaveTextContent('Publish to YouTube');
    fireEvent.click(within(channels).getAllByRole('checkbox')[0]!);
    // the dialog's order, not the order of the clicks
    expect(button()).toHaveTextContent(/^Publish to .+, YouTube$/);
    fireEvent.click(youtube);
    expect(youtube).not.toBeChecked();
    fireEvent.click(youtube);

    fireEvent.click(button());
    await waitFor(() => expect(readsOf(server.calls, `${API}/publish`, 'POST')).toHaveLength(1));
    expect(readsOf(server.calls, `${API}/publish`, 'POST')[0]!.body).toEqual({ channels: ['google', 'youtube'] });
  });
});
