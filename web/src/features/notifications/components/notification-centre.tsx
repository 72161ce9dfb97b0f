/**
 * The notification centre in the header (001 8 'Notification catalogue'): a bell with the unread count, the list of
 * what the user was told (title, message, when, read or not), mark one or all read. Kept on the server, so a user who
 * was offline sees it on the next load. It also hears every stored notification that arrives on the realtime
 * channel: the list is read again and the catalogue's toast shows.
 */
import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { NotificationView } from '@shared/contracts/notifications';
import { NOTIFICATION_TEXTS as T } from '@shared/messages';
import { describeNotification, type NotificationLevel } from '@shared/notifications/catalogue';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { subscribeRealtime } from '@web/lib/realtime';
import { notificationsQueryKey, useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { relativeTimeLabel } from '../lib/relative-time';
import { notificationIdOf, toastNotification } from '../lib/toasts';

const LEVEL_COLOURS: Record<NotificationLevel, string> = { success: '#52c41a', info: '#1677ff', warning: '#faad14', error: '#ff4d4f' };
/** The relative times move on while the list is open. */
const CLOCK_TICK_MS = 15_000;

/** Reads the list again and toasts when a stored notification arrives. */
function useNotificationEvents(): void {
  const client = useQueryClient();
  const partnerId = useCurrentPartnerId();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        const id = notificationIdOf(event);
        if (!id) return;
        void client.invalidateQueries({ queryKey: notificationsQueryKey(partnerId) });
        toastNotification(event, id);
      }),
    [client, partnerId],
  );
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function Item({ item, now, onRead }: { item: NotificationView; now: number; onRead: (id: string) => void }) {
  const d = describeNotification(item);
  return (
    <li
      data-testid="notification-item"
      data-read={item.read}
      style={{ display: 'flex', gap: 8, padding: '8px 0', borderBottom: '1px solid #f0f0f0', background: item.read ? undefined : '#f6faff' }}
    >
      <span aria-hidden style={{ width: 8, height: 8, marginTop: 6, borderRadius: 4, flex: 'none', background: LEVEL_COLOURS[d.level] }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong={!item.read} style={{ display: 'block' }}>
          {d.title}
        </Typography.Text>
        {d.message && <Typography.Text style={{ display: 'block' }}>{d.message}</Typography.Text>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString()}>
            {relativeTimeLabel(item.createdAt, now)}
          </time>
          {item.read ? ' · Read' : ' · Unread'}
        </Typography.Text>
      </div>
      {!item.read && (
        <Button size="small" type="link" onClick={() => onRead(item._id)} aria-label={`${T.markRead}: ${d.title}`}>
          {T.markRead}
        </Button>
      )}
    </li>
  );
}

export function NotificationCentre() {
  useNotificationEvents();
  const [open, setOpen] = useState(false);
  const now = useNow(open);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const items = data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = data?.pages[0]?.unread ?? 0;

  const content = (
    <div style={{ width: 360 }} data-testid="notification-centre">
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text strong>{T.centreTitle}</Typography.Text>
        <Button size="small" type="link" disabled={unread === 0} onClick={() => markRead({ all: true })}>
          {T.markAllRead}
        </Button>
      </div>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {isPending ? (
          <Spin style={{ display: 'block', padding: 16 }} />
        ) : isError ? (
          <Typography.Text type="danger">{T.loadFailed}</Typography.Text>
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.centreEmpty} />
        ) : (
          <ul aria-label={T.centreTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <Item key={item._id} item={item} now={now} onRead={(id) => markRead({ ids: [id] })} />
            ))}
          </ul>
        )}
        {hasNextPage && (
          <Button block type="link" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {T.loadMore}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label={unread ? `${T.centreTitle} (${unread} unread)` : T.centreTitle} style={{ color: '#fff', paddingInline: 8 }}>
        <Badge count={unread} overflowCount={99} size="small" data-testid="notification-badge">
          <BellOutlined style={{ color: '#fff', fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
