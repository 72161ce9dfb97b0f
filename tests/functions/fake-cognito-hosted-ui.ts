/**
 * A stand-in for the two endpoints of Cognito's hosted UI the callback talks to: `/oauth2/token` and the pool's JWKS.
 * It answers with Cognito's recorded shapes (AWS docs, 'Token endpoint' and 'Understanding the identity (ID) token' of
 * a SAML-federated user), with ID tokens signed by its own RSA key, and checks the PKCE verifier like Cognito does.
 */
import { createHash, createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Recorded answer of POST /oauth2/token for grant_type=authorization_code (tokens replaced per test). */
export const RECORDED_TOKEN_RESPONSE = {
  id_token: '',
  access_token: 'eyJraWQiOiJyZWNvcmRlZCJ9.recorded-access-token',
  refresh_token: 'eyJjdHkiOiJKV1QiLCJlbmMiOiJBMjU2R0NNIn0.recorded-refresh-token',
  expires_in: 3600,
  token_type: 'Bearer',
};
/** Recorded error of the token endpoint for a used, expired or mismatched code. */
export const RECORDED_INVALID_GRANT = { error: 'invalid_grant' };

/** The claims of a recorded ID token of a SAML-federated user; email, provider and audience vary per test. */
export function recordedIdClaims(o: { issuer: string; audience: string; email: string; providerName: string; providerType?: string }) {
  const now = Math.floor(Date.now() / 1000);
  return {
    at_hash: 'recordedAtHash',
    sub: randomUUID(),
    'cognito:groups': [`eu-central-1_Recorded_${o.providerName}`],
    email_verified: false,
    iss: o.issuer,
    'cognito:username': `${o.providerName}_${o.email}`,
    origin_jti: randomUUID(),
    aud: o.audience,
    identities: [{ userId: o.email, providerName: o.providerName, providerType: o.providerType ?? 'SAML', issuer: null, primary: 'true', dateCreated: String(now * 1000) }],
    token_use: 'id',
    auth_time: now,
    exp: now + 3600,
    iat: now,
    jti: randomUUID(),
    email: o.email,
  };
}

export interface FakeHostedUi {
  /** host:port, what COGNITO_DOMAIN holds. */
  domain: string;
  /** The issuer its tokens name (COGNITO_ISSUER): `/.well-known/jwks.json` below it serves the key. */
  issuer: string;
  /** The next code it will accept: the PKCE challenge it was started with and the claims of the ID token it answers. */
  expectCode(code: string, challenge: string, claims: Record<string, unknown>): void;
  /** The form bodies posted to /oauth2/token. */
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeHostedUi(poolId: string): Promise<FakeHostedUi> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'recorded-key';
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const sign = (claims: Record<string, unknown>) => {
    const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const input = `${part({ kid, alg: 'RS256' })}.${part(claims)}`;
    return `${input}.${createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url')}`;
  };
  const codes = new Map<string, { challenge: string; claims: Record<string, unknown> }>();
  const tokenRequests: URLSearchParams[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'GET' && req.url === `/${poolId}/.well-known/jwks.json`) return answer(200, { keys: [jwk] });
      if (req.method !== 'POST' || req.url !== '/oauth2/token') return answer(404, {});
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      tokenRequests.push(form);
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!issued || form.get('grant_type') !== 'authorization_code' || createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
        return answer(400, RECORDED_INVALID_GRANT);
      }
      answer(200, { ...RECORDED_TOKEN_RESPONSE, id_token: sign(issued.claims) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const domain = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    domain,
    issuer: `http://${domain}/${poolId}`,
    expectCode: (code, challenge, claims) => codes.set(code, { challenge, claims }),
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
