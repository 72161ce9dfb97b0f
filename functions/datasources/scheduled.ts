/** The Lambda EventBridge Scheduler invokes every few minutes (infra: the jobs stack): refreshes the due live feeds. */
import { refreshDueFeeds } from './scheduled-refresh';

export const handler = async () => refreshDueFeeds();
