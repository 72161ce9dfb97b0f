/**
 * A storage endpoint is an address the server connects to: every spelling of this machine is refused before any
 * connection, with one fixed text, on each path that connects (the unsaved and the stored connection tests, a node's
 * test, an export's destination). The only traffic goes to listeners of this test on loopback; the embedded S3 of this
 * run is the one non-public endpoint allowed, at its exact host:port. That private, link-local and metadata addresses
 * are refused is tested on the address check itself (tests/shared/url-safety.test.ts, and the resolver below is fake).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@shared/messages';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { nodeStorageRepository } from '@functions/business-nodes/node-storage-repository';
import { StorageConnectionError, storageClient, storageFailureMessage } from '@functions/cloud-storage/storage-client';
import { cloudDestination } from '@functions/exports/cloud-destination';
import { newId } from '@functions/lib/ids';
import { OutboundRefusedError, pinnedLookup, vetOutboundUrl } from '@functions/lib/outbound-address';
import { call, signIn, type SignedIn } from './client';

let superUser: SignedIn;
let port: number;
let hits = 0;
const servers: Server[] = [];

/** A listener that answers like a service would (an HTML page), counting every connection it gets. */
function listen(host: string, at: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>internal admin</html>'));
    server.on('connection', () => hits++);
    server.once('error', () => resolve(null));
    server.listen(at, host, () => resolve(server));
  });
}

