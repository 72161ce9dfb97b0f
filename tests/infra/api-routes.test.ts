/** The API routes made of a route table (infra/stacks/api-routes.ts), checked with API Gateway's choice of route. */
import type { Domain, RouteEntry } from '@functions/routes';
import { apiRouteKey, apiRoutes } from '@infra/stacks/api-routes';
import { resolveRoute, samplePath } from './api-gateway-routing';

const entry = (method: RouteEntry['method'], path: string, domain: string): RouteEntry => ({
  method,
  path,
  domain: domain as Domain,
  operation: `${method.toLowerCase()}-${path}`,
  access: 'SIGNED_IN',
  csrf: method !== 'GET',
});
const keysOf = (table: RouteEntry[]) => apiRoutes(table).map(apiRouteKey).sort();

/** Every entry reaches exactly one key, and that key's route is its domain's. */
function expectReachable(table: RouteEntry[]) {
  const routes = apiRoutes(table);
  const keys = routes.map(apiRouteKey);
  for (const e of table) {
    const resolved = resolveRoute(keys, e.method, samplePath(`/api${e.path}`));
    expect(resolved, `${e.method} ${e.path}`).toHaveProperty('key');
    expect(routes.find((r) => apiRouteKey(r) === (resolved as { key: string }).key)!.domain).toBe(e.domain);
  }
}

describe('api routes of a route table', () => {
  it("gives a prefix whose entries are one domain's one greedy route, with exact routes for the entries at the prefix", () => {
    const table = [
      entry('GET', '/users', 'users'),
      entry('POST', '/users', 'users'),
      entry('GET', '/users/{id}', 'users'),
      entry('PUT', '/users/{id}', 'users'),
      entry('POST', '/users/{userId}/reinvite', 'users'),
    ];
    expect(keysOf(table)).toEqual(['ANY /api/users/{proxy+}', 'GET /api/users', 'POST /api/users']);
    expectReachable(table);
  });

  it('names a greedy prefix variable after its first entry; exact routes keep their own names', () => {
    const table = [
      entry('GET', '/users', 'users'),
      entry('GET', '/users/{id}', 'users'),
      entry('PUT', '/users/{userId}', 'users'),
      entry('POST', '/users/{userId}/reinvite', 'users'),
      entry('POST', '/users/{id}/activate', 'users'),
      entry('GET', '/audit', 'reporting'),
    ];
    expect(keysOf(table)).toEqual(['ANY /api/users/{proxy+}', 'GET /api/audit', 'GET /api/users']);
    const nested = [
      entry('GET', '/c/{id}/a', 'campaigns'),
      entry('GET', '/c/{campaignId}/p/x', 'personalize'),
      entry('GET', '/c/{campaignId}/p/y', 'personalize'),
      entry('GET', '/c/{cid}/p/{variantId}', 'personalize'),
    ];
    expect(keysOf(nested)).toEqual(['ANY /api/c/{id}/p/{proxy+}', 'GET /api/c/{id}/a']);
    expectReachable(nested);
  });

  it('keeps exact routes where a greedy route would not make fewer routes, or the prefix has two domains', () => {
    const table = [
      entry('GET', '/a/one', 'assets'),
      entry('GET', '/b', 'concepts'),
      entry('GET', '/b/x', 'concepts'),
      entry('GET', '/b/y', 'templates'),
    ];
    expect(keysOf(table)).toEqual(['GET /api/a/one', 'GET /api/b', 'GET /api/b/x', 'GET /api/b/y']);
  });

  it("never lets a greedy route cover a path of another domain's entry through a variable", () => {
    // Everything under /p/{id} is partners' and under /p/templateId templates', but a request to /p/templateId/x
    // matches both prefixes: two greedy routes of one length leave API Gateway's choice unspecified, so neither is made.
    const table = [
      entry('GET', '/p/{id}/a', 'partners'),
      entry('GET', '/p/{id}/b', 'partners'),
      entry('GET', '/p/templateId/x', 'templates'),
      entry('GET', '/p/templateId/y', 'templates'),
    ];
    expect(keysOf(table)).toEqual(['GET /api/p/templateId/x', 'GET /api/p/templateId/y', 'GET /api/p/{id}/a', 'GET /api/p/{id}/b']);
    expectReachable(table);
  });

  it('refuses two entries with one method and path', () => {
    expect(() => apiRoutes([entry('GET', '/x/{id}', 'users'), entry('GET', '/x/{id}', 'users')])).toThrow(/GET \/api\/x\/\{id\}/);
  });
});
