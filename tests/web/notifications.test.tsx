/**
 * The header's notification centre: the bell counts the unread notifications the server kept, the list shows what
 * the catalogue says of each (title, message, when, read or unread), marking one or all read asks the server and shows
 * the new state, and a notification arriving on the realtime channel toasts at its catalogue level and reloads the list.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationView, NotificationsPage } from '@shared/contracts/notifications';
import { findHeading, openApp, signedInAs, userWith } from './helpers';
import { FakeWebSocket } from './setup';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function stored(): NotificationView[] {
  return [
    { _id: 'f00000000000000000000001', source: 'campaigns', event: 'approval-requested', payload: { isFinal: true, campaignName: 'Summer Launch' }, read: false, createdAt: ago(5_000) },
    { _id: 'f00000000000000000000002', source: 'publisher', event: 'publishing-failed', payload: { channel: 'Meta' }, read: false, createdAt: ago(3 * 3600_000) },
    { _id: 'f00000000000000000000003', source: 'render-node', event: 'quota-hit', payload: { message: 'Quota exceeded' }, read: true, createdAt: ago(2 * 86_400_000) },
  ];
}

/** A fake server keeping the notifications' read state, as the API does. */
function serverWith(items: NotificationView[]) {
  const page = (): NotificationsPage => ({ notifications: items, unread: items.filter((n) => !n.read).length });
  return signedInAs(userWith('manager'), {
    'GET /api/notifications': () => ({ body: page() }),
    'PATCH /api/notifications/read': ({ body }) => {
      const { ids, all } = body as { ids?: string[]; all?: boolean };
      for (const n of items) if (all || ids?.includes(n._id)) n.read = true;
      return { body: { unread: page().unread } };
    },
  });
}

async function openCentre() {
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await userEvent.setup().click(bell);
  return screen.findByTestId('notification-centre');
}

describe('notification centre', () => {
  it('shows the unread count and the stored notifications in the catalogue words', async () => {
    serverWith(stored());
    openApp('/concepts');
    await findHeading('Concepts');
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    const centre = await openCentre();
    const items = await within(centre).findAllByTestId('notification-item');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(items[0]).toHaveTextContent('Final approval requested');
    expect(items[0]).toHaveTextContent('Summer Launch');
    expect(items[0]).toHaveTextContent('a few seconds ago');
    expect(items[1]).toHaveTextContent('Publish failed');
    expect(items[1]).toHaveTextContent('Sorry, something went wrong publishing into Meta, please contact Customer Success');
    expect(items[1]).toHaveTextContent('3 hours ago');
    // a type the catalogue does not know: the source's label and the server's message
    expect(items[2]).toHaveTextContent('Render node');
    expect(items[2]).toHaveTextContent('Quota exceeded');
    expect(items[2]).toHaveTextContent('2 days ago');
  });

  it('marks one read, then all read, through the server', async () => {
    const api = serverWith(stored());
    openApp('/concepts');
    const centre = await openCentre();
    await userEvent.setup().click(await within(centre).findByRole('button', { name: 'Mark as read: Final approval requested' }));
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ ids: ['f00000000000000000000001'] });
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    await waitFor(() => expect(within(centre).getAllByTestId('notification-item')[0]).toHaveAttribute('data-read', 'true'));

    await userEvent.setup().click(within(centre).getByRole('button', { name: 'Mark all as read' }));
    expect(api.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ all: true });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(within(centre).getAllByTestId('notification-item').every((i) => i.getAttribute('data-read') === 'true')).toBe(true));
  });

  it('says so when there is nothing yet', async () => {
    serverWith([]);
    openApp('/concepts');
    const centre = await openCentre();
    expect(await within(centre).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(centre).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('toasts a live notification at its catalogue level and counts it', async () => {
    const items = stored().slice(0, 1);
    serverWith(items);
    openApp('/concepts');
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.onopen?.(new Event('open')));
    const live: NotificationView = { _id: 'f00000000000000000000009', source: 'screenshotter', event: 'screenshot-generation-failed', payload: {}, read: false, createdAt: new Date().toISOString() };
    items.unshift(live);
    act(() => socket.receive({ type: 'ws-event', source: live.source, event: live.event, payload: { notificationId: live._id } }));
    const toast = await screen.findByTestId('notification-toast');
    expect(toast).toHaveAttribute('data-level', 'error');
    expect(toast).toHaveClass('ant-notification-notice-error');
    expect(toast).toHaveTextContent('A screenshot generation error has happened. Please try again later or contact your administrator');
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  });

  it('leaves the toast to the screen that says it already, and ignores events that are not notifications', async () => {
    const items: NotificationView[] = [];
    const api = serverWith(items);
    openApp('/concepts');
    await screen.findByRole('button', { name: 'Notifications' });
    const socket = FakeWebSocket.instances.at(-1)!;
    act(() => socket.onopen?.(new Event('open')));
    const reads = () => api.calls.filter((c) => c.path.startsWith('/api/notifications')).length;
    const before = reads();
    act(() => socket.receive({ type: 'ws-event', source: 'personalize', event: 'variant-renamed', payload: { treeId: 't' } }));
    items.unshift({ _id: 'f00000000000000000000010', source: 'html-resizer', event: 'template-resizing-finished', payload: {}, read: false, createdAt: new Date().toISOString() });
    act(() => socket.receive({ type: 'ws-event', source: 'html-resizer', event: 'template-resizing-finished', payload: { notificationId: 'f00000000000000000000010' } }));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(reads()).toBe(before + 1);
    expect(screen.queryByTestId('notification-toast')).not.toBeInTheDocument();
  });
});
