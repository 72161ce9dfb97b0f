/**
 * Write-only secrets (publishing tokens, cloud storage keys): stored encrypted with AES-256-GCM, shown masked,
 * never returned or logged. The 32-byte key arrives base64 in SECRETS_KEY (the embedded default keeps it beside its
 * data), or in AWS as the SHA-256 of the Secrets Manager secret named by SECRETS_KEY_ARN.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { config } from './config';

const VERSION = 'v1';

/** In AWS the key material is read once per container, before the first request, from Secrets Manager. */
const awsKey = config.secretsKeyArn && !config.secretsKey ? await readAwsKey(config.secretsKeyArn) : undefined;

async function readAwsKey(secretId: string): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  return createHash('sha256').update(SecretString ?? '').digest('base64');
}

function key(): Buffer {
  const value = awsKey ?? config.secretsKey;
  const bytes = value ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (bytes.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, base64');
  return bytes;
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== VERSION) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}

/** A fresh key, for the embedded default's first start. */
export const newSecretsKey = () => randomBytes(32).toString('base64');
