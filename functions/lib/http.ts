/**
 * The HTTP preset: one middy chain per domain Lambda, routed by @middy/http-router from the route table.
 * header normalizer → session → access (roles, CSRF, partner scope) → body size + JSON parser → zod validation →
 * (idempotency key on creates) → handler → sliding session refresh; errors leave as one JSON shape; every answer
 * carries the build version.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { BUILD_VERSION_HEADER, CSRF_HEADER, IDEMPOTENCY_KEY_HEADER, MAX_JSON_BODY_BYTES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { API_PREFIX, ROUTES, type Domain, type RouteEntry } from '@functions/routes';
import { config } from './config';
import { AppError, notAllowed, toAppError, unprocessable } from './errors';
import { idempotencyKeyOf, requestFingerprint, runOnce } from './idempotency';
import { loadCaller, refreshSession, type Caller } from './session';
import { isTopAdmin, mayAccess } from '@shared/domain/roles';
import { eventBodyBytes, MAX_PAYLOAD_BODY_BYTES, PAYLOAD_ENVELOPE_RESERVE_BYTES, responsePayloadBytes } from '@shared/domain/lambda-payload';
import { partnersRepository } from './identity/partners-repository';
import { errorText, logger } from './logger';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}
type Parsed<S, K extends keyof RequestSchemas> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;

/** What a handler of a PUBLIC route gets: nobody is signed in there. */
export interface PublicRouteContext<S extends RequestSchemas> {
  body: Parsed<S, 'body'>;
  query: Parsed<S, 'query'>;
  params: Parsed<S, 'params'>;
  event: APIGatewayProxyEventV2;
}

/** What every other handler gets: the signed-in caller, already checked against the route's roles and scope. */
export interface RouteContext<S extends RequestSchemas> extends PublicRouteContext<S> {
  caller: Caller;
}

export interface RouteResult {
  statusCode?: number;
  body?: unknown;
  /** When set, the handler manages the session cookie itself (sign-in, logout) and no sliding refresh happens. */
  cookies?: string[];
  /** A browser redirect (federated sign-in): answers 302 with this Location and no body. */
  redirect?: string;
  /** A text answer instead of JSON (the reporter's tab-separated rows): the body as it is, with its content type. */
  text?: { body: string; contentType: string };
}

export interface RouteDefinition<S extends RequestSchemas = RequestSchemas> {
  request?: S;
  /**
   * A create: an `Idempotency-Key` header makes its retries answer the first answer instead of creating again
   * (functions/lib/idempotency.ts). Every POST that creates something sets it.
   */
  idempotent?: boolean;
  /** A route that takes a file in its body (multipart) may allow more than the JSON limit (MAX_JSON_BODY_BYTES). */
  maxBodyBytes?: number;
  /** The route's own text for a body over its limit or over what one Lambda event carries (default bodyTooLarge). */
  bodyTooLargeMessage?: string;
  public?: false;
  handle(ctx: RouteContext<S>): Promise<RouteResult>;
}

export interface PublicRouteDefinition<S extends RequestSchemas = RequestSchemas> {
  request?: S;
  public: true;
  handle(ctx: PublicRouteContext<S>): Promise<RouteResult>;
}

type AnyRouteDefinition = RouteDefinition | PublicRouteDefinition;

/** A signed-in route's handler: its caller is never null. */
export const defineRoute = <S extends RequestSchemas = Record<string, never>>(def: Omit<RouteDefinition<S>, 'public'>): RouteDefinition<S> => def;

/** A PUBLIC route's handler (sign-in, invitations, password links): no caller. The route table must say PUBLIC too. */
export const definePublicRoute = <S extends RequestSchemas = Record<string, never>>(def: Omit<PublicRouteDefinition<S>, 'public'>): PublicRouteDefinition<S> => ({
  ...def,
  public: true,
});

type Event = APIGatewayProxyEventV2 & { rawBody?: string };

const json = (statusCode: number, body: unknown, cookies?: string[]): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: body === undefined ? '' : JSON.stringify(body),
  ...(cookies ? { cookies } : {}),
});

/** Validation texts of the spec answered as the error's message instead of 'Wrong params'. */
const SPOKEN_VALIDATION_MESSAGES = new Set<string>([MESSAGES.nameCharactersNotAllowed, MESSAGES.versionRequired, MESSAGES.conceptRejectionReasonRequired]);

function issuesOf(error: z.ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * Rejects bodies over the API's limit (or the route's own) before anything parses them, and bodies that, escaped into
 * the event as Lambda carries them, would not fit its 6 MB payload (shared/domain/lambda-payload.ts): AWS refuses those
 * before the function runs, so the embedded default refuses them too, and the same measure lets clients check first.
 */
