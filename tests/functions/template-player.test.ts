/**
 * The player's value injection in a real browser (the renderer port on Debian's chromium): sample templates, unchanged,
 * served through playerHtml, show the values given in the URL fragment or posted by the page around them instead of
 * their own defaults. A host page on the same served origin frames the player and copies what it shows into its
 * title, which the renderer waits for (a value that did not arrive ends in the renderer's timeout).
 */
import sharp from 'sharp';
import { encodePlayerValues, playerHtml } from '@shared/domain/templates';
import { templateSampleFiles } from '@infra/local/template-samples';
import { ChromiumRenderer, type ServedOrigin } from '@functions/lib/renderer';

const ORIGIN = 'https://template.invalid';
const renderer = new ChromiumRenderer();
const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', svg: 'image/svg+xml', mp4: 'video/mp4' };

/** The samples under /<name>/ with their entry through playerHtml, and the test's host pages at /<page>. */
function serve(hosts: Record<string, string>): ServedOrigin {
  return {
    origin: ORIGIN,
    async read(pathname) {
      const [, name, ...rest] = pathname.split('/');
      if (!rest.length && hosts[name!]) return { body: Buffer.from(hosts[name!]!), contentType: TYPES.html! };
      const file = templateSampleFiles(name!)[rest.join('/')];
      if (!file) return null;
      const body = rest.join('/') === 'index.html' ? Buffer.from(playerHtml(Buffer.from(file).toString('utf8'))) : Buffer.from(file);
      return { body, contentType: TYPES[pathname.split('.').pop()!] ?? 'application/octet-stream' };
    },
  };
}

/** A page framing `src` that writes `report` (JS reading the framed document `d` and window `w`) into its title. */
const host = (src: string, report: string, width = 300, height = 250) => `<!doctype html><body style="margin:0">
<iframe id="f" src="${src}" width="${width}" height="${height}" style="border:0;display:block"></iframe>
<script>
  var f = document.getElementById('f');
  f.addEventListener('load', function () { var w = f.contentWindow, d = f.contentDocument; document.title = ${report}; });
</script></body>`;

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

afterAll(() => renderer.close());

const READ_300x250 = `[d.getElementById('headline').textContent, d.getElementById('cta').textContent, d.getElementById('ad').className, w.clickTag].join('|')`;

test('without values the template shows its own defaults', async () => {
  await renderer.screenshot({
    url: `${ORIGIN}/host.html`,
    serve: serve({ 'host.html': host('300x250-sparkle-summer/index.html', READ_300x250) }),
    width: 300,
    height: 250,
    waitForTitle: 'Summer tastes like Sparkle Zero|Shop now|left|https://www.example.com/sparkle-zero',
  });
});

test('values in the fragment win over defaultValues, clickTag included, and paint the ad', async () => {
  const values = { frame1Headline: 'Big Summer Sale', ctaText1: 'Buy now', trigger: 'right', bgColor: '#00ff00', clickTag: 'https://track.example/c?u=1' };
  const png = await renderer.screenshot({
    url: `${ORIGIN}/host.html`,
    serve: serve({ 'host.html': host(`300x250-sparkle-summer/index.html#${encodePlayerValues(values)}`, READ_300x250) }),
    width: 300,
    height: 250,
    waitForTitle: 'Big Summer Sale|Buy now|right|https://track.example/c?u=1',
  });
  // the injected background, where the default is yellow (#ffd84d)
  expect(await pixel(png, 150, 20)).toEqual([0, 255, 0]);
});

test('a Studio-style profile answers the injected values for its row 0 fields', async () => {
  const values = { Headline: 'Winter Warmers', Main_Image: 'images/logo.svg', Exit_URL: 'https://www.example.com/winter' };
  await renderer.screenshot({
    url: `${ORIGIN}/host.html`,
    serve: serve({
      'host.html': host(
        `970x250-sparkle-summer/index.html#${encodePlayerValues(values)}`,
        `[d.getElementById('headline').textContent, d.getElementById('image').getAttribute('src'), d.getElementById('body').textContent, w.clickTag].join('|')`,
        970,
      ),
    }),
    width: 970,
    height: 250,
    waitForTitle: 'Winter Warmers|images/logo.svg|Zero sugar. All sparkle. Ice cold all summer long.|https://www.example.com/winter',
  });
});

test('values posted by the page around a sandboxed player replace the defaults (the template reloads with them)', async () => {
  // As the app previews: <iframe sandbox="allow-scripts">, values sent with postMessage once the player is ready.
  const page = `<!doctype html><body style="margin:0">
<iframe id="f" sandbox="allow-scripts" src="300x250-sparkle-summer/index.html" width="300" height="250" style="border:0;display:block"></iframe>
<script>
  var readies = 0;
  window.addEventListener('message', function (e) {
    if (!e.data || e.data.type !== 'marquee:ready') return;
    readies++;
    if (readies === 1) document.getElementById('f').contentWindow.postMessage({ type: 'marquee:values', values: { bgColor: '#0000ff', trigger: 'none' } }, '*');
    else document.title = 'reloaded ' + readies;
  });
</script></body>`;
  const png = await renderer.screenshot({ url: `${ORIGIN}/host.html`, serve: serve({ 'host.html': page }), width: 300, height: 250, waitForTitle: 'reloaded 2' });
  expect(await pixel(png, 150, 20)).toEqual([0, 0, 255]);
  // trigger 'none' hides the product image the default layout shows at the left
  expect(await pixel(png, 60, 140)).toEqual([0, 0, 255]);
});

test.each([
  ['300x250-sparkle-summer', 'headline', 300, 250],
  ['728x90-sparkle-summer', 'headline', 728, 90],
  ['300x600-sparkle-summer', 'headline1', 300, 600],
  ['1080x1080-sparkle-summer-meta', 'headline', 1080, 1080],
  ['640x360-sparkle-summer-video', 'headline', 640, 360],
])('%s shows an injected frame1Headline (and the video sample an injected video)', async (name, id, width, height) => {
  const values = { frame1Headline: `Injected into ${name}`, videoUrl1: 'other.mp4' };
  await renderer.screenshot({
    url: `${ORIGIN}/host.html`,
    serve: serve({
      'host.html': host(
        `${name}/index.html#${encodePlayerValues(values)}`,
        `d.getElementById('${id}').textContent + '|' + (d.querySelector('video') ? d.querySelector('video').getAttribute('src') : '-')`,
        width,
        height,
      ),
    }),
    width,
    height,
    waitForTitle: `Injected into ${name}|${name.includes('video') ? 'other.mp4' : '-'}`,
  });
});
