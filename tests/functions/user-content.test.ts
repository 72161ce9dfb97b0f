/**
 * The user-content origin (issue 12, point 3) through the real second listener of the embedded stack: an address
 * from userContentUrl serves its folder (relative references included) with the content policy and no cookies; an
 * expired, forged, other-folder or traversing address gets 403 with a short text; the listener answers for its own
 * host name only, another than the app's. Library HTML is shown from there, not from the app's origin.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { s3 } from '@functions/lib/clients';
import { userContentUrl } from '@functions/lib/user-content';
import { userContentToken } from '@functions/lib/user-content-token';
import { contentSecurityPolicy } from '@infra/security-headers';
import { baseUrl, call, signIn } from './client';

const origin = () => process.env.USER_CONTENT_ORIGIN!;
const folder = () => `assets/single-files/text/html/${randomBytes(32).toString('hex')}/`;
const A = folder();
const B = folder();
const PAGE = '<!doctype html><title>ad</title><img src="img/logo.png"><script src="main.js"></script>';

async function put(key: string, body: string | Buffer, contentType = 'application/octet-stream') {
  await s3().send(new PutObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key: key, Body: body, ContentType: contentType }));
}

/** A GET sent exactly as written (fetch would resolve `..` and `%2e%2e` before sending), with the given Host. */
function raw(path: string, options: { host?: string; method?: string; cookie?: string } = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(origin());
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: options.host ?? url.host };
    if (options.cookie) headers.cookie = options.cookie;
    const req = request({ hostname: '127.0.0.1', port: url.port, path, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const pathOf = (url: string) => url.slice(origin().length);
const tokenOf = (url: string) => pathOf(url).split('/')[2];

beforeAll(async () => {
  await put(`${A}index.html`, PAGE, 'text/plain');
  await put(`${A}img/logo.png`, Buffer.from('89504e470d0a1a0a', 'hex'));
  await put(`${A}main.js`, 'parent.postMessage("ran", "*");');
  await put(`${A}font file.woff2`, 'wOF2');
  await put(`${A}clip.mp4`, Buffer.from('0123456789'));
  await put(`${B}secret.html`, '<p>another folder</p>');
});

describe('the user-content origin serves a signed folder', () => {
  it('is another host than the app (cookies are scoped by host, not port) and answers for its own name only', async () => {
    const app = new URL(baseUrl());
    const content = new URL(origin());
    expect(app.hostname).toBe('127.0.0.1');
    expect(content.hostname).toBe('localhost');
    expect(content.port).not.toBe(app.port);
    const url = userContentUrl({ prefix: A, path: 'index.html' });
    expect((await raw(pathOf(url))).status).toBe(200);
    const asAppHost = await raw(pathOf(url), { host: `127.0.0.1:${content.port}` });
    expect(asAppHost.status).toBe(421);
    expect(asAppHost.text).not.toContain('<title>ad</title>');
  });

  it('serves the page with the content policy, nosniff, a short private cache and never a cookie', async () => {
    const me = await signIn('reviewer@demo.test');
    const res = await raw(pathOf(userContentUrl({ prefix: A, path: 'index.html' })), { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.text).toBe(PAGE);
    // by extension, whatever the object was stored as
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(`frame-ancestors ${baseUrl()}`);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("loads the page's relative references under the same address, each with its type", async () => {
    const page = new URL(userContentUrl({ prefix: A, path: 'index.html' }));
    const cases: [string, string][] = [
      ['img/logo.png', 'image/png'],
      ['main.js', 'text/javascript; charset=utf-8'],
      ['font%20file.woff2', 'font/woff2'],
    ];
    for (const [relative, type] of cases) {
      const res = await fetch(new URL(relative, page));
      expect(res.status, relative).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      // the page runs in an opaque origin: its fetches and fonts are cross-origin, allowed without credentials
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      // ... and never with credentials: the signed address is the only credential (infra/security-headers.ts)
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const missing = await fetch(new URL('nothing.png', page));
    expect([missing.status, await missing.text()]).toEqual([404, 'Not found.']);
  });

  it('answers ranges of a video, as a player asks for them', async () => {
    const res = await fetch(userContentUrl({ prefix: A, path: 'clip.mp4' }), { headers: { range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await res.text()).toBe('2345');
  });

  it('an expired address gets 403', async () => {
    const url = userContentUrl({ prefix: A, path: 'index.html', expiresInSeconds: 60, now: Date.now() - 61_000 });
    const res = await raw(pathOf(url));
    expect([res.status, res.text]).toEqual([403, 'This address has expired.']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors');
  });

  it('a forged signature, a token of another key, or a token moved to another folder gets 403', async () => {
    const url = userContentUrl({ prefix: A, path: 'index.html' });
    const token = tokenOf(url);
    const [expires, prefixHex, signature] = token.split('.');
    const flipped = `${expires}.${prefixHex}.${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const otherKey = userContentToken(A, Number(expires), 'not the key');
    const otherFolder = `${expires}.${Buffer.from(B).toString('hex')}.${signature}`;
    const later = `${Number(expires) + 3600}.${prefixHex}.${signature}`;
    for (const forged of [flipped, otherKey, otherFolder, later]) {
      const res = await raw(`/c/${forged}/index.html`);
      expect([res.status, res.text], forged).toEqual([403, 'This address is not valid.']);
    }
    for (const path of ['/c/', '/c/garbage/index.html', `/c/${token}`, `/c/${token}/`, '/', `/${A}index.html`]) {
      expect((await raw(path)).status, path).toBe(403);
    }
  });

  it('a path that leaves the folder, plainly or encoded, gets 403', async () => {
    const token = tokenOf(userContentUrl({ prefix: A, path: 'index.html' }));
    const secret = `${B.split('/').at(-2)}/secret.html`;
    const escapes = [
      `../${secret}`,
      `img/../../${secret}`,
      `%2e%2e/${secret}`,
      `%2E%2E/${secret}`,
      `.%2e/${secret}`,
      `..%2f${secret}`,
      `img%2F..%2F..%2F${secret}`,
      `..%5c${secret}`,
      `..\\${secret}`,
      './index.html',
      'img//logo.png',
      'index.html%00.png',
      '%ZZ',
    ];
    for (const path of escapes) {
      const res = await raw(`/c/${token}/${path}`);
      expect([res.status, res.text], path).toEqual([403, 'This address leaves its folder.']);
    }
  });

  it('serves GET and HEAD only', async () => {
    const path = pathOf(userContentUrl({ prefix: A, path: 'index.html' }));
    expect((await raw(path, { method: 'HEAD' })).status).toBe(200);
    for (const method of ['PUT', 'POST', 'DELETE']) expect((await raw(path, { method })).status, method).toBe(405);
  });

  it('signs only folders it serves, and paths inside them', () => {
    for (const prefix of ['reporting/performance/', 'assets-temp/p/a/', 'assets/single-files/x', 'v2/partners/../reporting/', '']) {
      expect(() => userContentUrl({ prefix, path: 'a.html' }), prefix).toThrow(/Not a user-content folder/);
    }
    for (const path of ['../b.html', 'a/./b.html', '', 'a\\..\\b']) expect(() => userContentUrl({ prefix: A, path }), path).toThrow(/Not a path inside the folder/);
    const url = userContentUrl({ prefix: 'v2/partners/p/assets/concepts/c/templates/t/', path: 'ad 300x250.html', expiresInSeconds: 5 });
    expect(url).toMatch(new RegExp(`^${origin()}/c/\\d+\\.[0-9a-f]+\\.[0-9a-f]{64}/ad%20300x250\\.html$`));
    // at least a minute: never shorter than what a browser may keep (Cache-Control max-age)
    expect(Number(tokenOf(url).split('.')[0]) - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(59);
  });
});

describe('the app and the library', () => {
  it("the app's policy frames and shows the content origin (and frames Meta's ad previews), and nothing else changed", async () => {
    const res = await fetch(`${baseUrl()}/api/auth/current-user`);
    const csp = res.headers.get('content-security-policy')!;
    const adPreviews = process.env.AD_PLATFORMS_SIMULATOR_URL!;
    expect(csp).toBe(contentSecurityPolicy({ signInOrigins: [process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!], userContentOrigins: [origin()], adPreviewOrigins: [adPreviews] }));
    expect(csp).toContain(`frame-src ${origin()} ${adPreviews};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${origin()};`);
    expect(csp).toContain("script-src 'self';");
  });

  async function uploaded(name: string, body: Buffer) {
    const ssm = await signIn('selfservicemanager@demo.test');
    const start = await call('POST', '/api/assets/single-files/uploads', { cookie: ssm.cookie, csrf: ssm.csrf, body: { files: [{ name, size: body.length, type: 'application/octet-stream' }] } });
    expect(start.status).toBe(201);
    const [target] = start.body.uploads;
    expect((await fetch(target.url, { method: 'PUT', body: new Uint8Array(body) })).status).toBe(200);
    expect((await call('POST', `/api/assets/single-files/uploads/${target.assetId}/complete`, { cookie: ssm.cookie, csrf: ssm.csrf, body: { parts: [] } })).status).toBe(200);
    return vi.waitFor(
      async () => {
        const res = await call('GET', `/api/assets/single-files/${target.assetId}`, { cookie: ssm.cookie });
        expect(res.body.status).toBe('ready');
        return res.body;
      },
      { timeout: 60_000, interval: 250 },
    );
  }

  it.each([
    ['banner.html', `<!doctype html><title>banner ${Date.now()}</title><p>hello</p>`, 'text/html; charset=utf-8'],
    ['mark.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${Date.now()}</title><rect width="10" height="10"/></svg>`, 'image/svg+xml'],
  ])("an uploaded %s gets a contentUrl on the content origin; its download link stays a sandboxed attachment", async (name, text, type) => {
    const body = Buffer.from(text);
    const asset = await uploaded(name, body);
    expect(asset.contentUrl.startsWith(`${origin()}/c/`)).toBe(true);
    const shown = await fetch(asset.contentUrl);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toBe(text);
    expect(shown.headers.get('content-type')).toBe(type);
    // the fallback: the app origin's /s3 link downloads it, sandboxed, never renders it
    const download = await fetch(asset.url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('other files get no contentUrl', async () => {
    const asset = await uploaded('notes.txt', Buffer.from(`plain ${Date.now()}`));
    expect(asset.contentUrl).toBeNull();
  });
});