const bodyLimit = (max = MAX_JSON_BODY_BYTES, message: string = MESSAGES.bodyTooLarge): middy.MiddlewareObj<Event> => ({
  before: ({ event }) => {
    if (!event.body) return;
    const isBase64 = Boolean(event.isBase64Encoded);
    if (Buffer.byteLength(event.body, isBase64 ? 'base64' : 'utf8') > max || eventBodyBytes(event.body, isBase64) > MAX_PAYLOAD_BODY_BYTES) {
      throw new AppError('DEFAULT_ERROR', 413, message);
    }
  },
});

/**
 * An answer Lambda could not return (over its 6 MB response payload, counted as the JSON it carries) would reach the
 * caller as API Gateway's bare 502: it is refused here instead, 422 with a text that says what to change.
 */
function withinResponseLimit(response: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  // Quick pass: JSON writes one UTF-16 unit as at most 6 bytes (a \u escape); status, headers and cookies stay far under the reserve.
  if ((response.body?.length ?? 0) * 6 + PAYLOAD_ENVELOPE_RESERVE_BYTES / 2 <= MAX_PAYLOAD_BODY_BYTES) return response;
  const bytes = responsePayloadBytes(response);
  if (bytes <= MAX_PAYLOAD_BODY_BYTES) return response;
  logger.warn('answer over the Lambda response payload', { bytes });
  throw unprocessable(MESSAGES.answerTooLarge);
}

/** Partner scope: the partnerId query names the current partner; only top admins may pick another partner. */
async function scopePartner(caller: Caller, event: Event): Promise<void> {
  const asked = event.queryStringParameters?.partnerId;
  if (!asked || asked === caller.user.partnerId) return;
  if (!isTopAdmin(caller.user.role)) throw notAllowed();
  if (!(await partnersRepository.get(asked))) throw new AppError('NOT_FOUND', 404, MESSAGES.partnerNotFound);
  caller.partnerId = asked;
}

/** Signs the caller in from the session cookie and applies the route's roles, CSRF rule and partner scope. */
async function authorize(entry: RouteEntry, event: Event): Promise<Caller | null> {
  if (entry.access === 'PUBLIC') return null;
  const caller = await loadCaller(event);
  if (!mayAccess(caller.user.role, entry.access)) throw notAllowed();
  if (entry.csrf && event.headers[CSRF_HEADER] !== caller.session.token) throw notAllowed(MESSAGES.csrfMissing);
  await scopePartner(caller, event);
  return caller;
}

/** A value checked by its contract: what it parses to, or 422 'Wrong params' with each issue (a name problem said at the top). */
export function parseRequest<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  // A refused name character (and the spec's other validation texts) is said at the top, where every screen shows an error, not only in the details.
  const named = issues.find((i) => SPOKEN_VALIDATION_MESSAGES.has(i.message));
  throw unprocessable(named ? named.message : MESSAGES.wrongParams, issues);
}

function parse(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return undefined;
  return parseRequest(schema, value);
}

/** The caller each request was authorized as, settled before its body is read. */
const callers = new WeakMap<Event, Caller | null>();

/**
 * A create with an Idempotency-Key runs once per key (lib/idempotency.ts); a 2xx JSON answer is kept for its retries.
 * Without a key, or on a public route (no caller to scope the key to), it simply runs.
 */
async function handleOnce(def: AnyRouteDefinition, caller: Caller | null, event: Event, handle: () => Promise<RouteResult>): Promise<RouteResult> {
  const key = !def.public && def.idempotent && caller ? idempotencyKeyOf(event.headers[IDEMPOTENCY_KEY_HEADER]) : undefined;
  if (!key || !caller) return handle();
  const fingerprint = requestFingerprint({ method: event.requestContext.http.method, path: event.rawPath, query: event.rawQueryString ?? '', body: event.body });
  const kept = (r: RouteResult) => (r.statusCode ?? 200) < 300 && !r.cookies && !r.redirect && !r.text;
  return runOnce({ partnerId: caller.partnerId, userId: caller.user.id, key }, fingerprint, handle, kept);
}

/**
 * The session slid after a 2xx; a store that fails here leaves the session as it was (it expires a little earlier)
 * instead of turning an answer whose work is done, a create already written, into a 503.
 */
async function slideSession(caller: Caller): Promise<string[] | undefined> {
  try {
    return await refreshSession(caller.session);
  } catch (err) {
    logger.warn('session not slid', { error: errorText(err) });
    return undefined;
  }
}

