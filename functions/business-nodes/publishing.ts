/**
 * Publishing settings of a node (001 3): text properties kept as given; tokens write-only, stored encrypted with a
 * four-character hint, answered only as a mask. Nothing here returns or logs a token or its ciphertext.
 */
import { PUBLISHING_TEXT_PROPERTIES, PUBLISHING_TOKEN_PROPERTIES } from '@shared/constants';
import type { PublishingBody, PublishingDto } from '@shared/contracts/business-nodes';
import { maskSecret, secretHint } from '@shared/domain/secrets';
import { encryptSecret } from '@functions/lib/secrets';
import type { BusinessNode } from './business-nodes-repository';

type TokenName = (typeof PUBLISHING_TOKEN_PROPERTIES)[number];

export function presentPublishing(node: BusinessNode): PublishingDto {
  const text = Object.fromEntries(PUBLISHING_TEXT_PROPERTIES.map((k) => [k, node.publishing?.[k] || null]));
  const tokens = Object.fromEntries(PUBLISHING_TOKEN_PROPERTIES.map((k) => [k, node.tokens?.[k] ? maskSecret(node.tokens[k].hint) : null]));
  return { nodeId: node.id, nodeName: node.name, ...text, ...tokens } as PublishingDto;
}

/** The next stored state: text properties replaced by the body's, tokens set, removed or kept. */
export function nextPublishing(node: BusinessNode, body: PublishingBody): Pick<BusinessNode, 'publishing' | 'tokens'> {
  const publishing: NonNullable<BusinessNode['publishing']> = {};
  for (const k of PUBLISHING_TEXT_PROPERTIES) if (body[k]) publishing[k] = body[k];
  const tokens: NonNullable<BusinessNode['tokens']> = { ...node.tokens };
  for (const k of PUBLISHING_TOKEN_PROPERTIES) {
    const value = body[k];
    if (body.remove?.[k]) delete tokens[k];
    else if (value) tokens[k] = { ciphertext: encryptSecret(value), hint: secretHint(value) };
  }
  return { publishing, tokens };
}

export function withoutToken(node: BusinessNode, token: TokenName): NonNullable<BusinessNode['tokens']> {
  const tokens = { ...node.tokens };
  delete tokens[token];
  return tokens;
}
