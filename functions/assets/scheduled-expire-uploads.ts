/** The Lambda EventBridge Scheduler invokes every UPLOAD_SWEEP_MINUTES (infra: the jobs stack): abandoned uploads fail. */
import { expireAbandonedUploads } from './abandoned-uploads';

export const handler = async () => expireAbandonedUploads();
