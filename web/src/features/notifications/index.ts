/** The notifications feature: the header's notification centre and the global toast of stored notifications. */
export { NotificationCentre } from './components/notification-centre';
