/**
 * THE way to an S3-compatible store a user named (the connection tests, exports to a node's storage): a signed request
 * to whatever `connectionConfig.endpoint` says would otherwise let a caller reach the server's own network (SSRF).
 * An endpoint's host is resolved, every address must be public (functions/lib/outbound-address.ts, the rules of
 * shared/domain/url-safety.ts), and the client's sockets connect only to the checked address for that host (a pinned
 * lookup on its own agents; the SDK follows no redirects and its retries use the same agents). The embedded default's
 * own S3 is the one exception, in that mode only (config.embeddedS3Hosts). Without an endpoint the client talks to
 * Amazon S3 itself. Failures are answered with the fixed texts of `storageFailureMessage`, never the store's own.
 *
 * The SSO metadata URL (functions/sso-configs) is the other user-given address, but it is fetched by Cognito when the
 * identity provider is registered, never by this server.
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import http from 'node:http';
import https from 'node:https';
import { MESSAGES } from '@shared/messages';
import { config } from '@functions/lib/config';
import { OutboundRefusedError, pinnedLookup, vetOutboundUrl, type Resolver } from '@functions/lib/outbound-address';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  prefix?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The storage may not be reached: its message is one of the fixed texts. */
export class StorageConnectionError extends Error {}

/** A client for this storage, its endpoint checked and pinned; StorageConnectionError when the endpoint is refused. */
export async function storageClient(settings: S3Settings, extra: Pick<S3ClientConfig, 'maxAttempts'> = {}, resolve?: Resolver): Promise<S3Client> {
  const base: S3ClientConfig = {
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...extra,
  };
  if (!settings.endpoint) return new S3Client(base);
  let vetted;
  try {
    vetted = await vetOutboundUrl(settings.endpoint, { allowedHosts: config.embeddedS3Hosts, resolve });
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      throw new StorageConnectionError(error.failure === 'refused' ? MESSAGES.storageEndpointRefused : MESSAGES.storageUnreachable);
    }
    throw error;
  }
  const lookup = pinnedLookup(vetted.hostname, vetted.address);
  return new S3Client({
    ...base,
    endpoint: vetted.url.href,
    // path style: the bucket goes into the path, so every request names the checked host and nothing else
    forcePathStyle: true,
    requestHandler: new NodeHttpHandler({ httpAgent: new http.Agent({ keepAlive: true, lookup }), httpsAgent: new https.Agent({ keepAlive: true, lookup }) }),
  });
}

const DENIED = ['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AllAccessDisabled', 'InvalidToken', 'ExpiredToken', 'Forbidden'];

/** The fixed text for a failed call to a storage: the store's own words, a parse error or a socket error are never shown. */
export function storageFailureMessage(error: unknown): string {
  if (error instanceof StorageConnectionError) return error.message;
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  const code = e.Code ?? e.name ?? '';
  const status = e.$metadata?.httpStatusCode;
  if (code === 'NoSuchBucket') return MESSAGES.storageBucketMissing;
  if (DENIED.includes(code) || status === 403) return MESSAGES.storageAccessDenied;
  return MESSAGES.storageUnreachable;
}
