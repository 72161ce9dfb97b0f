/**
 * The PDF's shape as the import reads it with pdf-lib (functions/lib/renderer/pdf-pages.ts): the page count and the
 * first page's size; a file pdf-lib cannot read, or one without pages, is a PdfError (the import's 'Invalid file
 * format'). No browser here: the pages' rendering is proven by the storyboards import test.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfError, pdfShape, renderPdfPages } from '@functions/lib/renderer';

const TWO_PAGES = readFileSync('tests/fixtures/storyboards/two-pages.pdf');

async function madePdf(sizes: [number, number][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const size of sizes) doc.addPage(size);
  return Buffer.from(await doc.save({ useObjectStreams: true, addDefaultPage: false }));
}

describe('pdfShape', () => {
  it('reads the fixture: 2 pages, the first 600 x 337.92 points', async () => {
    const shape = await pdfShape(TWO_PAGES);
    expect(shape.pages).toBe(2);
    expect(shape.width).toBe(600);
    expect(shape.height).toBeCloseTo(337.92, 2);
  });

  it('counts pages kept in object streams and takes the size of the first page, not of the others', async () => {
    expect(await pdfShape(await madePdf([[300, 500], [800, 100], [800, 100]]))).toEqual({ pages: 3, width: 300, height: 500 });
  });

  it.each([
    ['no PDF header', Buffer.from('hello, not a PDF')],
    ['a header and nothing else', Buffer.from('%PDF-1.4 nothing here')],
    ['an empty file', Buffer.alloc(0)],
    ['a PDF cut in half', TWO_PAGES.subarray(0, Math.floor(TWO_PAGES.length / 2))],
  ])('refuses %s with a PdfError', async (_, file) => {
    await expect(pdfShape(file)).rejects.toBeInstanceOf(PdfError);
  });

  it('refuses a PDF without pages', async () => {
    await expect(pdfShape(await madePdf([]))).rejects.toThrow(new PdfError('no pages'));
  });

  it('renderPdfPages refuses more pages than allowed before it opens a browser', async () => {
    await expect(renderPdfPages(TWO_PAGES, { width: 640, maxPages: 1 })).rejects.toThrow(new PdfError('more than 1 pages'));
  });
});
