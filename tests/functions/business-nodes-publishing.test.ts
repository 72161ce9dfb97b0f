/**
 * Publishing settings of a node (001 3): text properties kept, tokens write-only. A planted token never appears in
 * any answer of the domain or in what its handlers write to the console; it is stored encrypted and shown masked.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { IncomingMessage } from 'node:http';
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { handler } from '@functions/business-nodes';
import { decryptSecret } from '@functions/lib/secrets';
import { toHttpEvent } from '@infra/local/api-events';
import { signIn, type SignedIn } from './client';
import { as, nodeNamed, unique } from './business-nodes-helpers';

const PLANTED = 'planted-SECRET-yt-9f3a7c21';
let admin: SignedIn;

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
});

/** Calls the domain Lambda in this process, as the gateway would, so its console output can be captured. */
async function invoke(method: string, path: string, pathParameters: Record<string, string>, body?: unknown) {
  const url = new URL(`http://127.0.0.1/api${path}`);
  const raw = Buffer.from(body === undefined ? '' : JSON.stringify(body));
  const req = {
    method,
    httpVersion: '1.1',
    socket: { remoteAddress: '127.0.0.1' },
    headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  } as unknown as IncomingMessage;
  const event: APIGatewayProxyEventV2 = toHttpEvent(req, url, raw, `${method} ${url.pathname}`, pathParameters);
  const result = (await (handler as unknown as (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>)(event, {} as Context));
  return { status: result.statusCode, text: String(result.body ?? '') };
}

it('stores a token encrypted, answers it only masked, removes it on request, and never prints or returns it', async () => {
  const americas = await nodeNamed(admin, 'Americas'); // not EMEA: the tree tests read its subtree exactly
  const node = (await as(admin).post('/api/business-nodes', { parentId: americas._id, name: unique('Integrations'), type: 'market' })).body;
  const printed: string[] = [];
  const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(capture));
  const answers: string[] = [];
  try {
    const put = await invoke('PUT', `/business-nodes/${node._id}/publishing`, { id: node._id }, { facebookPageId: '1234567890', youtubeToken: PLANTED });
    expect(put.status).toBe(200);
    answers.push(put.text);
    expect(JSON.parse(put.text)).toMatchObject({ facebookPageId: '1234567890', youtubeToken: '••••7c21', gadsToken: null, dv360Token: null });

    for (const [path, params] of [
      [`/business-nodes/${node._id}/publishing`, { id: node._id }],
      ['/business-nodes', {}],
      ['/business-nodes/allowed-nodes', {}],
      [`/business-nodes/${node._id}/subscribers`, { id: node._id }],
    ] as const) {
      const res = await invoke('GET', path, params);
      expect(res.status).toBe(200);
      answers.push(res.text);
    }
    // A bad update and a token update through the gateway too: neither echoes a token.
    answers.push((await invoke('PUT', `/business-nodes/${node._id}/publishing`, { id: node._id }, { gadsToken: 42, youtubeToken: PLANTED })).text);
    answers.push(JSON.stringify((await as(admin).put(`/api/business-nodes/${node._id}/publishing`, { facebookPageId: '1234567890', dv360Token: `${PLANTED}-dv` })).body));
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
  for (const text of [...answers, ...printed]) expect(text).not.toContain(PLANTED);
  expect(JSON.parse(answers[1])).toMatchObject({ youtubeToken: '••••7c21', facebookPageId: '1234567890' });

  const stored = await businessNodesRepository.get(node._id);
  expect(JSON.stringify(stored)).not.toContain(PLANTED);
  expect(decryptSecret(stored!.tokens!.youtubeToken!.ciphertext)).toBe(PLANTED);
  expect(decryptSecret(stored!.tokens!.dv360Token!.ciphertext)).toBe(`${PLANTED}-dv`);

  const removed = await as(admin).put(`/api/business-nodes/${node._id}/publishing`, { facebookPageId: '1234567890', remove: { youtubeToken: true } });
  expect(removed.body).toMatchObject({ youtubeToken: null, dv360Token: '••••1-dv' });
  const deleted = await as(admin).delete(`/api/business-nodes/${node._id}/publishing/dv360Token`);
  expect(deleted.body).toMatchObject({ youtubeToken: null, dv360Token: null, facebookPageId: '1234567890' });
  expect((await businessNodesRepository.get(node._id))?.tokens).toEqual({});
});

it('refuses publishing changes outside write-allowed nodes and to roles that may not edit nodes', async () => {
  const germany = await nodeNamed(admin, 'Germany');
  const manager = await signIn('manager@demo.test');
  // Germany holds the seeded YouTube channel token: the refused write leaves it as it was
  const before = (await businessNodesRepository.get(germany._id))?.tokens?.youtubeToken;
  expect(await as(manager).put(`/api/business-nodes/${germany._id}/publishing`, { youtubeToken: PLANTED })).toMatchObject({ status: 403, body: { message: 'Access denied' } });
  const after = (await businessNodesRepository.get(germany._id))?.tokens?.youtubeToken;
  expect(after).toEqual(before);
  if (after) expect(decryptSecret(after.ciphertext)).not.toBe(PLANTED);
});
