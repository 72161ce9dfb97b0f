/**
 * The Link to URL fetcher with a fake DNS and transport (no test mode in the guard): redirects are followed by hand and
 * each hop is checked before it is dialled; bodies are capped; an allowed public file becomes a temporary brief asset.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createTempAssetFromUrl } from '@functions/brief-assets/link-files';
import { LinkFetchError, safeFetch, type FetchTransport } from '@functions/brief-assets/safe-fetch';
import { readHead } from '@functions/brief-assets/temp-files';
import { MESSAGES } from '@shared/messages';

const PUBLIC = '93.184.215.14';
let server: Server;
let port = 0;
let png: Buffer;
const seen: string[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c00' } }).png().toBuffer();
  server = createServer((req, res) => {
    seen.push(req.url!);
    if (req.url === '/to-private') return void res.writeHead(302, { location: 'http://10.0.0.1/secret.png' }).end();
    if (req.url === '/to-private-name') return void res.writeHead(301, { location: 'http://intranet.example/x' }).end();
    if (req.url === '/to-metadata') return void res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/to-file') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (req.url?.startsWith('/loop')) return void res.writeHead(302, { location: `/loop${seen.length}` }).end();
    if (req.url === '/relative') return void res.writeHead(302, { location: '/logo' }).end();
    if (req.url === '/huge') {
      res.on('error', () => undefined);
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 30 && res.write(chunk)) sent++;
        if (sent < 30) res.once('drain', pump);
        else res.end();
      };
      return pump();
    }
    if (req.url === '/logo') return void res.writeHead(200, { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="brand logo.png"' }).end(png);
    if (req.url === '/exe.png') return void res.writeHead(200).end(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

/** Names resolve as the test says; every connection, whatever address was checked, reaches the local test server. */
function fakeNetwork(names: Record<string, string[]>) {
  const dialled: string[] = [];
  const transport: FetchTransport = {
    async resolve(hostname) {
      if (!names[hostname]) throw new Error('NXDOMAIN');
      return names[hostname];
    },
    open(url, address, signal) {
      dialled.push(`${address} ${url.pathname}`);
      return new Promise<IncomingMessage>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path: url.pathname + url.search, signal }, resolve).on('error', reject).end();
      });
    },
  };
  return { transport, dialled };
}

const limits = { maxBytes: 25 * 1024 * 1024, maxRedirects: 3, timeoutMs: 10_000 };
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(LinkFetchError);
  return (error as LinkFetchError).failure;
};

describe('safeFetch', () => {
  it.each(['/to-private', '/to-metadata', '/to-file', '/to-private-name'])('refuses the redirect of %s without dialling its target', async (path) => {
    const { transport, dialled } = fakeNetwork({ 'cdn.example': [PUBLIC], 'intranet.example': ['10.1.2.3'] });
    expect(await refusal(safeFetch(`http://cdn.example${path}`, limits, transport))).toBe('refused');
    expect(dialled).toEqual([`${PUBLIC} ${path}`]);
    expect(seen).toEqual([path]);
  });

  it('refuses a name with any private address among its answers, dialling nothing', async () => {
    const { transport, dialled } = fakeNetwork({ 'mixed.example': [PUBLIC, '192.168.0.10'] });
    expect(await refusal(safeFetch('http://mixed.example/logo', limits, transport))).toBe('refused');
    expect(dialled).toEqual([]);
  });

  it('follows at most 3 redirects', async () => {
    const { transport, dialled } = fakeNetwork({ 'cdn.example': [PUBLIC] });
    expect(await refusal(safeFetch('http://cdn.example/loop', limits, transport))).toBe('refused');
    expect(dialled).toHaveLength(4);
  });

  it('stops reading a body over the cap', async () => {
    const { transport } = fakeNetwork({ 'cdn.example': [PUBLIC] });
    expect(await refusal(safeFetch('http://cdn.example/huge', { ...limits, maxBytes: 2 * 1024 * 1024 }, transport))).toBe('tooLarge');
  });

  it('fetches a public file through a relative redirect, connecting to the checked address', async () => {
    const { transport, dialled } = fakeNetwork({ 'cdn.example': [PUBLIC] });
    const file = await safeFetch('http://cdn.example/relative', limits, transport);
    expect(dialled).toEqual([`${PUBLIC} /relative`, `${PUBLIC} /logo`]);
    expect(file).toMatchObject({ contentType: 'image/png', fileName: 'brand logo.png', finalUrl: 'http://cdn.example/logo' });
    expect(file.body.equals(png)).toBe(true);
  });
});

