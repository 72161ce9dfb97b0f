/**
 * Which route key of an HTTP API a request reaches, as API Gateway chooses
 * (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-routes.html, 'Routing API requests'):
 * a route whose method and path match fully wins over one with a greedy path variable ({proxy+}), which wins over
 * $default; a method named wins over ANY. Among full matches, a literal segment wins over a path variable at the first
 * position where they differ; among greedy ones the longer prefix wins. AWS does not document an order between two
 * greedy routes of one length (`/p/{id}/{proxy+}`, `/p/t/{proxy+}`): that is a tie. Written apart from infra/stacks/api-routes.ts
 * on purpose: it checks the routes that file makes, it does not share its reasoning. A tie is reported, not settled.
 */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith('{');

interface Candidate {
  key: string;
  /** 0 full match, 1 greedy. */
  kind: number;
  /** Segment by segment: 0 literal, 1 variable (greedy: the prefix only). */
  shape: number[];
  /** 0 a named method, 1 ANY. */
  anyMethod: number;
}

function matchOf(key: string, method: string, path: string): Candidate | undefined {
  const [keyMethod, keyPath] = key.split(' ');
  if (keyMethod !== method && keyMethod !== 'ANY') return undefined;
  const pattern = segmentsOf(keyPath);
  const request = segmentsOf(path);
  const greedy = pattern.at(-1)?.endsWith('+}') ?? false;
  const prefix = greedy ? pattern.slice(0, -1) : pattern;
  if (greedy ? request.length <= prefix.length : request.length !== prefix.length) return undefined;
  if (!prefix.every((p, i) => isParam(p) || p === request[i])) return undefined;
  return { key, kind: greedy ? 1 : 0, shape: prefix.map((p) => (isParam(p) ? 1 : 0)), anyMethod: keyMethod === 'ANY' ? 1 : 0 };
}

/** Negative when a is the better match. Greedy routes: the longer prefix first. */
function compare(a: Candidate, b: Candidate): number {
  if (a.kind !== b.kind) return a.kind - b.kind;
  if (a.kind === 1) return b.shape.length - a.shape.length || a.anyMethod - b.anyMethod;
  for (let i = 0; i < Math.min(a.shape.length, b.shape.length); i++) if (a.shape[i] !== b.shape[i]) return a.shape[i] - b.shape[i];
  return a.anyMethod - b.anyMethod;
}

export type Resolution = { key: string } | { none: true } | { ambiguous: string[] };

export function resolveRoute(routeKeys: readonly string[], method: string, path: string): Resolution {
  const candidates = routeKeys.flatMap((key) => matchOf(key, method, path) ?? []).sort(compare);
  if (candidates.length === 0) return { none: true };
  if (candidates.length > 1 && compare(candidates[0], candidates[1]) === 0) {
    return { ambiguous: candidates.filter((c) => compare(c, candidates[0]) === 0).map((c) => c.key) };
  }
  return { key: candidates[0].key };
}

/** A request path for a route-table path: each `{name}` filled with an id-like value (24 hex, as the spec's ids). */
export const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
