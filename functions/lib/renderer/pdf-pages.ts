/**
 * PDF pages as PNG images, drawn by Chromium's own PDF viewer (PDFium) through the renderer: a browser of its own
 * with the viewer kept (Playwright's defaults switch component extensions off, and with them the viewer), the file
 * served by the renderer from memory on an origin that resolves nowhere, one page per shot (`#page=N`).
 * The page count and the first page's size are read with pdf-lib; a file it cannot read is a PdfError.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { browserSource } from './browser-source';
import { ChromiumRenderer } from './chromium-renderer';
import { MAX_RENDER_SIDE, RenderTimeoutError } from './port';

const PDF_ORIGIN = 'https://pdf.invalid';
/**
 * The viewer paints a page some time after load (300 ms to over 2 s here, by load): until then a shot is one flat
 * colour (its background; a blank page still shows the viewer's frame around it), then a white sheet, then the page;
 * so the page is shot again until a shot is not flat and equals the one before.
 */
const PAGE_TIMEOUT_MS = 20_000;

export class PdfError extends Error {}

let viewer: ChromiumRenderer | undefined;
const pdfRenderer = () =>
  (viewer ??= new ChromiumRenderer(async () => ({
    ...(await browserSource()()),
    ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'],
  })));

export interface PdfShape {
  pages: number;
  width: number;
  height: number;
}

/** The page count and the first page's size in points (its MediaBox), or a PdfError for a file pdf-lib cannot read. */
export async function pdfShape(pdf: Buffer): Promise<PdfShape> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  } catch (error) {
    // pdf-lib throws plain Errors (no header) and TypeErrors (no catalog or page tree) alike for a file it cannot read
    throw new PdfError(`not a PDF: ${error instanceof Error ? error.message : String(error)}`);
  }
  let pages: number;
  let size: { width: number; height: number };
  try {
    pages = doc.getPageCount();
    if (!pages) throw new PdfError('no pages');
    size = doc.getPage(0).getSize();
  } catch (error) {
    if (error instanceof PdfError) throw error;
    throw new PdfError(`no readable pages: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { pages, width: Math.abs(size.width) || 612, height: Math.abs(size.height) || 792 };
}

/** Renders pages 1..min(pages, maxPages) at `width` pixels wide (the height follows the first page's shape). */
export async function renderPdfPages(pdf: Buffer, options: { width: number; maxPages: number }): Promise<Buffer[]> {
  const shape = await pdfShape(pdf);
  if (shape.pages > options.maxPages) throw new PdfError(`more than ${options.maxPages} pages`);
  const width = Math.min(options.width, MAX_RENDER_SIDE);
  const height = Math.max(1, Math.min(MAX_RENDER_SIDE, Math.round((width * shape.height) / shape.width)));
  const serve = { origin: PDF_ORIGIN, read: async () => ({ body: pdf, contentType: 'application/pdf' }) };
  const shots: Buffer[] = [];
  for (let page = 1; page <= shape.pages; page += 1) {
    let previous: Buffer | undefined;
    // Painted: not flat, and the same in two shots 250 ms apart (the viewer draws a white sheet before its content).
    const painted = async (png: Buffer) => {
      const same = previous !== undefined && png.equals(previous);
      previous = png;
      return same && !(await isFlat(png));
    };
    try {
      shots.push(
        await pdfRenderer().screenshot({
          url: `${PDF_ORIGIN}/file.pdf#page=${page}&toolbar=0&navpanes=0&view=Fit`,
          width,
          height,
          serve,
          shotReady: painted,
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
