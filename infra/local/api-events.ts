/** Node HTTP requests to API Gateway v2 (HTTP API and WebSocket) events, and Lambda answers back to HTTP. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

function headersOf(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') out[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return out;
}

/** The event API Gateway's HTTP API (payload format 2.0) hands a Lambda for this request. */
export function toHttpEvent(req: IncomingMessage, url: URL, body: Buffer, routeKey: string, pathParameters?: Record<string, string>): APIGatewayProxyEventV2 {
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const cookies = req.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  const contentType = req.headers['content-type'] ?? '';
  const textual = /json|text|xml|x-www-form-urlencoded/.test(contentType) || body.length === 0;
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies?.length ? { cookies } : {}),
    headers: headersOf(req),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(pathParameters && Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: req.headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !textual,
  };
}

export function writeHttpResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2 | string | undefined): void {
  const r = typeof result === 'object' && result !== null ? result : { statusCode: 200, body: typeof result === 'string' ? result : '' };
  for (const [name, value] of Object.entries(r.headers ?? {})) res.setHeader(name, String(value));
  if (r.cookies?.length) res.setHeader('set-cookie', r.cookies);
  res.statusCode = r.statusCode ?? 200;
  res.end(r.body ? Buffer.from(r.body, r.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

/** A connection id in API Gateway's style. */
export const newConnectionId = () => randomBytes(12).toString('base64').replace(/[+/]/g, 'A');

export function toWsEvent(routeKey: '$connect' | '$disconnect' | '$default', connectionId: string, req: IncomingMessage, body?: string) {
  const eventType = routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE';
  const now = Date.now();
  return {
    ...(routeKey === '$connect' ? { headers: { ...headersOf(req), cookie: req.headers.cookie ?? '' } } : {}),
    requestContext: {
      routeKey,
      eventType,
      connectionId,
      messageId: randomUUID(),
      extendedRequestId: randomUUID(),
      requestTime: new Date(now).toUTCString(),
      messageDirection: 'IN',
      stage: 'local',
      connectedAt: now,
      requestTimeEpoch: now,
      requestId: randomUUID(),
      domainName: req.headers.host ?? '127.0.0.1',
      apiId: 'local',
    },
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
  };
}
