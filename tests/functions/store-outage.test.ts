/**
 * A store outage is the service's trouble, not the caller's: 503 SERVICE_UNAVAILABLE with Retry-After and one short log
 * line instead of a 500 with a stack; and a frozen store ends a call in bounded time instead of hanging it.
 */
import { GetItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { boundedClientSettings } from '@functions/lib/clients';
import { isUnavailable } from '@functions/lib/errors';
import { logger } from '@functions/lib/logger';
import { definePublicRoute, domainHandler } from '@functions/lib/http';
import { definitions as auth } from '@functions/auth';

const event = {
  version: '2.0', routeKey: '$default', rawPath: '/api/auth/login', rawQueryString: '', headers: { 'content-type': 'application/json' }, body: '{}', isBase64Encoded: false,
  requestContext: { requestId: 'req-503', http: { method: 'POST', path: '/api/auth/login', sourceIp: '127.0.0.1' } },
};

afterEach(() => vi.restoreAllMocks());

describe('store outage', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    ['a timed-out call', Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' })],
    ['throttling', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $fault: 'client', $metadata: { httpStatusCode: 400 } })],
    ['a 5xx of the service', Object.assign(new Error('internal'), { name: 'InternalServerError', $fault: 'server', $metadata: { httpStatusCode: 500 } })],
  ])('answers %s with 503, Retry-After and one short log line', async (_, failure) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const handler = domainHandler('auth', { ...auth, login: definePublicRoute({ handle: async () => { throw failure; } }) });
    const answer = (await handler(event as never, {} as never)) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 503, kind: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
    // one short line: what failed and how, no stack
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('service unavailable', expect.objectContaining({ requestId: 'req-503', domain: 'auth', cause: expect.any(String) }));
    expect(JSON.stringify(warn.mock.calls[0])).not.toContain('    at ');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps a caller mistake and an unknown failure apart from an outage', () => {
    expect(isUnavailable(Object.assign(new Error('bad'), { name: 'ValidationException', $fault: 'client', $metadata: { httpStatusCode: 400 } }))).toBe(false);
    expect(isUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  describe('a frozen store', () => {
    // Accepts connections and never answers: what DynamoDB Local does when its process is stopped.
    const sockets: import('node:net').Socket[] = [];
    let server: Server;
    afterAll(() => {
      sockets.forEach((s) => s.destroy());
      server?.close();
    });

    it('ends a call with a timeout the API answers as 503, instead of hanging', async () => {
      server = createServer((socket) => void sockets.push(socket));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const client = new DynamoDBClient({ region: 'eu-central-1', endpoint: `http://127.0.0.1:${port}`, credentials: { accessKeyId: 'x', secretAccessKey: 'y' }, ...boundedClientSettings() });
      const failure = await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } })).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(Error);
      expect(isUnavailable(failure)).toBe(true);
    }, 25_000);
  });
});
