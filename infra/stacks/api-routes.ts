/**
 * The API Gateway routes of the route table. An HTTP API holds 300 routes (quota L-65B5C802, raised only once the API
 * exists, so a first deploy past it fails); the full spec has ~350 entries. Where every entry under a path prefix
 * belongs to one domain, one greedy route `ANY /api<prefix>/{proxy+}` sends them all to that domain's function, whose
 * http-router matches the full path as before (functions/lib/http.ts; an unmatched path or method answers 404 there).
 * {proxy+} does not match the bare prefix, so the entries AT the prefix keep exact routes.
 *
 * Pure: the same table gives the same routes, and a prefix keeps its greedy route while the entries under it stay in
 * their domain, so a deploy does not move route keys around.
 */
import { API_PREFIX, type Domain, type RouteEntry } from '@functions/routes';

export interface ApiRoute {
  /** `GET`, `POST`, ... for an exact route, `ANY` for a greedy one. */
  method: RouteEntry['method'] | 'ANY';
  /** The full path API Gateway matches (`/api/...`), greedy ones ending in `/{proxy+}`. */
  path: string;
  domain: Domain;
  /** The route-table entries this route is there for. */
  entries: readonly RouteEntry[];
}

export const apiRouteKey = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

const PARAM = '{}';
const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith('{');
const nodeKey = (segment: string) => (isParam(segment) ? PARAM : segment);

interface Node {
  /** The prefix as API Gateway sees it: params named after the first entry under the node that has them. */
  segments: string[];
  /** Entries whose path ends at this node. */
  here: RouteEntry[];
  children: Map<string, Node>;
  /** Every entry at or below this node. */
  all: RouteEntry[];
}

function buildTree(routes: readonly RouteEntry[]): Node {
  const root: Node = { segments: [], here: [], children: new Map(), all: [] };
  for (const entry of routes) {
    let node = root;
    node.all.push(entry);
    for (const segment of segmentsOf(entry.path)) {
      const key = nodeKey(segment);
      let child = node.children.get(key);
      if (!child) {
        // `{id}` and `{userId}` at one position are one node: the first entry names the greedy route's variable.
        child = { segments: [...node.segments, segment], here: [], children: new Map(), all: [] };
        node.children.set(key, child);
      }
      node = child;
      node.all.push(entry);
    }
    node.here.push(entry);
  }
  return root;
}

/** Could one request path match both the prefix (and something after it) and this entry? Params match any segment. */
function reachesBelow(prefix: readonly string[], entry: RouteEntry): boolean {
  const segments = segmentsOf(entry.path);
  if (segments.length <= prefix.length) return false;
  return prefix.every((p, i) => isParam(p) || isParam(segments[i]) || p === segments[i]);
}

/**
 * A prefix may take a greedy route when its entries are one domain's and no other domain's entry could fall under it:
 * an exact route of another domain would still win its own requests, but two greedy routes over one request leave
 * API Gateway's choice unspecified, so they are never made to overlap.
 */
function greedyDomainOf(node: Node, routes: readonly RouteEntry[]): Domain | undefined {
  if (node.segments.length === 0 || node.children.size === 0) return undefined;
  const domain = node.all[0].domain;
  if (node.all.some((e) => e.domain !== domain)) return undefined;
  if (routes.some((e) => e.domain !== domain && reachesBelow(node.segments, e))) return undefined;
  return domain;
}

const exact = (entry: RouteEntry): ApiRoute => ({ method: entry.method, path: `${API_PREFIX}${entry.path}`, domain: entry.domain, entries: [entry] });

function plan(node: Node, routes: readonly RouteEntry[]): ApiRoute[] {
  const below = [...node.children.values()].flatMap((child) => plan(child, routes));
  const domain = greedyDomainOf(node, routes);
  // A greedy route only where it makes fewer routes than the best the children can do.
  if (domain && 1 < below.length) {
    const greedy: ApiRoute = {
      method: 'ANY',
      path: `${API_PREFIX}/${[...node.segments, '{proxy+}'].join('/')}`,
      domain,
      entries: node.all.filter((e) => !node.here.includes(e)),
    };
    return [...node.here.map(exact), greedy];
  }
  return [...node.here.map(exact), ...below];
}

/** The routes to create on the API for a route table, in table order of their first entry. */
export function apiRoutes(routes: readonly RouteEntry[]): ApiRoute[] {
  const unique = (keys: string[], what: string) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) throw new Error(`${what} ${key} twice`);
      seen.add(key);
    }
  };
  unique(routes.map((r) => `${r.method} ${API_PREFIX}${r.path}`), 'The route table has');
  const planned = plan(buildTree(routes), routes);
  unique(planned.map(apiRouteKey), 'The API would get the route');
  const order = new Map(routes.map((r, i) => [r, i]));
  return planned.sort((a, b) => order.get(a.entries[0])! - order.get(b.entries[0])!);
}
