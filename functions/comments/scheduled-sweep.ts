/** The Lambda EventBridge Scheduler invokes every hour (infra: the jobs stack): removes the files of reserved comment ids no comment took. */
import { sweepReservedAttachments } from './attachments';

export const handler = async () => sweepReservedAttachments();
