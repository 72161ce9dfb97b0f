/**
 * The upload queue of the library (000 7.3, 9): at most 50 files a batch, 10 in parallel, each in two stages (to
 * storage, then processing by the server's job), then one 'Upload completed.' notice counting the merged ones.
 */
import { useQueryClient } from '@tanstack/react-query';
import { message, notification } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSET_BATCH_MAX, ASSET_MAX_BYTES, ASSET_UPLOAD_CONCURRENCY } from '@shared/constants';
import { assetProcessedEventSchema, type AssetDto, type UploadStatus, type UploadTarget } from '@shared/contracts/assets';
import { fillMessage, MESSAGES } from '@shared/messages';
import pLimit from 'p-limit';
import { realtimeConnected, subscribeRealtime } from '@web/lib/realtime';
import { assetsKey } from '../api/get-assets';
import { completeUpload, getUploadStatus, sendFile, startHierarchyUpload, startUploads } from '../api/upload-assets';

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

/** While the realtime channel is down, the upload status is asked this often. */
const POLL_MS = 1_000;
/** While it is up, the pushed events say when processing ended; one question after this long covers a lost push. */
const PUSH_SAFETY_MS = 30_000;
type Outcome = Pick<AssetDto, '_id' | 'status' | 'error'>;
const isDone = (status: AssetDto['status']) => status === 'ready' || status === 'merged' || status === 'failed';
let nextUid = 0;

export function useUploads(partnerId: string | null, options: { nodeIds?: string[]; tags?: string[] } = {}) {
  const client = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const wake = useRef<() => void>(() => undefined);
  /** How each asset's processing ended, from the pushed 'asset-processed' events or the status call. */
  const outcomes = useRef(new Map<string, Outcome>());

  const settle = useCallback((done: Outcome[]) => {
    for (const a of done) outcomes.current.set(a._id, a);
    const byId = new Map(done.map((a) => [a._id, a]));
    setItems((list) => list.map((i) => (i.assetId && byId.has(i.assetId) ? { ...i, stage: byId.get(i.assetId)!.status as UploadStage, error: byId.get(i.assetId)!.error ?? undefined } : i)));
  }, []);

  // The processing job's push carries the outcome itself (001 7 'Real-time channel'): applied as it arrives.
  useEffect(
    () =>
      subscribeRealtime((e) => {
        if (e.source !== 'assets' || e.event !== 'asset-processed') return;
        const pushed = assetProcessedEventSchema.safeParse(e.payload);
        if (!pushed.success || !isDone(pushed.data.status)) return;
        settle([{ _id: pushed.data.assetId, status: pushed.data.status, error: pushed.data.status === 'failed' ? MESSAGES.assetProcessFailed : null }]);
        wake.current();
      }),
    [settle],
  );

  const patch = (uid: string, change: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  /**
   * Waits until the server has processed every id and answers how many were uploaded, merged and failed. While the
   * realtime channel is up the pushed events say so and nothing is polled; while it is down the status is asked every second.
   */
  const processed = useCallback(
    async (ids: string[]): Promise<Pick<UploadStatus, 'uploadedAssets' | 'mergedAssets' | 'failedAssets'>> => {
      const pending = () => ids.filter((id) => !outcomes.current.has(id));
      // Asked once first: processing may have ended before the upload's last call, its push already gone.
      for (let ask = true; ; ) {
        if (ask && pending().length) settle((await getUploadStatus(partnerId!, pending())).assets.filter((a) => isDone(a.status)));
        if (!pending().length) break;
        const polling = !realtimeConnected();
        const timedOut = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), polling ? POLL_MS : PUSH_SAFETY_MS);
          wake.current = () => (clearTimeout(timer), resolve(false));
        });
        ask = polling || timedOut;
      }
      const count = (status: AssetDto['status']) => ids.filter((id) => outcomes.current.get(id)?.status === status).length;
      return { uploadedAssets: count('ready'), mergedAssets: count('merged'), failedAssets: count('failed') };
    },
    [partnerId, settle],
  );

  /**
   * One batch: the files' items, the start call that answers where each file goes (in the files' order), then the
   * files sent 10 at a time, completed, and the outcome told once processing ended.
   */
  const upload = useCallback(
    async (files: File[], labels: string[], start: (files: File[]) => Promise<UploadTarget[]>) => {
      if (!partnerId || !files.length) return;
      if (files.length > ASSET_BATCH_MAX) return void message.error(MESSAGES.assetBatchTooLarge);
      const batch: UploadItem[] = files.map((f, i) => ({ uid: `u${nextUid++}`, name: labels[i], size: f.size, stage: 'storage', percent: 0 }));
      const tooBig = (f: File) => f.size > ASSET_MAX_BYTES;
      batch.forEach((item, i) => tooBig(files[i]) && Object.assign(item, { stage: 'failed', error: MESSAGES.assetTooLarge }));
      setItems((list) => [...batch, ...list]);
      const sending = files.map((file, i) => ({ file, item: batch[i] })).filter(({ file }) => !tooBig(file));
      if (!sending.length) return;
      let targets: UploadTarget[];
      try {
        targets = await start(sending.map(({ file }) => file));
      } catch (error) {
        sending.forEach(({ item }) => patch(item.uid, { stage: 'failed', error: (error as Error).message }));
        return;
      }
      // A folder upload's folders exist from the start: the library shows the tree while the files arrive.
      void client.invalidateQueries({ queryKey: assetsKey });
      const ids: string[] = [];
      const run = pLimit(ASSET_UPLOAD_CONCURRENCY);
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
    [client, partnerId, processed],
  );

  const add = useCallback(
    (files: File[]) =>
      upload(files, files.map((f) => f.name), async (sending) =>
        (await startUploads(partnerId!, { files: sending.map((file) => ({ name: file.name, size: file.size, type: file.type })), nodeIds: options.nodeIds, tags: options.tags })).uploads,
      ),
    [options.nodeIds, options.tags, partnerId, upload],
  );

  /** A chosen or dropped folder: each file's path inside it keeps the structure (folders become parent assets). */
  const addFolder = useCallback(
    (files: File[]) => {
      const pathOf = (f: File) => f.webkitRelativePath || f.name;
      return upload(files, files.map(pathOf), async (sending) =>
        (await startHierarchyUpload(partnerId!, { files: sending.map((file) => ({ path: pathOf(file), size: file.size, type: file.type })), nodeIds: options.nodeIds, tags: options.tags })).uploads,
      );
    },
    [options.nodeIds, options.tags, partnerId, upload],
  );

  return { items, add, addFolder, clear: () => setItems([]) };
}
