/**
 * The upload queue of the library (000 7.3, 9): at most 50 files a batch, 10 in parallel, each in two stages (to
 * storage, then processing by the server's job), then one 'Upload completed.' notice counting the merged ones.
 */
import { useQueryClient } from '@tanstack/react-query';
import { message, notification } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSET_BATCH_MAX, ASSET_MAX_BYTES, ASSET_UPLOAD_CONCURRENCY } from '../../../../../shared/constants';
import type { UploadStatus } from '../../../../../shared/contracts/assets';
import { fillMessage, MESSAGES } from '../../../../../shared/messages';
import { limiter } from '../../../lib/limiter';
import { subscribeRealtime } from '../../../lib/realtime';
import { assetsKey } from '../api/get-assets';
import { completeUpload, getUploadStatus, sendFile, startUploads } from '../api/upload-assets';

export type UploadStage = 'storage' | 'processing' | 'ready' | 'merged' | 'failed';
export interface UploadItem {
  uid: string;
  name: string;
  size: number;
  stage: UploadStage;
  /** Percent sent to storage. */
  percent: number;
  assetId?: string;
  error?: string;
}

const POLL_MS = 1_000;
let nextUid = 0;

export function useUploads(partnerId: string | null, options: { nodeIds?: string[]; tags?: string[] } = {}) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const wake = useRef<() => void>(() => undefined);

  useEffect(() => subscribeRealtime((e) => e.source === 'assets' && wake.current()), []);

  const patch = (uid: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  /** Waits until the server has processed every id (woken early by the realtime event); answers the batch status. */
  const processed = useCallback(
    async (ids: string[]): Promise<UploadStatus> => {
      for (;;) {
        const status = await getUploadStatus(partnerId!, ids);
        for (const a of status.assets) {
          if (a.status === 'ready' || a.status === 'merged' || a.status === 'failed') {
            setItems((list) => list.map((i) => (i.assetId === a._id ? { ...i, stage: a.status as UploadStage, error: a.error ?? undefined } : i)));
          }
        }
        if (!status.pendingAssets) return status;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          wake.current = () => (clearTimeout(timer), resolve());
        });
      }
    },
    [partnerId],
  );

  const add = useCallback(
    async (files: File[]) => {
      if (!partnerId || !files.length) return;
      if (files.length > ASSET_BATCH_MAX) return void message.error(MESSAGES.assetBatchTooLarge);
      const batch: UploadItem[] = files.map((f) => ({ uid: `u${nextUid++}`, name: f.name, size: f.size, stage: 'storage', percent: 0 }));
      const tooBig = (f: File) => f.size > ASSET_MAX_BYTES;
      batch.forEach((item, i) => tooBig(files[i]) && Object.assign(item, { stage: 'failed', error: MESSAGES.assetTooLarge }));
      setItems((list) => [...batch, ...list]);
      const sending = files.map((file, i) => ({ file, item: batch[i] })).filter(({ file }) => !tooBig(file));
      if (!sending.length) return;
      let targets;
      try {
        targets = (await startUploads(partnerId, { files: sending.map(({ file }) => ({ name: file.name, size: file.size, type: file.type })), nodeIds: options.nodeIds, tags: options.tags })).uploads;
      } catch (error) {
        sending.forEach(({ item }) => patch(item.uid, { stage: 'failed', error: (error as Error).message }));
        return;
      }
      const ids: string[] = [];
      const run = limiter(ASSET_UPLOAD_CONCURRENCY);
      await Promise.all(sending.map(({ file, item }, i) => run(async () => {
        const target = targets[i];
        patch(item.uid, { assetId: target.assetId });
        try {
          const parts = await sendFile(target, file, (loaded) => patch(item.uid, { percent: Math.min(100, Math.round((loaded / Math.max(file.size, 1)) * 100)) }));
          await completeUpload(partnerId, target.assetId, parts);
          patch(item.uid, { stage: 'processing', percent: 100 });
          ids.push(target.assetId);
        } catch {
          patch(item.uid, { stage: 'failed', error: fillMessage(MESSAGES.assetUploadFailed, { file: file.name }) });
        }
      })));
      if (!ids.length) return;
      const status = await processed(ids);
      void client.invalidateQueries({ queryKey: assetsKey });
      if (status.uploadedAssets + status.mergedAssets > 0) {
        notification.success({
          message: MESSAGES.assetUploadCompleted,
          description: status.mergedAssets ? `${status.mergedAssets} of them ${status.mergedAssets === 1 ? 'was' : 'were'} already in the library.` : undefined,
        });
      }
    },
    [client, options.nodeIds, options.tags, partnerId, processed],
  );

  return { items, add, clear: () => setItems([]) };
}
