/**
 * The wizard's upload list (000 4 'Upload', 7.3, 9): each file goes pending → uploading (to storage, with progress) →
 * processing (the server checks its content) → success or failed; a link goes to success or URL failed. At most 50
 * files at once, 10 uploads in parallel; failed rows stay in the list until the user removes them.
 */
import { useCallback, useRef, useState } from 'react';
import { ASSET_BATCH_MAX, ASSET_MAX_BYTES, ASSET_UPLOAD_CONCURRENCY } from '@shared/constants';
import type { BriefAsset, BriefAssetCategory } from '@shared/contracts/brief-assets';
import { isAcceptedFileName, type BriefUploadStatus } from '@shared/domain/brief-assets';
import { MESSAGES } from '@shared/messages';
import pLimit from 'p-limit';
import { putWithProgress } from '@web/features/assets';
import { createTempAssetFromUrl } from '../api/create-temp-asset-from-url';
import { saveSingleTmp } from '../api/save-single-tmp';
import { validateTempAsset } from '../api/validate-temp-asset';

export interface UploadRow {
  rowId: string;
  name: string;
  category: BriefAssetCategory;
  status: BriefUploadStatus;
  /** Bytes sent and the file's size (000 3 'Temp upload': loaded, total). */
  loaded: number;
  total: number;
  isLink: boolean;
  error?: string;
  asset?: BriefAsset;
}

let nextRow = 0;
const rowId = () => `row-${Date.now().toString(36)}-${nextRow++}`;

/** Runs at most `size` tasks at once, in the order they were queued. */
export interface BriefUploads {
  rows: UploadRow[];
  /** Queues files for a category; answers the refusal text when the batch is over 50 files. */
  addFiles(files: File[], category: BriefAssetCategory): string | null;
  addLink(url: string, category: BriefAssetCategory): void;
  dropRow(rowId: string): void;
}

export function useBriefUploads(partnerId: string | null, onUploaded: (asset: BriefAsset) => void): BriefUploads {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const run = useRef(pLimit(ASSET_UPLOAD_CONCURRENCY)).current;
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const patch = useCallback((id: string, change: Partial<UploadRow>) => setRows((list) => list.map((r) => (r.rowId === id ? { ...r, ...change } : r))), []);
  const fail = useCallback((id: string, error: unknown, status: BriefUploadStatus = 'failed') => patch(id, { status, error: (error as Error).message || MESSAGES.assetProcessFailed }), [patch]);
  const succeed = useCallback(
    (id: string, asset: BriefAsset) => {
      patch(id, { status: 'success', asset });
      uploaded.current(asset);
    },
    [patch],
  );

  const addFiles = useCallback(
    (files: File[], category: BriefAssetCategory) => {
      if (!partnerId || !files.length) return null;
      if (files.length > ASSET_BATCH_MAX) return MESSAGES.assetBatchTooLarge;
      const batch: UploadRow[] = files.map((f) => {
        const error = !isAcceptedFileName(category, f.name) ? MESSAGES.assetInvalidFormat : f.size > ASSET_MAX_BYTES ? MESSAGES.assetTooLarge : undefined;
        return { rowId: rowId(), name: f.name, category, status: error ? 'failed' : 'pending', loaded: 0, total: f.size, isLink: false, error };
      });
      setRows((list) => [...list, ...batch]);
      batch.forEach((row, i) => {
        if (row.status === 'failed') return;
        const file = files[i];
        void run(async () => {
          patch(row.rowId, { status: 'uploading' });
          try {
            const target = await saveSingleTmp(partnerId, { tempId: row.rowId, meta: { type: category, name: file.name, size: file.size } });
            await putWithProgress(target.uploadUrl, file, (loaded) => patch(row.rowId, { loaded }));
            patch(row.rowId, { status: 'processing', loaded: file.size });
            succeed(row.rowId, (await validateTempAsset(partnerId, { url: target.key, type: category })).asset);
          } catch (error) {
            fail(row.rowId, error);
          }
        });
      });
      return null;
    },
    [fail, partnerId, patch, run, succeed],
  );

  const addLink = useCallback(
    (url: string, category: BriefAssetCategory) => {
      if (!partnerId) return;
      const row: UploadRow = { rowId: rowId(), name: url, category, status: 'pending', loaded: 0, total: 0, isLink: true };
      setRows((list) => [...list, row]);
      void run(async () => {
        patch(row.rowId, { status: 'processing' });
        try {
          const result = await createTempAssetFromUrl(partnerId, { url, fileTempId: row.rowId, meta: { type: category } });
          patch(row.rowId, { name: result.asset.name });
          succeed(row.rowId, result.asset);
        } catch (error) {
          fail(row.rowId, error, 'urlFailed');
        }
      });
    },
    [fail, partnerId, patch, run, succeed],
  );

  const dropRow = useCallback((id: string) => setRows((list) => list.filter((r) => r.rowId !== id)), []);

  return { rows, addFiles, addLink, dropRow };
}
