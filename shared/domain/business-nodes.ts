/**
 * Pure rules of the business-node tree (001 3, 6; 002 6): the tree from flat nodes, the caller's allowed, read-allowed
 * and write-allowed nodes, the node types a child may have, and the migration conflict check.
 */
import { BUSINESS_NODE_TYPES } from '../constants';
import { MESSAGES } from '../messages';
import { nameKey } from './names';
import { isTopAdmin, ROLE_GROUPS, type Role } from './roles';

export type BusinessNodeType = (typeof BUSINESS_NODE_TYPES)[number];

export interface FlatNode {
  id: string;
  parentId?: string | null;
  name: string;
  type: BusinessNodeType;
}

export type TreeOf<T extends FlatNode> = T & { children: TreeOf<T>[] };

const byName = (a: FlatNode, b: FlatNode) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Nests flat nodes under their parents, siblings by name. A node whose parent is not in the list becomes a root. */
export function buildTree<T extends FlatNode>(nodes: readonly T[]): TreeOf<T>[] {
  const byId = new Map<string, TreeOf<T>>(nodes.map((n) => [n.id, { ...n, children: [] }]));
  const roots: TreeOf<T>[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: TreeOf<T>[]) => {
    list.sort(byName);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The given nodes and every node below them. */
export function withDescendants(nodes: readonly FlatNode[], ids: Iterable<string>): Set<string> {
  const children = new Map<string, string[]>();
  for (const n of nodes) if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n.id]);
  const known = new Set(nodes.map((n) => n.id));
  const out = new Set<string>();
  const stack = [...ids].filter((id) => known.has(id));
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The given nodes and every node above them (a visited set guards against corrupt parent links). */
export function withAncestors(nodes: readonly FlatNode[], ids: Iterable<string>): Set<string> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const out = new Set<string>();
  for (const start of ids) {
    let node = byId.get(start);
    while (node && !out.has(node.id)) {
      out.add(node.id);
      node = node.parentId ? byId.get(node.parentId) : undefined;
    }
  }
  return out;
}

/** The node and its ancestors, from the root down to it (a visited set guards against corrupt parent links). */
export function pathFromRoot<T extends FlatNode>(nodes: readonly T[], id: string): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: T[] = [];
  const seen = new Set<string>();
  for (let node = byId.get(id); node && !seen.has(node.id); node = node.parentId ? byId.get(node.parentId) : undefined) {
    seen.add(node.id);
    path.unshift(node);
  }
  return path;
}

export interface NodeAccess {
  /** The spec's 'allowed business nodes': where the user works (campaigns, assets, users). */
  allowed: Set<string>;
  /** What the user may see: allowed plus the ancestors, so the path down to an assigned node shows in the tree. */
  readAllowed: Set<string>;
  /** Where the user may change things: the same as allowed. Whether the role may edit nodes at all is the route's rule. */
  writeAllowed: Set<string>;
}

/**
 * Interpretation (the spec names the three sets without defining them): top admins are not assigned to nodes
 * (002 6) and reach every node of the partner. Everyone else reaches the nodes they are assigned to and everything
 * below them (allowed = write-allowed); read-allowed adds the ancestors so the tree can show where those nodes sit,
 * without granting any action on them. Assignments to nodes not in this partner's list count for nothing.
 */
export function nodeAccess(user: { role: Role; businessNodeIds: readonly string[] }, nodes: readonly FlatNode[]): NodeAccess {
  if (isTopAdmin(user.role)) {
    const all = new Set(nodes.map((n) => n.id));
    return { allowed: all, readAllowed: new Set(all), writeAllowed: new Set(all) };
  }
  const allowed = withDescendants(nodes, user.businessNodeIds);
  return { allowed, readAllowed: new Set([...allowed, ...withAncestors(nodes, user.businessNodeIds)]), writeAllowed: new Set(allowed) };
}

/** Roles that may add, delete and rename nodes and change their settings (002 6: admins and self-service admin). */
export function mayEditNodes(role: Role): boolean {
  return ROLE_GROUPS.ADMINS_TOP_AND_SELF_SERVICE_ADMIN.includes(role);
}

/**
 * Interpretation of the hierarchy (not given by the spec; the seeded trees follow it): division > brand > product >
 * region > market. A child's type must rank strictly below its parent's, levels may be skipped (brand > product >
 * market), and a root may have any type. Strict ranks also mean no path can repeat a type, so no cycle of types.
 */
export const NODE_TYPE_RANK: Record<BusinessNodeType, number> = { division: 0, brand: 1, product: 2, region: 3, market: 4 };

export function allowedChildTypes(parentType: BusinessNodeType | null | undefined): BusinessNodeType[] {
  const types = [...BUSINESS_NODE_TYPES].sort((a, b) => NODE_TYPE_RANK[a] - NODE_TYPE_RANK[b]);
  return parentType ? types.filter((t) => NODE_TYPE_RANK[t] > NODE_TYPE_RANK[parentType]) : types;
}


export function siblingNameTaken(nodes: readonly FlatNode[], parentId: string | null | undefined, name: string, exceptId?: string): boolean {
  const key = nameKey(name);
  return nodes.some((n) => (n.parentId ?? null) === (parentId ?? null) && n.id !== exceptId && nameKey(n.name) === key);
}

export const MIGRATION_ENTITIES = ['campaigns', 'users', 'assets', 'integrations', 'subscribers'] as const;
export type MigrationEntity = (typeof MIGRATION_ENTITIES)[number];
export type MigrationCounts = Record<MigrationEntity, number>;

export interface MigrationConflict {
  code: 'SAME_NODE' | 'SOURCE_NOT_WRITE_ALLOWED' | 'TARGET_NOT_WRITE_ALLOWED' | 'TARGET_HAS_INTEGRATIONS';
  message: string;
}

/**
 * What stops moving things from one node to another. Both ends must be write-allowed for the caller and differ.
 * Users, subscribers and campaigns have no further conflict (a user or subscriber already on the target is kept
 * once; a campaign simply changes node). Integrations (publishing settings with their tokens) move only to a node
 * that has none: two nodes' accounts and tokens are never merged.
 */
export function migrationConflicts(input: {
  fromId: string;
  toId: string;
  writeAllowed: ReadonlySet<string>;
  /** Integrations are part of the move, and both nodes have some. */
  integrationsClash?: boolean;
}): MigrationConflict[] {
  const conflicts: MigrationConflict[] = [];
  if (input.fromId === input.toId) conflicts.push({ code: 'SAME_NODE', message: MESSAGES.migrationSameNode });
  if (!input.writeAllowed.has(input.fromId)) conflicts.push({ code: 'SOURCE_NOT_WRITE_ALLOWED', message: MESSAGES.businessNodeAccessDenied });
  if (!input.writeAllowed.has(input.toId)) conflicts.push({ code: 'TARGET_NOT_WRITE_ALLOWED', message: MESSAGES.migrationTargetNotAllowed });
  if (input.integrationsClash) conflicts.push({ code: 'TARGET_HAS_INTEGRATIONS', message: MESSAGES.migrationTargetHasIntegrations });
  return conflicts;
}

/** A user's node list with one node replaced by another, kept once. */
export function replaceNode(ids: readonly string[], fromId: string, toId: string): string[] {
  return [...new Set(ids.map((id) => (id === fromId ? toId : id)))];
}
