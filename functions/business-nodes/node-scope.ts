/**
 * The caller's view of the partner's tree: every handler of this domain loads the partner's nodes once, works out
 * the caller's allowed, read-allowed and write-allowed nodes (shared/domain/business-nodes.ts) and finds the node it
 * acts on. Another partner's node id answers 'Business node was not found', as an unknown id does: nothing tells
 * the caller that it exists.
 */
import type { NodeDto, NodeUserDto } from '@shared/contracts/business-nodes';
import { buildTree, nodeAccess, type NodeAccess, type TreeOf } from '@shared/domain/business-nodes';
import { MESSAGES } from '@shared/messages';
import { marketTimeZone } from '@shared/domain/time-zones';
import { notAllowed, notFound } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import type { User } from '@functions/lib/identity/users-repository';
import { businessNodesRepository, type BusinessNode } from './business-nodes-repository';

export interface Scope {
  nodes: BusinessNode[];
  access: NodeAccess;
}

export async function loadScope(caller: Caller): Promise<Scope> {
  const nodes = await businessNodesRepository.listByPartner(caller.partnerId);
  return { nodes, access: nodeAccess(caller.user, nodes) };
}

export type Need = 'read' | 'write';

/** The node by id within the caller's partner, or 404; then 403 when the caller may not read (or write) it. */
/** The node by id within the caller's partner, or 404, with no access check. */
export function findIn(scope: Scope, id: string): BusinessNode {
  const node = scope.nodes.find((n) => n.id === id);
  if (!node) throw notFound(MESSAGES.businessNodeNotFound);
  return node;
}

export function nodeIn(scope: Scope, id: string, need: Need): BusinessNode {
  const node = findIn(scope, id);
  const allowed = need === 'write' ? scope.access.writeAllowed : scope.access.readAllowed;
  if (!allowed.has(id)) throw notAllowed(MESSAGES.businessNodeAccessDenied);
  return node;
}

export async function loadNode(caller: Caller, id: string, need: Need): Promise<Scope & { node: BusinessNode }> {
  const scope = await loadScope(caller);
  return { ...scope, node: nodeIn(scope, id, need) };
}

/** The tree the caller may see (read-allowed nodes; ancestors come with them, so it stays connected), with flags. */
export function presentTree(scope: Scope): NodeDto[] {
  const visible = scope.nodes.filter((n) => scope.access.readAllowed.has(n.id));
  const present = (n: TreeOf<BusinessNode>): NodeDto => ({
    _id: n.id,
    name: n.name,
    type: n.type,
    parentId: n.parentId ?? null,
    marketId: n.marketId ?? null,
    ...zoneOf(n),
    allowed: scope.access.allowed.has(n.id),
    readAllowed: true,
    writeAllowed: scope.access.writeAllowed.has(n.id),
    children: n.children.map(present),
  });
  return buildTree(visible).map(present);
}

/** A market node's zone as the calls answer it: the one set, else its country's, and whether it was set. */
export const zoneOf = (n: Pick<BusinessNode, 'type' | 'name' | 'timeZone'>): { timeZone?: string; timeZoneSet?: boolean } =>
  n.type === 'market' ? { timeZone: marketTimeZone(n, n.name), timeZoneSet: Boolean(n.timeZone) } : {};

/**
 * The zone of the market a node stands in: the node itself when it is a market, else the nearest market above it;
 * null when there is none (a campaign on a brand). Schedules and flight dates of its campaigns are in it.
 */
export async function marketTimeZoneOf(partnerId: string, nodeId: string): Promise<string | null> {
  let id: string | undefined = nodeId;
  for (let depth = 0; id && depth < 10; depth++) {
    const node = await businessNodesRepository.get(id);
    if (!node || node.partnerId !== partnerId) return null;
    if (node.type === 'market') return marketTimeZone(node, node.name);
    id = node.parentId;
  }
  return null;
}

export const presentNodeHead = (scope: Scope, node: BusinessNode) => ({
  _id: node.id,
  name: node.name,
  type: node.type,
  writeAllowed: scope.access.writeAllowed.has(node.id),
});

export const presentUser = (u: User): NodeUserDto => ({ _id: u.id, email: u.email, role: u.role, status: u.status });
