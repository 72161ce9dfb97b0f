/**
 * Storage uploads in jsdom: the upload client (web/src/lib) PUTs each file or part with XMLHttpRequest, reports
 * progress and reads the part's ETag. `stubUploads()` puts a stand-in in its place that answers every PUT at once
 * (progress of the whole body, ETag '"etag"') and answers the list of the URLs sent to, in order.
 * Undo with `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

export function stubUploads(): string[] {
  const puts: string[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      upload: { onprogress?: (e: { loaded: number }) => void } = {};
      onload?: () => void;
      status = 200;
      url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      getResponseHeader() {
        return '"etag"';
      }
      send(body: Blob) {
        puts.push(this.url);
        setTimeout(() => (this.upload.onprogress?.({ loaded: body.size }), this.onload?.()), 0);
      }
    },
  );
  return puts;
}
