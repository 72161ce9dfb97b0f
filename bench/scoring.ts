/**
 * `npm run bench -- scoring`: the analysis of one 1080x1080 image and of 100 variations (300x250 banners,
 * each different) on one warm OCR worker, each as a ratio to a sharp decode of the same images measured in the same
 * run; the worker's start apart. The machine's load average is printed beside (figures on a shared machine vary).
 */
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { analyseImage } from '@functions/scoring/analyse-image';
import { openOcr } from '@functions/scoring/ocr';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<unknown>, rounds = ROUNDS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return median(times);
}

const svg = (w: number, h: number, body: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`)).png().toBuffer();
const keyVisual = () =>
  svg(1080, 1080, `<rect width="1080" height="1080" fill="#0b5394"/><circle cx="540" cy="600" r="300" fill="#f1c232"/><rect x="900" y="940" width="120" height="80" fill="#fff"/>
<text x="80" y="180" font-family="DejaVu Sans" font-weight="bold" font-size="96" fill="#fff">SUMMER SALE</text><text x="80" y="280" font-family="DejaVu Sans" font-size="48" fill="#fff">Zero sugar, all the fizz</text>`);
const banner = (i: number) =>
  svg(300, 250, `<rect width="300" height="250" fill="hsl(${(i * 37) % 360},70%,45%)"/><circle cx="240" cy="60" r="70" fill="hsl(${(i * 37 + 40) % 360},80%,65%)"/>
<text x="20" y="150" font-family="DejaVu Sans" font-size="20" font-weight="bold" fill="#fff">Offer ${i}</text><text x="20" y="180" font-family="DejaVu Sans" font-size="15" fill="#fff">Shop now</text>`);

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

export async function scoringBench(): Promise<void> {
  const one = await keyVisual();
  const many = await Promise.all(Array.from({ length: 100 }, (_, i) => banner(i)));
  const decode = (b: Buffer) => sharp(b).raw().toBuffer();
  let t = performance.now();
  const ocr = await openOcr();
  const workerMs = performance.now() - t;
  try {
    await analyseImage(one, ocr); // warm
    const decodeOne = await timed(() => decode(one), 7);
    const analyseOne = await timed(() => analyseImage(one, ocr));
    const decodeMany = await timed(async () => {
      for (const b of many) await decode(b);
    });
    t = performance.now();
    for (const b of many) await analyseImage(b, ocr);
    const analyseMany = performance.now() - t;
    console.log(`scoring: OCR worker start ${workerMs.toFixed(0)} ms (load average ${load()})`);
    console.log(`scoring: one 1080x1080 image analysed in ${analyseOne.toFixed(0)} ms = ${(analyseOne / decodeOne).toFixed(0)}x a sharp decode of it (${decodeOne.toFixed(1)} ms) (load average ${load()})`);
    console.log(`scoring: 100 variations 300x250 analysed in ${(analyseMany / 1000).toFixed(1)} s (${(analyseMany / 100).toFixed(0)} ms each) = ${(analyseMany / decodeMany).toFixed(0)}x sharp decodes of them (${decodeMany.toFixed(0)} ms) (load average ${load()})`);
  } finally {
    await ocr.close();
  }
}
