/** The notifications domain Lambda: the notification centre (ours; 001 8 'Notification catalogue'). */
import { domainHandler } from '@functions/lib/http';
import listNotifications from './handlers/list-notifications';
import markNotificationsRead from './handlers/mark-notifications-read';

export const handler = domainHandler('notifications', {
  'list-notifications': listNotifications,
  'mark-notifications-read': markNotificationsRead,
});
