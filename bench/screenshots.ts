/**
 * `npm run bench -- screenshots`: the bulk-screenshots worker's rendering on one warm browser, without storage: 100
 * shots of the 300x250 sample template (docs/templates/samples) each with its own headline in the player fragment, two
 * pages at once as the worker runs them, over 100 blank page shots on the same browser in the same run; then one PDF
 * of the 100 PNGs assembled with the worker's assemblePdf (goal < 20 s), over embedding the same PNGs into a PDF with
 * no captions. The load average is printed beside (the machine is shared).
 */
import { readFileSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { encodePlayerValues } from '@shared/domain/template-player';
import { ChromiumRenderer, type ServedOrigin } from '@functions/lib/renderer';
import { contentTypeOf, TEMPLATE_ORIGIN } from '@functions/template-render/public';
import { assemblePdf } from '@functions/renders/screenshots-worker';
import { ROOT } from '@infra/local/site';

const COUNT = Number(process.env.BENCH_SCREENSHOTS ?? 100);
const PAGES_AT_ONCE = 2;
const SAMPLE = join(ROOT, 'docs', 'templates', 'samples', '300x250-sparkle-summer');

const folder: ServedOrigin = {
  origin: TEMPLATE_ORIGIN,
  read: async (path) => {
    const file = join(SAMPLE, path);
    return file.startsWith(SAMPLE) && existsSync(file) ? { body: readFileSync(file), contentType: contentTypeOf(path) } : null;
  },
};

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await work();
  return { ms: performance.now() - t, value };
}

/** `count` shots, `PAGES_AT_ONCE` at a time, as the worker's pool runs them. */
async function shots(count: number, shoot: (i: number) => Promise<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, async () => {
    while (next < count) {
      const i = next++;
      out[i] = await shoot(i);
    }
  }));
  return out;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

export async function screenshotsBench(): Promise<void> {
  const renderer = new ChromiumRenderer();
  try {
    const launch = await timed(() => renderer.screenshot({ html: '<body></body>', width: 300, height: 250 }));
    console.log(`\nScreenshots: first blank shot with the browser launch ${launch.ms.toFixed(0)} ms (load average ${load()})`);
    const blank = await timed(() => shots(COUNT, () => renderer.screenshot({ html: '<body></body>', width: 300, height: 250 })));
    const template = await timed(() =>
      shots(COUNT, (i) => renderer.screenshot({ url: `${TEMPLATE_ORIGIN}/index.html#${encodePlayerValues({ frame1Headline: `Creative ${i + 1}: cold and fizzy` })}`, serve: folder, width: 300, height: 250, timeoutMs: 15_000 })),
    );
    console.log(
      `${COUNT} screenshots of a 300x250 template, one warm browser, ${PAGES_AT_ONCE} pages at once: ${(template.ms / 1000).toFixed(1)} s (goal < 60 s: ${(template.ms / 60_000).toFixed(2)}x of it), ` +
        `${(template.ms / blank.ms).toFixed(2)}x ${COUNT} blank page shots (${(blank.ms / 1000).toFixed(1)} s) (load average ${load()})`,
    );
    const pages = template.value.map((png, i) => ({ name: `Creative ${i + 1} 300x250`, png }));
    const pdf = await timed(() => assemblePdf('Bench campaign', pages));
    const plain = await timed(async () => {
      const doc = await PDFDocument.create();
      for (const { png } of pages) {
        const image = await doc.embedPng(png);
        doc.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0 });
      }
      return doc.save();
    });
    console.log(
      `PDF of ${COUNT} creatives (one named page each, pdf-lib): ${pdf.ms.toFixed(0)} ms, ${(pdf.value.byteLength / 1024).toFixed(0)} KiB (goal < 20 s: ${(pdf.ms / 20_000).toFixed(3)}x of it), ` +
        `${(pdf.ms / plain.ms).toFixed(2)}x embedding the same PNGs without captions (${plain.ms.toFixed(0)} ms); with its ${COUNT} screenshots ${((template.ms + pdf.ms) / 1000).toFixed(1)} s (load average ${load()})`,
    );
  } finally {
    await renderer.close();
  }
}