beforeAll(async () => {
  superUser = await signIn('super@demo.test');
  const v4 = (await listen('127.0.0.1', 0))!;
  port = (v4.address() as AddressInfo).port;
  servers.push(v4);
  // the same port on ::1 when this machine has it, so the IPv6 spellings would land too
  const v6 = await listen('::1', port);
  if (v6) servers.push(v6);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const as = (who: SignedIn) => ({ cookie: who.cookie, csrf: who.csrf });
const settings = (endpoint: string, bucket = 'any-bucket') => ({ bucket, endpoint, accessKeyId: 'local', secretAccessKey: 'planted-ssrf-secret' });

/** The 14 loopback spellings of the review and a few more, all naming this test's listener. */
const spellings = () => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
  `http://[::1]:${port}`,
  `http://2130706433:${port}`,
  `http://0177.0.0.1:${port}`,
  `http://0x7f.0.0.1:${port}`,
  `http://127.1:${port}`,
  `http://[::ffff:127.0.0.1]:${port}`,
  `http://0.0.0.0:${port}`,
  `http://user:pass@127.0.0.1:${port}`,
  `http://LOCALHOST.:${port}`,
  `http://[0:0:0:0:0:0:0:1]:${port}`,
  `http://0x7f000001:${port}`,
  `http://[::]:${port}`,
  `http://017700000001:${port}`,
  `http://127.0.0.1.:${port}/`,
  `https://127.0.0.1:${port}`,
  `http://[::ffff:7f00:1]:${port}/path`,
  `http://app.localhost:${port}`,
];

describe('storage endpoints on this machine', () => {
  it('POST test-connection refuses every loopback spelling with one text and never connects', async () => {
    const list = spellings();
    expect(list.length).toBeGreaterThanOrEqual(14);
    for (const endpoint of list) {
      const res = await call('POST', '/api/v1/cloud-storage/test-connection', { ...as(superUser), body: { storageType: 'S3', connectionConfig: settings(endpoint) } });
      expect({ endpoint, status: res.status, body: res.body }).toEqual({ endpoint, status: 200, body: { isConnected: false, error: MESSAGES.storageEndpointRefused } });
    }
    expect(hits).toBe(0);
  });

  it('the embedded S3 is allowed at its exact host:port only; its failures answer fixed texts', async () => {
    const embedded = new URL(process.env.AWS_ENDPOINT_URL_S3!);
    const test = (endpoint: string, bucket?: string) =>
      call('POST', '/api/v1/cloud-storage/test-connection', { ...as(superUser), body: { storageType: 'S3', connectionConfig: settings(endpoint, bucket ?? process.env.FILES_BUCKET) } });
    expect((await test(embedded.href)).body).toEqual({ isConnected: true });
    expect((await test(`http://localhost:${embedded.port}`)).body).toEqual({ isConnected: false, error: MESSAGES.storageEndpointRefused });
    expect((await test(`http://[::1]:${embedded.port}`)).body).toEqual({ isConnected: false, error: MESSAGES.storageEndpointRefused });
    expect((await test(embedded.href, 'no-such-bucket-here')).body).toEqual({ isConnected: false, error: MESSAGES.storageBucketMissing });
  });

  it('a stored storage, a node connection and an export destination naming this machine are refused the same way', async () => {
    const created = await call('POST', '/api/v1/cloud-storage', { ...as(superUser), body: { name: `Loopback ${newId()}`, storageType: 'S3', connectionConfig: settings(`http://0x7f.1:${port}`) } });
    expect(created.status).toBe(201);
    const tested = await call('POST', `/api/v1/cloud-storage/${created.body._id}/test-connection`, as(superUser));
    expect(tested.body).toEqual({ isConnected: false, error: MESSAGES.storageEndpointRefused });
    expect((await call('GET', `/api/v1/cloud-storage/${created.body._id}`, as(superUser))).body).toMatchObject({ isConnected: false, error: MESSAGES.storageEndpointRefused });

    const partnerId = superUser.user.partnerId as string;
    const top = (await businessNodesRepository.listByPartner(partnerId)).find((n) => !n.parentId)!;
    const node = await businessNodesRepository.create({ partnerId, parentId: top.id, name: `Loopback storage ${newId()}`, type: 'market' });
    await nodeStorageRepository.create(partnerId, node.id, { cloudStorageId: created.body._id, isActive: true });
    const nodeTest = await call('POST', `/api/business-nodes/${node.id}/cloud-storage-connection/test`, as(superUser));
    expect(nodeTest.body).toEqual({ isConnected: false, error: MESSAGES.storageEndpointRefused });
    await expect(cloudDestination(partnerId, node.id)).rejects.toMatchObject({ statusCode: 422, message: MESSAGES.storageEndpointRefused });
    expect(hits).toBe(0);
  });
});

describe('the endpoint check behind them (a fake resolver: nothing is connected)', () => {
  const resolver = (answers: Record<string, string[]>) => async (name: string) => {
    if (!answers[name]) throw new Error('ENOTFOUND');
    return answers[name];
  };

  it.each([
    ['a private address', ['10.0.0.7']],
    ['the metadata address', ['169.254.169.254']],
    ['a link-local address', ['169.254.3.4']],
    ['IPv6 metadata', ['fd00:ec2::254']],
    ['one private answer among public ones', ['93.184.215.14', '192.168.0.4']],
    ['loopback', ['127.0.0.1']],
  ])('a name resolving to %s is refused', async (_label, addresses) => {
    await expect(vetOutboundUrl('https://s3.storage.example', { resolve: resolver({ 's3.storage.example': addresses }) })).rejects.toMatchObject({ failure: 'refused' });
    await expect(storageClient({ ...settings('https://s3.storage.example'), region: 'eu-central-1' }, {}, resolver({ 's3.storage.example': addresses }))).rejects.toThrow(
      new StorageConnectionError(MESSAGES.storageEndpointRefused),
    );
  });

  it('a public answer is pinned: the socket asks only for that host and gets the checked address', async () => {
    const vetted = await vetOutboundUrl('https://s3.storage.example:9000/', { resolve: resolver({ 's3.storage.example': ['93.184.215.14', '2606:4700::1'] }) });
    expect(vetted).toMatchObject({ hostname: 's3.storage.example', address: '93.184.215.14' });
    const lookup = pinnedLookup(vetted.hostname, vetted.address);
    const ask = (name: string) => new Promise((resolve) => lookup(name, {}, (error, address) => resolve(error ? 'refused' : address)));
    expect(await ask('s3.storage.example')).toBe('93.184.215.14');
    expect(await ask('other.example')).toBe('refused');
    expect(await ask('127.0.0.1')).toBe('refused');
  });

  it('a name that does not resolve is unreachable, in the fixed text', async () => {
    const error = await vetOutboundUrl('https://nowhere.example', { resolve: resolver({}) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefusedError);
    expect((error as OutboundRefusedError).failure).toBe('unreachable');
    await expect(storageClient({ ...settings('https://nowhere.example'), region: 'eu-central-1' }, {}, resolver({}))).rejects.toThrow(MESSAGES.storageUnreachable);
  });

  it('a store answer becomes one of the fixed texts, never its own words', () => {
    expect(storageFailureMessage(Object.assign(new Error('The specified bucket does not exist'), { name: 'NoSuchBucket' }))).toBe(MESSAGES.storageBucketMissing);
    expect(storageFailureMessage(Object.assign(new Error('x'), { name: 'InvalidAccessKeyId' }))).toBe(MESSAGES.storageAccessDenied);
    expect(storageFailureMessage(Object.assign(new Error('Unexpected token < in XML'), { name: 'Error' }))).toBe(MESSAGES.storageUnreachable);
    expect(storageFailureMessage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:80'), { code: 'ECONNREFUSED' }))).toBe(MESSAGES.storageUnreachable);
  });
});
