/**
 * A domain reached through a greedy route (`ANY /api/<prefix>/{proxy+}`, infra/stacks/api-routes.ts): API Gateway
 * hands it any path and method under the prefix. Its router answers the entries at their own paths, with their own
 * path parameters, and everything else 404 'Route not found', the answer the local gateway gives an unknown route.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod';
import { handler as marketsHandler } from '@functions/markets';
import { defineRoute, domainHandler } from '@functions/lib/http';
import { MESSAGES } from '@shared/messages';
import { call, signIn, type SignedIn } from './client';

let ssa: SignedIn;
beforeAll(async () => {
  ssa = await signIn('selfserviceadmin@demo.test');
});

/** An API Gateway v2 event as a greedy route delivers it: the greedy key's route key and path parameters. */
function throughGreedy(method: string, path: string, routeKey: string, pathParameters: Record<string, string>, who?: SignedIn): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    ...(who ? { cookies: [who.cookie] } : {}),
    headers: who ? { 'x-csrf-token': who.csrf } : {},
    pathParameters,
    requestContext: { http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' }, routeKey, stage: '$default', requestId: 'greedy-test' },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}
const answer = async (handler: typeof marketsHandler, event: APIGatewayProxyEventV2) => {
  const res = (await handler(event, {} as never)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
};
const GREEDY = 'ANY /api/markets/{proxy+}';

describe('a domain behind a greedy route', () => {
  it("answers a path none of its entries has 404 'Route not found', as the local gateway answers an unknown route", async () => {
    const local = await call('GET', '/api/markets/no/such/route', { cookie: ssa.cookie });
    const res = await answer(marketsHandler, throughGreedy('GET', '/api/markets/no/such/route', GREEDY, { proxy: 'no/such/route' }, ssa));
    expect(res).toEqual({ status: 404, body: { statusCode: 404, kind: 'NOT_FOUND', message: MESSAGES.routeNotFound } });
    expect(local.status).toBe(404);
    expect(res.body).toEqual(local.body);
  });

  it("answers a method its path does not have 404 'Route not found', never 405 or 500, signed in or not", async () => {
    for (const method of ['PATCH', 'POST', 'HEAD', 'OPTIONS']) {
      for (const who of [ssa, undefined]) {
        const res = await answer(marketsHandler, throughGreedy(method, '/api/markets/update/0123456789abcdef01234567', GREEDY, { proxy: 'update/0123456789abcdef01234567' }, who));
        expect(res, `${method} ${who ? 'signed in' : 'anonymous'}`).toEqual({ status: 404, body: { statusCode: 404, kind: 'NOT_FOUND', message: MESSAGES.routeNotFound } });
      }
    }
  });

  it("answers an entry of the table at its path, with the entry's path parameters", async () => {
    const partnerId = ssa.user.partnerId as string;
    const res = await answer(marketsHandler, throughGreedy('GET', `/api/markets/${partnerId}`, GREEDY, { proxy: partnerId }, ssa));
    const listed = await call('GET', `/api/markets/${partnerId}`, { cookie: ssa.cookie });
    expect(listed.status).toBe(200);
    expect(res).toEqual({ status: 200, body: listed.body });
  });

  it("gives a handler the entry's own path parameters, not the greedy key's, decoded", async () => {
    const params = z.object({ partnerId: z.string(), id: z.string() });
    const echo = defineRoute({ request: { params }, handle: async (ctx) => ({ body: { params: ctx.params, raw: ctx.event.pathParameters } }) });
    const unused = defineRoute({ handle: async () => ({ statusCode: 204 }) });
    const handler = domainHandler('markets', { 'list-markets': unused, 'create-market': unused, 'update-market': unused, 'delete-market': echo });
    // A greedy key whose variable shares a name with another position of the entry (/markets/delete/{partnerId}/{id}).
    const event = throughGreedy('DELETE', '/api/markets/delete/p%201/i-2', 'ANY /api/markets/{id}/{proxy+}', { id: 'delete', proxy: 'p 1/i-2' }, ssa);
    const res = await answer(handler as typeof marketsHandler, event);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ params: { partnerId: 'p 1', id: 'i-2' }, raw: { partnerId: 'p 1', id: 'i-2' } });
  });
});
