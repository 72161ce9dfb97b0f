import { describe, expect, it } from 'vitest';
import {
  allowedChildTypes,
  buildTree,
  migrationConflicts,
  nodeAccess,
  replaceNode,
  siblingNameTaken,
  withAncestors,
  type FlatNode,
} from '@shared/domain/business-nodes';
import { maskSecret, secretHint } from '@shared/domain/secrets';

// div > brand > (product > (emea > de, fr), (amer > us)); other root: solo
const NODES: FlatNode[] = [
  { id: 'de', parentId: 'emea', name: 'Germany', type: 'market' },
  { id: 'div', name: 'Beverages', type: 'division' },
  { id: 'brand', parentId: 'div', name: 'Sparkle', type: 'brand' },
  { id: 'prod', parentId: 'brand', name: 'Zero', type: 'product' },
  { id: 'emea', parentId: 'prod', name: 'EMEA', type: 'region' },
  { id: 'amer', parentId: 'prod', name: 'Americas', type: 'region' },
  { id: 'fr', parentId: 'emea', name: 'France', type: 'market' },
  { id: 'us', parentId: 'amer', name: 'United States', type: 'market' },
  { id: 'solo', name: 'Another', type: 'brand' },
];
const sorted = (s: Set<string>) => [...s].sort();

describe('buildTree', () => {
  it('nests nodes under their parents, whatever the input order, siblings by name', () => {
    const roots = buildTree(NODES);
    expect(roots.map((r) => r.id)).toEqual(['solo', 'div']);
    const prod = roots[1].children[0].children[0];
    expect(prod.children.map((c) => c.name)).toEqual(['Americas', 'EMEA']);
    expect(prod.children[1].children.map((c) => c.name)).toEqual(['France', 'Germany']);
  });

  it('makes a node whose parent is missing a root rather than dropping it', () => {
    expect(buildTree([{ id: 'x', parentId: 'gone', name: 'X', type: 'market' }]).map((r) => r.id)).toEqual(['x']);
  });
});

describe('nodeAccess', () => {
  it('gives top admins every node of the partner', () => {
    for (const role of ['super', 'admin'] as const) {
      const access = nodeAccess({ role, businessNodeIds: [] }, NODES);
      expect(access.writeAllowed.size).toBe(NODES.length);
      expect(access.readAllowed.size).toBe(NODES.length);
    }
  });

  it('gives others their nodes and everything below to write, plus the ancestors to read', () => {
    const access = nodeAccess({ role: 'selfServiceAdmin', businessNodeIds: ['emea'] }, NODES);
    expect(sorted(access.allowed)).toEqual(['de', 'emea', 'fr']);
    expect(sorted(access.writeAllowed)).toEqual(['de', 'emea', 'fr']);
    expect(sorted(access.readAllowed)).toEqual(['brand', 'de', 'div', 'emea', 'fr', 'prod']);
  });

  it('ignores assignments to nodes the partner does not have, and gives an unassigned user nothing', () => {
    expect(nodeAccess({ role: 'manager', businessNodeIds: ['elsewhere'] }, NODES).readAllowed.size).toBe(0);
    expect(nodeAccess({ role: 'selfServiceAdmin', businessNodeIds: [] }, NODES).writeAllowed.size).toBe(0);
  });

  it('survives a corrupt parent cycle', () => {
    const loop: FlatNode[] = [{ id: 'a', parentId: 'b', name: 'A', type: 'brand' }, { id: 'b', parentId: 'a', name: 'B', type: 'brand' }];
    expect(sorted(withAncestors(loop, ['a']))).toEqual(['a', 'b']);
    expect(sorted(nodeAccess({ role: 'manager', businessNodeIds: ['a'] }, loop).allowed)).toEqual(['a', 'b']);
  });
});

describe('allowedChildTypes', () => {
  it('allows any type at the root and only lower ranks below a node', () => {
    expect(allowedChildTypes(null)).toEqual(['division', 'brand', 'product', 'region', 'market']);
    expect(allowedChildTypes('brand')).toEqual(['product', 'region', 'market']);
    expect(allowedChildTypes('region')).toEqual(['market']);
    expect(allowedChildTypes('market')).toEqual([]);
  });
});

describe('sibling names', () => {
  it('are unique case-insensitively among siblings only', () => {
    expect(siblingNameTaken(NODES, 'emea', '  germany ')).toBe(true);
    expect(siblingNameTaken(NODES, 'amer', 'Germany')).toBe(false);
    expect(siblingNameTaken(NODES, 'emea', 'GERMANY', 'de')).toBe(false);
    expect(siblingNameTaken(NODES, null, 'beverages')).toBe(true);
  });
});

describe('migration', () => {
  const writeAllowed = new Set(['emea', 'de', 'fr']);
  it('has no conflict between two different write-allowed nodes', () => {
    expect(migrationConflicts({ fromId: 'de', toId: 'fr', writeAllowed })).toEqual([]);
  });
  it('refuses the same node, and either end outside the write-allowed nodes', () => {
    expect(migrationConflicts({ fromId: 'de', toId: 'de', writeAllowed }).map((c) => c.code)).toEqual(['SAME_NODE']);
    expect(migrationConflicts({ fromId: 'de', toId: 'us', writeAllowed }).map((c) => c.code)).toEqual(['TARGET_NOT_WRITE_ALLOWED']);
    expect(migrationConflicts({ fromId: 'us', toId: 'de', writeAllowed }).map((c) => c.code)).toEqual(['SOURCE_NOT_WRITE_ALLOWED']);
  });
  it('replaces the node in a user list, keeping it once', () => {
    expect(replaceNode(['de', 'fr'], 'de', 'fr')).toEqual(['fr']);
    expect(replaceNode(['x', 'de'], 'de', 'us')).toEqual(['x', 'us']);
  });
});

describe('secret masks', () => {
  it('hint the last four characters only of a long secret', () => {
    expect(maskSecret(secretHint('planted-SECRET-yt-9f3a7c21'))).toBe('••••7c21');
    expect(maskSecret(secretHint('short'))).toBe('••••');
  });
});
