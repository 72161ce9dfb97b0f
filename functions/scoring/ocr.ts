/**
 * OCR with tesseract.js and the English traineddata of @tesseract.js-data/eng, offline (nothing is downloaded at run
 * time; the data ships in the npm package). One worker per batch: its start (~0.4-0.8 s here) is paid once, each image
 * then costs ~0.2-0.5 s. Callers open a session, read any number of images, and close it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Box } from '@shared/domain/scoring';

const require = createRequire(import.meta.url);

export interface OcrLine extends Box {
  text: string;
}
export interface OcrResult {
  lines: OcrLine[];
  /** The text areas: each paragraph's box around its accepted lines (the space between its lines is text area too). */
  areas: Box[];
  text: string;
}
export interface OcrSession {
  read(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

interface TesseractWord {
  text: string;
  confidence: number;
  bbox: Box;
}
interface TesseractWorker {
  recognize(image: Buffer, options: object, output: object): Promise<{ data: { blocks: { paragraphs: { lines: { words: TesseractWord[] }[] }[] }[] | null } }>;
  terminate(): Promise<unknown>;
}

/** A word counts when Tesseract is fairly sure of it and it holds letters or digits (not specks read as punctuation). */
const accepted = (w: TesseractWord) => {
  const alnum = w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  return (alnum >= 2 && w.confidence >= 60) || (alnum === 1 && w.confidence >= 85);
};

const boundsOf = (boxes: readonly Box[]): Box => ({
  x0: Math.min(...boxes.map((b) => b.x0)),
  y0: Math.min(...boxes.map((b) => b.y0)),
  x1: Math.max(...boxes.map((b) => b.x1)),
  y1: Math.max(...boxes.map((b) => b.y1)),
});

export async function openOcr(): Promise<OcrSession> {
  const { createWorker } = require('tesseract.js') as { createWorker: (lang: string, oem: number, options: object) => Promise<TesseractWorker> };
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
  const worker = await createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' });
  return {
    async read(image) {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      const lines: OcrLine[] = [];
      const areas: Box[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          const first = lines.length;
          for (const line of paragraph.lines) {
            const words = line.words.filter(accepted);
            if (!words.length) continue;
            lines.push({
              ...boundsOf(words.map((w) => w.bbox)),
              text: words.map((w) => w.text).join(' '),
            });
          }
          const mine = lines.slice(first);
          if (mine.length) areas.push(boundsOf(mine));
        }
      }
      return { lines, areas, text: lines.map((l) => l.text).join('\n') };
    },
    async close() {
      await worker.terminate();
    },
  };
}

let warm: Promise<OcrSession> | null = null;
/**
 * The container's OCR worker, started by the first message and kept for the following ones (like the renderer's
 * warm browser): one worker per batch and beyond. A worker that failed to start is started again next time.
 */
export function warmOcr(): Promise<OcrSession> {
  warm ??= openOcr().catch((error: unknown) => {
    warm = null;
    throw error;
  });
  return warm;
}
