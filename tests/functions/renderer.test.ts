/**
 * The renderer port on Debian's chromium: a page becomes a PNG of the asked size, a request to another origin is
 * aborted by the fence (the page shows what it could fetch), an endless script ends with the clear timeout error, and
 * the warm browser survives it for the next page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { ChromiumRenderer, localChromium, RenderInputError, RenderTimeoutError } from '@functions/lib/renderer';

const renderer = new ChromiumRenderer();
let content: Server;
let outside: Server;
let contentOrigin = '';
let outsideOrigin = '';
const outsideHits: string[] = [];

/** A page painting itself green when the outside fetch failed, red when it got through. */
const fetchingPage = (target: string) => `<!doctype html><body style="margin:0">
<script>
fetch(${JSON.stringify(target)}).then(() => { document.body.style.background = 'rgb(255,0,0)'; document.title = 'done'; },
  () => { document.body.style.background = 'rgb(0,255,0)'; document.title = 'done'; });
</script></body>`;

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

beforeAll(async () => {
  outside = createServer((req, res) => {
    outsideHits.push(req.url!);
    res.writeHead(200, { 'access-control-allow-origin': '*' }).end('leaked');
  });
  outsideOrigin = await listen(outside);
  content = createServer((req, res) => {
    if (req.url === '/ad.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(fetchingPage(`${outsideOrigin}/track`));
    if (req.url === '/own.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end(fetchingPage('/own.json'));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  contentOrigin = await listen(content);
});

afterAll(async () => {
  await renderer.close();
  content.close();
  outside.close();
});

test('renders inline HTML to a PNG of the asked size', async () => {
  const png = await renderer.screenshot({
    html: '<body style="margin:0;background:rgb(0,0,255)"><h1>300x250</h1></body>',
    width: 300,
    height: 250,
  });
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 250]);
  expect(await pixel(png, 290, 240)).toEqual([0, 0, 255]);
});

test('a page on its own origin reaches that origin; a request to any other origin is aborted', async () => {
  const blocked: string[] = [];
  const own = await renderer.screenshot({ url: `${contentOrigin}/own.html`, width: 100, height: 100, waitForTitle: 'done' });
  expect(await pixel(own, 50, 50)).toEqual([255, 0, 0]);

  const png = await renderer.screenshot({
    url: `${contentOrigin}/ad.html`, width: 100, height: 100, waitForTitle: 'done', onBlocked: (u) => blocked.push(u),
  });
  expect(await pixel(png, 50, 50)).toEqual([0, 255, 0]);
  expect(blocked).toEqual([`${outsideOrigin}/track`]);
  expect(outsideHits).toEqual([]);
});

test('inline HTML may not reach the network unless the origin is allowed', async () => {
  const html = fetchingPage(`${outsideOrigin}/pixel`);
  const blockedShot = await renderer.screenshot({ html, width: 80, height: 80, waitForTitle: 'done' });
  expect(await pixel(blockedShot, 40, 40)).toEqual([0, 255, 0]);
  const allowedShot = await renderer.screenshot({ html, width: 80, height: 80, waitForTitle: 'done', allowOrigins: [outsideOrigin] });
  expect(await pixel(allowedShot, 40, 40)).toEqual([255, 0, 0]);
  expect(outsideHits).toEqual(['/pixel']);
});

test('an endless script ends with the clear timeout error, and the next page still renders', async () => {
  const endless = renderer.screenshot({ html: '<body><script>while (true) {}</script></body>', width: 50, height: 50, timeoutMs: 1500 });
  await expect(endless).rejects.toThrow(RenderTimeoutError);
  await expect(endless).rejects.toThrow("Render timed out after 1500 ms: the page's scripts did not finish (inline html)");
  const png = await renderer.screenshot({ html: '<body style="background:#fff"></body>', width: 40, height: 30 });
  expect((await sharp(png).metadata()).width).toBe(40);
});

test('a PDF of the page', async () => {
  const pdf = await renderer.pdf({ html: '<body><p>Offer</p></body>', width: 300, height: 250 });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('refuses a target without a page or with a size out of range', async () => {
  await expect(renderer.screenshot({ width: 10, height: 10 })).rejects.toThrow(RenderInputError);
  await expect(renderer.screenshot({ html: '<p>', width: 0, height: 10 })).rejects.toThrow('Render size must be whole pixels between 1 and 4096');
  await expect(renderer.screenshot({ url: 'file:///etc/passwd', width: 10, height: 10 })).rejects.toThrow('Render url must be http or https');
});

test('pages arriving together share one browser launch', async () => {
  let launches = 0;
  const counting = new ChromiumRenderer(async () => {
    launches++;
    return localChromium();
  });
  try {
    const shots = await Promise.all([1, 2, 3].map((n) => counting.screenshot({ html: `<p>${n}</p>`, width: 20 + n, height: 20 })));
    expect(await Promise.all(shots.map(async (png) => (await sharp(png).metadata()).width))).toEqual([21, 22, 23]);
    expect(launches).toBe(1);
  } finally {
    await counting.close();
  }
});