function routeChain(entry: RouteEntry, def: AnyRouteDefinition) {
  // Who calls is settled first: an anonymous or refused call answers 401/403 before its body is read.
  const chain = middy<Event, APIGatewayProxyStructuredResultV2>()
    .use({ before: async ({ event }) => void callers.set(event, await authorize(entry, event)) })
    .use(bodyLimit(def.public ? undefined : def.maxBodyBytes, def.public ? undefined : def.bodyTooLargeMessage));
  // Routes that take a body require JSON: a wrong content type answers 415, malformed JSON 422.
  if (def.request?.body) chain.use(httpJsonBodyParser() as middy.MiddlewareObj<Event>);
  return chain.handler(async (event) => {
    const caller = callers.get(event) ?? null;
    const request: PublicRouteContext<RequestSchemas> = {
      body: parse(def.request?.body, event.body),
      query: parse(def.request?.query, event.queryStringParameters),
      params: parse(def.request?.params, event.pathParameters),
      event,
    } as PublicRouteContext<RequestSchemas>;
    // authorize() answered a caller for every route that is not PUBLIC, and domainHandler matched the kinds.
    const run = () => (def.public ? def.handle(request) : def.handle({ ...request, caller: caller as Caller }));
    const result = await handleOnce(def, caller, event, run);
    const statusCode = result.statusCode ?? 200;
    let cookies = result.cookies;
    if (!cookies && caller && statusCode < 300) cookies = await slideSession(caller);
    if (result.redirect) return { statusCode: 302, headers: { location: result.redirect }, body: '', ...(cookies ? { cookies } : {}) };
    if (result.text) return withinResponseLimit({ statusCode, headers: { 'content-type': result.text.contentType }, body: result.text.body, ...(cookies ? { cookies } : {}) });
    return withinResponseLimit(json(statusCode, result.body, cookies));
  });
}

/**
 * Requests API Gateway sent through a greedy route (`ANY /api/<prefix>/{proxy+}`, infra/stacks/api-routes.ts): its
 * path parameters are the greedy key's (`proxy` and the prefix's names), not the entry's, and http-router would let
 * them override its own match. They are dropped, and the router's match of the full path gives the entry's own,
 * decoded as API Gateway decodes path parameters.
 */
const greedyRouted = new WeakSet<Event>();
const GREEDY_ROUTE = /\{[^}]+\+\}$/;

const fromEntryPath = (handler: ReturnType<typeof routeChain>) => (event: Event, context: Context) => {
  if (greedyRouted.has(event) && event.pathParameters) {
    event.pathParameters = Object.fromEntries(Object.entries(event.pathParameters).map(([name, value]) => [name, value === undefined ? value : decodeSegment(value)]));
  }
  return handler(event, context);
};

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The Lambda handler of one domain: every route-table entry of that domain, mounted on its handler definition. A path
 * or method none of them has (a greedy route lets such requests in) answers 404 'Route not found', as the local
 * gateway does: http-router throws a 404 that toAppError maps.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler has its own request schemas
export function domainHandler(domain: Domain, definitions: Record<string, RouteDefinition<any> | PublicRouteDefinition<any>>) {
  const routes = ROUTES.filter((r) => r.domain === domain).map((entry) => {
    const def = definitions[entry.operation] as AnyRouteDefinition | undefined;
    if (!def) throw new Error(`No handler for ${entry.method} ${entry.path} (${domain}/${entry.operation})`);
    // A cold start refuses a handler whose kind disagrees with the table: a PUBLIC route must not expect a caller.
    if ((entry.access === 'PUBLIC') !== Boolean(def.public)) {
      throw new Error(`${entry.method} ${entry.path} is ${entry.access} in the route table but its handler uses ${def.public ? 'definePublicRoute' : 'defineRoute'}`);
    }
    return { method: entry.method, path: `${API_PREFIX}${entry.path}`, handler: fromEntryPath(routeChain(entry, def)) };
  });
  return middy<Event, APIGatewayProxyStructuredResultV2>()
    .use({
      before: ({ event }) => {
        if (!GREEDY_ROUTE.test(event.routeKey ?? '')) return;
        greedyRouted.add(event);
        delete event.pathParameters;
      },
    })
    .use(httpHeaderNormalizer() as middy.MiddlewareObj<Event>)
    .use({
      after: (request) => {
        request.response = withVersion(request.response);
      },
      onError: (request) => {
        const error = toAppError(request.error);
        const { event } = request;
        // Per-request fields on the line itself: the local gateway runs many requests in one process at once.
        const fields = { requestId: event.requestContext?.requestId, domain, route: `${event.requestContext?.http?.method} ${event.rawPath}`, userId: callers.get(event)?.user.id };
        if (error.statusCode === 503) {
          // A store outage is one short line per request, not a stack each: what failed and how.
          const cause = request.error as { name?: string; code?: string } | null;
          logger.warn('service unavailable', { ...fields, cause: cause?.code ?? cause?.name ?? String(request.error) });
        } else if (error.statusCode >= 500) {
          logger.error('request failed', { ...fields, error: errorText(request.error) });
        }
        const response = json(error.statusCode, error.toBody());
        if (error.retryAfterS) response.headers = { ...response.headers, 'retry-after': String(error.retryAfterS) };
        request.response = withVersion(response);
      },
    })
    .handler(httpRouterHandler(routes) as never);
}

function withVersion(response: APIGatewayProxyStructuredResultV2): APIGatewayProxyStructuredResultV2 {
  return { ...response, headers: { ...response.headers, [BUILD_VERSION_HEADER]: config.buildVersion, 'cache-control': 'no-store' } };
}
