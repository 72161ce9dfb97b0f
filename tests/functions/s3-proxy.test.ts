/**
 * The local `/s3/*` pass-through behaves like S3 in front of a private bucket (infra/local/s3-proxy.ts): only the
 * app's own presigned GETs and PUTs pass; unsigned, forged, expired, foreign-key, other-method and listing requests
 * get S3's 403 XML error and change nothing; when fauxqs is down the answer is S3's 503 XML, never an empty body.
 */
import { createServer, type Server } from 'node:http';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { freePort } from '@infra/local/ports';
import { proxyS3, S3_PROXY_PREFIX } from '@infra/local/s3-proxy';
import { baseUrl, call, signIn, type SignedIn } from './client';

let ssm: SignedIn;
const content = Buffer.from(`presigned ${Date.now()}`);
let key: string;
let putUrl: string;

/** A client signing for the pass-through, by default with the credentials the stack's functions sign with. */
const signer = (endpoint = `${baseUrl()}/s3`, credentials = { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! }) =>
  new S3Client({ region: process.env.AWS_REGION, endpoint, forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
const Bucket = () => process.env.FILES_BUCKET!;
const getUrl = (client = signer(), options: { signingDate?: Date; expiresIn?: number } = {}) =>
  getSignedUrl(client, new GetObjectCommand({ Bucket: Bucket(), Key: key }), { expiresIn: 600, ...options });

async function s3Error(res: Response) {
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), code: /<Code>([^<]*)<\/Code>/.exec(text)?.[1], message: /<Message>([^<]*)<\/Message>/.exec(text)?.[1] };
}

beforeAll(async () => {
  ssm = await signIn('selfservicemanager@demo.test');
  const start = await call('POST', '/api/assets/single-files/uploads', { cookie: ssm.cookie, csrf: ssm.csrf, body: { files: [{ name: 'proxy.txt', size: content.length, type: 'text/plain' }] } });
  expect(start.status).toBe(201);
  putUrl = start.body.uploads[0].url;
  key = decodeURIComponent(new URL(putUrl).pathname.slice(`${S3_PROXY_PREFIX}/${Bucket()}/`.length));
  // the app's own presigned PUT (no checksum of the empty body signed into it) stores the file; a presigned GET reads it
  expect(new URL(putUrl).searchParams.has('x-amz-checksum-crc32')).toBe(false);
  expect((await fetch(putUrl, { method: 'PUT', body: content })).status).toBe(200);
  const read = await fetch(await getUrl());
  expect(read.status).toBe(200);
  expect(await read.text()).toBe(content.toString());
});

describe('the /s3 pass-through refuses what S3 would', () => {
  it('unsigned requests and listings get 403 AccessDenied as XML', async () => {
    const unsigned = [
      `${baseUrl()}/s3/`,
      `${baseUrl()}/s3/${Bucket()}/`,
      `${baseUrl()}/s3/${Bucket()}/?list-type=2`,
      `${baseUrl()}/s3/${Bucket()}/${key}`,
      (await getUrl()).split('?')[0],
    ];
    for (const url of unsigned) expect(await s3Error(await fetch(url))).toEqual({ status: 403, type: 'application/xml', code: 'AccessDenied', message: 'Access Denied' });
    // a listing signed with the right credentials is still not something the app presigns
    const listing = await getSignedUrl(signer(), new ListObjectsV2Command({ Bucket: Bucket() }), { expiresIn: 600 });
    expect(await s3Error(await fetch(listing))).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('a forged signature, a changed key or a changed disposition get 403 SignatureDoesNotMatch', async () => {
    const url = new URL(await getUrl());
    const sig = url.searchParams.get('X-Amz-Signature')!;
    const forged = new URL(url);
    forged.searchParams.set('X-Amz-Signature', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`);
    const otherKey = new URL(url);
    otherKey.pathname = `${url.pathname}x`;
    const disposition = new URL(url);
    disposition.searchParams.set('response-content-type', 'text/html');
    for (const u of [forged, otherKey, disposition]) expect(await s3Error(await fetch(u))).toMatchObject({ status: 403, type: 'application/xml', code: 'SignatureDoesNotMatch' });
  });

  it('a URL signed with another key is refused: the well-known local secret, or an unknown access key', async () => {
    const wellKnown = await getUrl(signer(undefined, { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: 'local' }));
    expect(await s3Error(await fetch(wellKnown))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const unknown = await getUrl(signer(undefined, { accessKeyId: 'someone-else', secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! }));
    expect(await s3Error(await fetch(unknown))).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });

  it('an expired URL gets 403 AccessDenied "Request has expired"', async () => {
    const expired = await getUrl(signer(), { signingDate: new Date(Date.now() - 2 * 60 * 60 * 1000), expiresIn: 3600 });
    expect(await s3Error(await fetch(expired))).toEqual({ status: 403, type: 'application/xml', code: 'AccessDenied', message: 'Request has expired' });
  });

  it('other methods are refused and change nothing: the GET URL as DELETE or PUT, a signed DELETE, an added copy source', async () => {
    const get = await getUrl();
    expect(await s3Error(await fetch(get, { method: 'DELETE' }))).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(await s3Error(await fetch(get, { method: 'PUT', body: 'overwritten' }))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await s3Error(await fetch(putUrl, { method: 'POST', body: '<CompleteMultipartUpload/>' }))).toMatchObject({ status: 403, code: 'AccessDenied' });
    const signedDelete = await getSignedUrl(signer(), new DeleteObjectCommand({ Bucket: Bucket(), Key: key }), { expiresIn: 600 });
    expect(await s3Error(await fetch(signedDelete, { method: 'DELETE' }))).toMatchObject({ status: 403, code: 'AccessDenied' });
    const copy = await fetch(putUrl, { method: 'PUT', headers: { 'x-amz-copy-source': `/${Bucket()}/somewhere/else` }, body: '' });
    expect(await s3Error(copy)).toMatchObject({ status: 403, code: 'AccessDenied', message: 'There were headers present in the request which were not signed' });
    const still = await fetch(await getUrl());
    expect([still.status, await still.text()]).toEqual([200, content.toString()]);
  });
});

describe('when fauxqs cannot be reached', () => {
  let server: Server;
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('a valid presigned request gets S3 503 ServiceUnavailable XML with Retry-After, not an empty 502', async () => {
    const deadPort = await freePort();
    server = createServer((req, res) => proxyS3(req, res, new URL(req.url!, 'http://127.0.0.1'), `http://127.0.0.1:${deadPort}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const url = await getSignedUrl(signer(`http://127.0.0.1:${port}/s3`), new PutObjectCommand({ Bucket: Bucket(), Key: key }), { expiresIn: 600 });
    const res = await fetch(url, { method: 'PUT', body: 'x' });
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await s3Error(res)).toEqual({ status: 503, type: 'application/xml', code: 'ServiceUnavailable', message: 'Service is unable to handle request.' });
  });
});
