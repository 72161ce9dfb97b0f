/**
 * PDF pages as PNG images, drawn by Chromium's own PDF viewer (PDFium) through the renderer: a browser of its own
 * with the viewer kept (Playwright's defaults switch component extensions off, and with them the viewer), the file
 * served by the renderer from memory on an origin that resolves nowhere, one page per shot (`#page=N`).
 * The page count and the first page's shape are read from the file's page objects (plain or in Flate object streams).
 */
import { unzlibSync } from 'fflate';
import sharp from 'sharp';
import { browserSource } from './browser-source';
import { ChromiumRenderer } from './chromium-renderer';
import { MAX_RENDER_SIDE, RenderTimeoutError } from './port';

const PDF_ORIGIN = 'https://pdf.invalid';
/**
 * The viewer paints a page some time after load (300 ms to over 2 s here, by load): until then a shot is one flat
 * colour (its background; a blank page still shows the viewer's frame around it), so the page is shot again until not.
 */
const PAGE_TIMEOUT_MS = 20_000;

export class PdfError extends Error {}

let viewer: ChromiumRenderer | undefined;
const pdfRenderer = () =>
  (viewer ??= new ChromiumRenderer(async () => ({
    ...(await browserSource()()),
    ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'],
  })));

/** The text of the file and of every stream that inflates (object streams hold page objects in newer PDFs). */
function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts = [raw];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      texts.push(Buffer.from(unzlibSync(pdf.subarray(start, end))).toString('latin1'));
    } catch {
      // not a Flate stream (an image, a font): nothing of the page tree in it
    }
    streams.lastIndex = end;
  }
  return texts;
}

export interface PdfShape {
  pages: number;
  width: number;
  height: number;
}

export function pdfShape(pdf: Buffer): PdfShape {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PdfError('not a PDF');
  const texts = pdfTexts(pdf);
  const pages = texts.reduce((n, t) => n + (t.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0), 0);
  if (!pages) throw new PdfError('no pages');
  const box = texts.map((t) => /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/.exec(t)).find(Boolean);
  const width = box ? Math.abs(Number(box[3]) - Number(box[1])) : 612;
  const height = box ? Math.abs(Number(box[4]) - Number(box[2])) : 792;
  return { pages, width: width || 612, height: height || 792 };
}

/** Renders pages 1..min(pages, maxPages) at `width` pixels wide (the height follows the first page's shape). */
export async function renderPdfPages(pdf: Buffer, options: { width: number; maxPages: number }): Promise<Buffer[]> {
  const shape = pdfShape(pdf);
  if (shape.pages > options.maxPages) throw new PdfError(`more than ${options.maxPages} pages`);
  const width = Math.min(options.width, MAX_RENDER_SIDE);
  const height = Math.max(1, Math.min(MAX_RENDER_SIDE, Math.round((width * shape.height) / shape.width)));
  const serve = { origin: PDF_ORIGIN, read: async () => ({ body: pdf, contentType: 'application/pdf' }) };
  const shots: Buffer[] = [];
  for (let page = 1; page <= shape.pages; page += 1) {
    try {
      shots.push(
        await pdfRenderer().screenshot({
          url: `${PDF_ORIGIN}/file.pdf#page=${page}&toolbar=0&navpanes=0&view=Fit`,
          width,
          height,
          serve,
          shotReady: async (png) => !(await isFlat(png)),
          timeoutMs: PAGE_TIMEOUT_MS,
        }),
      );
    } catch (error) {
      if (error instanceof RenderTimeoutError) throw new PdfError(`page ${page} did not render`);
      throw error;
    }
  }
  return shots;
}

/** One flat colour: the viewer's background with no page painted on it. */
async function isFlat(png: Buffer): Promise<boolean> {
  const { channels } = await sharp(png).stats();
  return channels.every((c) => c.min === c.max);
}

export async function closePdfRenderer(): Promise<void> {
  await viewer?.close();
  viewer = undefined;
}
