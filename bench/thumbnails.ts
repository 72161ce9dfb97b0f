/**
 * `npm run bench -- thumbnails`: a template's thumbnails on a warm browser (the template-render job's work without
 * storage: render at the template's size from a served folder, then both 002 thumbnail sizes with sharp), over a
 * blank page shot on the same browser in the same run. The first launch is printed on its own (a cold container).
 */
import sharp from 'sharp';
import { THUMBNAIL_SIZES } from '@shared/contracts/template-render';
import { ChromiumRenderer, type ServedOrigin } from '@functions/lib/renderer';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ORIGIN = 'https://template.invalid';

async function templateFolder(): Promise<ServedOrigin> {
  const logo = await sharp({ create: { width: 300, height: 125, channels: 3, background: '#1677ff' } }).png().toBuffer();
  const files: Record<string, { body: Buffer; contentType: string }> = {
    '/300x250-offer.html': {
      contentType: 'text/html',
      body: Buffer.from(`<!doctype html><html><head><meta name="ad.size" content="width=300,height=250">
<style>body{margin:0;font:16px sans-serif;background:#fafafa} h1{position:absolute;top:130px;left:12px;margin:0}</style></head>
<body><img src="images/logo.png"><h1 id="headline"></h1><script src="ad.js"></script></body></html>`),
    },
    '/ad.js': { contentType: 'text/javascript', body: Buffer.from("var defaultValues = { frame1Headline: 'Summer offer' }; document.getElementById('headline').textContent = defaultValues.frame1Headline;") },
    '/images/logo.png': { contentType: 'image/png', body: logo },
  };
  return { origin: ORIGIN, read: async (p) => files[p] ?? null };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function thumbnailsBench(): Promise<void> {
  const renderer = new ChromiumRenderer();
  const serve = await templateFolder();
  const blank = () => renderer.screenshot({ html: '<body></body>', width: 300, height: 250 });
  const template = async () => {
    const shot = await renderer.screenshot({ url: `${ORIGIN}/300x250-offer.html`, serve, width: 300, height: 250 });
    await Promise.all(THUMBNAIL_SIZES.map((s) => sharp(shot).resize(s.width, s.height, { fit: 'contain', background: '#fff' }).png().toBuffer()));
  };
  try {
    let t = performance.now();
    await blank();
    console.log(`\nThumbnails: first blank shot with the browser launch ${(performance.now() - t).toFixed(0)} ms`);
    const blanks: number[] = [];
    const templates: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      t = performance.now();
      await blank();
      blanks.push(performance.now() - t);
      t = performance.now();
      await template();
      templates.push(performance.now() - t);
    }
    const [b, m] = [median(blanks), median(templates)];
    console.log(`Thumbnails per 300x250 template, warm browser: median ${m.toFixed(0)} ms (goal < 1000 ms), ${(m / b).toFixed(2)}x a blank page shot (${b.toFixed(0)} ms), ${ROUNDS} rounds`);
  } finally {
    await renderer.close();
  }
}
