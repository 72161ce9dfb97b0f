/** Runs the CSV worker (with its timeout, 002 8) and hands the file to the browser. */
import { CSV_WORKER_TIMEOUT_MS } from '@shared/constants';
import type { CsvInput, CsvOutput } from './csv-rules';

type WorkerAnswer = ({ ok: true } & CsvOutput) | { ok: false; error: string };

export function buildCsvInWorker(input: CsvInput, timeoutMs = CSV_WORKER_TIMEOUT_MS): Promise<CsvOutput> {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CsvOutput>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The CSV worker timed out')), timeoutMs);
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      clearTimeout(timer);
      if (data.ok) resolve(data);
      else reject(new Error(data.error));
    };
    worker.onerror = (event) => {
      clearTimeout(timer);
      reject(new Error(event.message || 'The CSV worker failed'));
    };
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}

/** Saves text as a file through a temporary link; the byte-order mark makes spreadsheets read it as UTF-8. */
export function downloadFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