describe('safeFetch with an allow-listed fixture server (LINK_FETCH_ALLOWED_HOSTS of the e2e run)', () => {
  const allowed = () => ({ ...limits, allowedHosts: new Set([`127.0.0.1:${port}`]) });

  it('fetches from exactly that host:port over the real network', async () => {
    const file = await safeFetch(`http://127.0.0.1:${port}/logo`, allowed());
    expect(file).toMatchObject({ contentType: 'image/png', fileName: 'brand logo.png' });
    expect(seen).toEqual(['/logo']);
  });

  it('still refuses its redirects to private addresses and every other port of the host', async () => {
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/to-private`, allowed()))).toBe('refused');
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/to-metadata`, allowed()))).toBe('refused');
    expect(await refusal(safeFetch(`http://127.0.0.1:${port + 1}/logo`, allowed()))).toBe('refused');
    expect(await refusal(safeFetch(`http://localhost:${port}/logo`, allowed()))).toBe('refused');
    expect(await refusal(safeFetch(`http://127.0.0.1:${port}/logo`, limits))).toBe('refused');
    expect(seen).toEqual(['/to-private', '/to-metadata']);
  });
});

describe('createTempAssetFromUrl', () => {
  const partnerId = 'a'.repeat(24);

  it('stores an allowed file as a temporary linked brief asset', async () => {
    const { transport } = fakeNetwork({ 'cdn.example': [PUBLIC] });
    const result = await createTempAssetFromUrl({ partnerId, url: 'https://cdn.example/logo', tempId: 'row-7', category: 'logos' }, transport);
    expect(result).toMatchObject({ tempId: 'row-7', asset: { isFromDam: false, isLink: true, name: 'brand logo.png', type: 'logos' } });
    expect(result.asset.url).toBe(`assets-temp/${partnerId}/${result.asset._id}/brand logo.png`);
    expect((await readHead(result.asset.url))!.equals(png)).toBe(true);
  });

  it('refuses content that is not what the category takes', async () => {
    const { transport } = fakeNetwork({ 'cdn.example': [PUBLIC] });
    await expect(createTempAssetFromUrl({ partnerId, url: 'http://cdn.example/exe.png', tempId: 'r', category: 'logos' }, transport)).rejects.toMatchObject({ statusCode: 422, message: MESSAGES.assetInvalidFormat });
    await expect(createTempAssetFromUrl({ partnerId, url: 'http://cdn.example/logo', tempId: 'r', category: 'fonts' }, transport)).rejects.toMatchObject({ statusCode: 422, message: MESSAGES.assetInvalidFormat });
  });

  it('answers the spec message for a refused URL and the processing message for a missing file', async () => {
    const { transport } = fakeNetwork({ 'cdn.example': [PUBLIC] });
    await expect(createTempAssetFromUrl({ partnerId, url: 'http://cdn.example/to-private', tempId: 'r', category: 'logos' }, transport)).rejects.toMatchObject({ message: MESSAGES.invalidUrl });
    await expect(createTempAssetFromUrl({ partnerId, url: 'http://cdn.example/missing', tempId: 'r', category: 'logos' }, transport)).rejects.toMatchObject({ message: MESSAGES.assetProcessFailed });
  });
});
