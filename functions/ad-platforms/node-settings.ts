/**
 * The publishing settings an ad platform call works with: those of the business node the caller names (within the
 * caller's partner and allowed nodes: another partner's node answers 'Business node was not found'), each property
 * taken from the node itself or else its nearest ancestor that has it (a market inherits its brand's accounts).
 * Tokens stay sealed here; only a port opens one, for its call.
 */
import type { PUBLISHING_TEXT_PROPERTIES, PUBLISHING_TOKEN_PROPERTIES } from '@shared/constants';
import { loadScope, nodeIn, type BusinessNode, type Scope } from '@functions/business-nodes/public';
import type { Caller } from '@functions/lib/session';
import { notConfigured } from './platform-errors';

export interface SealedToken {
  ciphertext: string;
}

export interface NodeSettings {
  nodeId: string;
  text: Partial<Record<(typeof PUBLISHING_TEXT_PROPERTIES)[number], string>>;
  tokens: Partial<Record<(typeof PUBLISHING_TOKEN_PROPERTIES)[number], SealedToken>>;
}

export function effectiveSettings(scope: Pick<Scope, 'nodes'>, node: BusinessNode): NodeSettings {
  const byId = new Map(scope.nodes.map((n) => [n.id, n]));
  const chain: BusinessNode[] = [];
  for (let at: BusinessNode | undefined = node; at && !chain.includes(at); at = at.parentId ? byId.get(at.parentId) : undefined) chain.push(at);
  const settings: NodeSettings = { nodeId: node.id, text: {}, tokens: {} };
  // nearest first: a property set on the node wins over its ancestors'
  for (const at of chain.reverse()) {
    Object.assign(settings.text, Object.fromEntries(Object.entries(at.publishing ?? {}).filter(([, v]) => v)));
    Object.assign(settings.tokens, Object.fromEntries(Object.entries(at.tokens ?? {}).map(([k, v]) => [k, { ciphertext: v.ciphertext }])));
  }
  return settings;
}

/** The settings of a node the caller may read. */
export async function settingsOf(caller: Caller, nodeId: string): Promise<NodeSettings> {
  const scope = await loadScope(caller);
  return effectiveSettings(scope, nodeIn(scope, nodeId, 'read'));
}

/** Every node the caller may read, with its settings (for reads that start from a platform id, not a node). */
export async function readableSettings(caller: Caller): Promise<NodeSettings[]> {
  const scope = await loadScope(caller);
  return scope.nodes.filter((n) => scope.access.readAllowed.has(n.id)).map((n) => effectiveSettings(scope, n));
}

/** The node's DV360 token, still sealed. */
export async function dv360Token(caller: Caller, nodeId: string): Promise<SealedToken> {
  const token = (await settingsOf(caller, nodeId)).tokens.dv360Token;
  if (!token) throw notConfigured('DV360 token');
  return token;
}

/** The node's Campaign Manager 360 network (DCM network id), its DCM advertiser and the DV360 token that reads them. */
export async function cm360Access(caller: Caller, nodeId: string): Promise<{ token: SealedToken; networkId: string; advertiserId?: string }> {
  const { text, tokens } = await settingsOf(caller, nodeId);
  if (!text.dcmNetworkId) throw notConfigured('DCM network id');
  if (!tokens.dv360Token) throw notConfigured('DV360 token');
  return { token: tokens.dv360Token, networkId: text.dcmNetworkId, advertiserId: text.dcmAdvertiserId };
}

/** The node's Google Ads customer account and refresh token. */
export async function googleAdsAccess(caller: Caller, nodeId: string): Promise<{ refreshToken: SealedToken; customerId: string }> {
  const { text, tokens } = await settingsOf(caller, nodeId);
  if (!text.gadsCustomerAccountId) throw notConfigured('Google Ads customer account id');
  if (!tokens.gadsToken) throw notConfigured('Google Ads token');
  return { refreshToken: tokens.gadsToken, customerId: text.gadsCustomerAccountId };
}
