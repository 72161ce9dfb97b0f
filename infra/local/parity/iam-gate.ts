/**
 * The embedded default's IAM: one HTTP endpoint in front of DynamoDB Local, fauxqs (S3 and SQS) and cognito-local
 * that every function's SDK clients talk to (AWS_ENDPOINT_URL_*). It reads who signed the request (the access key id
 * of the function's own environment), which operation it is (X-Amz-Target, or S3's REST shape), maps it to IAM
 * actions and ARNs (iam-actions.ts), asks the function's synthesized policies (iam-evaluate.ts), and either forwards
 * the request unchanged or answers AccessDenied in the shape the service's SDK parses.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { IAM_ACTIONS, s3Operation, type Access } from './iam-actions';
import { deniedMessage, evaluate, type Principal } from './iam-evaluate';

export interface GateOptions {
  region: string;
  /** Where each signing service really is: dynamodb, s3, sqs, cognito-idp. */
  upstreams: Record<string, string>;
  /** The function an access key id belongs to; undefined for keys no function has. */
  principalOf(accessKeyId: string): Principal | undefined;
  /** The embedded default's own key (seeding, the operator's tools, the queue pollers): not a function's, passed unchecked. */
  operatorKey?: string;
  /** Told of every refusal (printed by the embedded default, counted by tests). */
  onDenied?(line: string): void;
}

export interface Gate {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** `Credential=AKID/20261202/eu-central-1/dynamodb/aws4_request` of the Authorization header or the presigned query. */
export function credentialOf(req: IncomingMessage, url: URL): { accessKeyId: string; service: string } | undefined {
  const scope = /Credential=([^,\s]+)/.exec(req.headers.authorization ?? '')?.[1] ?? url.searchParams.get('X-Amz-Credential') ?? undefined;
  const [accessKeyId, , , service] = scope?.split('/') ?? [];
  return accessKeyId && service ? { accessKeyId, service } : undefined;
}

const JSON_BODY_LIMIT = 20 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > JSON_BODY_LIMIT) throw new Error('body too large for a JSON-protocol call');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function jsonError(res: ServerResponse, status: number, type: string, message: string) {
  const body = JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message, Message: message });
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function xmlError(req: IncomingMessage, res: ServerResponse, status: number, code: string, message: string) {
  const escape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The first refusal among the accesses an operation needs, or null when the policies allow them all. */
export async function firstDenial(principal: Principal, accesses: Access[]): Promise<string | null> {
  for (const { action, resource } of accesses) {
    const decision = await evaluate(principal, action, resource);
    if (decision !== 'Allowed') return deniedMessage(principal, action, resource, decision);
  }
  return null;
}

function forward(req: IncomingMessage, res: ServerResponse, upstream: string, body?: Buffer) {
  const target = new URL(upstream);
  const out = request(
    { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  out.on('error', () => {
    if (!res.headersSent) jsonError(res, 503, 'ServiceUnavailable', 'Service is unable to handle request.');
    else res.destroy();
  });
  if (body) out.end(body);
  else req.pipe(out);
}

export async function startIamGate(options: GateOptions): Promise<Gate> {
  const refuse = (line: string) => options.onDenied?.(line);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://gate');
    const credential = credentialOf(req, url);
    const isS3 = credential?.service === 's3';
    if (!credential) return jsonError(res, 403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
    const upstream = options.upstreams[credential.service];
    if (!upstream) return jsonError(res, 400, 'UnknownServiceException', `The embedded default has no ${credential.service} (infra/local/parity/iam-gate.ts)`);
    if (options.operatorKey && credential.accessKeyId === options.operatorKey) return forward(req, res, upstream);
    const principal = options.principalOf(credential.accessKeyId);
    if (!principal) {
      return isS3
        ? xmlError(req, res, 403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.')
        : jsonError(res, 400, 'UnrecognizedClientException', 'The security token included in the request is invalid.');
    }

    if (isS3) {
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const copySource = req.headers['x-amz-copy-source'] as string | undefined;
      const operation = s3Operation(req.method ?? 'GET', key, url.searchParams, copySource);
      const map = operation && IAM_ACTIONS[`s3:${operation}`];
      if (!map) return unmapped(res, `s3:${operation ?? `${req.method} ${url.pathname}${url.search}`}`, true, req);
      let body: Buffer | undefined;
      let keys = [key];
      // DeleteObjects names its keys in the body: each is authorized as its own s3:DeleteObject.
      if (operation === 'DeleteObjects') {
        body = await readBody(req);
        keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
      }
      const accesses = keys.flatMap((k) => map({ region: options.region, body: {}, s3: { bucket, key: k, query: url.searchParams, copySource } }));
      const denial = await firstDenial(principal, accesses);
      if (denial) {
        refuse(`[iam] ${principal.name}: ${denial}`);
        return xmlError(req, res, 403, 'AccessDenied', denial);
      }
      return forward(req, res, upstream, body);
    }

    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.split('.').pop() ?? '';
    const name = `${credential.service}:${operation}`;
    const map = IAM_ACTIONS[name];
    if (!operation || !map) return unmapped(res, name || credential.service, false, req);
    let parsed: Record<string, unknown>;
    try {
      parsed = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return jsonError(res, 400, 'SerializationException', 'The request body is not JSON');
    }
    const denial = await firstDenial(principal, map({ region: options.region, body: parsed }));
    if (denial) {
      refuse(`[iam] ${principal.name}: ${denial}`);
      return jsonError(res, 400, 'AccessDeniedException', denial);
    }
    forward(req, res, upstream, body);
  }

  /** An operation the table does not know: refused, and said loudly, so the table grows with the code. */
  function unmapped(res: ServerResponse, name: string, xml: boolean, req: IncomingMessage) {
    const message = `No IAM mapping for ${name}: add it to infra/local/parity/iam-actions.ts`;
    console.error(`[iam] ${message}`);
    refuse(`[iam] ${message}`);
    return xml ? xmlError(req, res, 501, 'NotImplemented', message) : jsonError(res, 501, 'NotImplemented', message);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('[iam] gate failed:', err);
      if (!res.headersSent) jsonError(res, 500, 'InternalFailure', 'The embedded IAM gate failed');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
