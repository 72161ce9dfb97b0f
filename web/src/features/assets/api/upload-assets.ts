import type { HierarchyResult, HierarchyUpload, UploadInit, UploadInitResult, UploadStatus, UploadTarget } from '@shared/contracts/assets';
import { api } from '@web/lib/api-client';

/** POST assets/single-files/uploads: one asset per file and where to send it (presigned). */
export const startUploads = (partnerId: string, body: UploadInit) => api.post<UploadInitResult>('assets/single-files/uploads', body, { query: { partnerId } });

/** POST assets/single-files/hierarchy: a folder upload; its folders are made at once, its files go as uploads. */
export const startHierarchyUpload = (partnerId: string, body: HierarchyUpload) => api.post<HierarchyResult>('assets/single-files/hierarchy', body, { query: { partnerId } });

/** POST .../uploads/{id}/complete: the file is in storage; processing is queued. */
export const completeUpload = (partnerId: string, assetId: string, parts: { partNumber: number; etag: string }[]) =>
  api.post<unknown>(`assets/single-files/uploads/${assetId}/complete`, { parts }, { query: { partnerId } });

/** POST .../uploads/{id}/abort. */
export const abortUpload = (partnerId: string, assetId: string) => api.post<unknown>(`assets/single-files/uploads/${assetId}/abort`, undefined, { query: { partnerId } });

/** POST .../uploads/status: uploadedAssets, mergedAssets and each asset's status. */
export const getUploadStatus = (partnerId: string, ids: string[]) => api.post<UploadStatus>('assets/single-files/uploads/status', { ids }, { query: { partnerId } });

/** One PUT of a body to a presigned URL with upload progress (fetch reports none); answers the ETag. */
export function putWithProgress(url: string, body: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve(xhr.getResponseHeader('etag') ?? '') : reject(new Error(`storage answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('storage unreachable'));
    xhr.onabort = () => reject(new Error('aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}

/** Sends a file to its target: one PUT, or its parts one after the other; answers the parts' ETags. */
export async function sendFile(target: UploadTarget, file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal) {
  if (target.url) {
    await putWithProgress(target.url, file, onProgress, signal);
    return [];
  }
  const parts: { partNumber: number; etag: string }[] = [];
  let done = 0;
  for (const part of target.parts) {
    const start = (part.partNumber - 1) * target.partSize!;
    const chunk = file.slice(start, start + target.partSize!);
    const etag = await putWithProgress(part.url, chunk, (loaded) => onProgress(done + loaded), signal);
    done += chunk.size;
    parts.push({ partNumber: part.partNumber, etag });
  }
  return parts;
}
