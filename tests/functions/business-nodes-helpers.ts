/** Helpers of the business-node tests: callers, the seeded tree, and an account assigned to chosen nodes. */
import { createAccount } from '@functions/users/accounts';
import type { Role } from '@shared/domain/roles';
import { call, PASSWORD, signIn, type SignedIn } from './client';

export const GHOST = '0123456789abcdef01234567';
export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const as = (who: SignedIn) => ({
  get: (path: string) => call('GET', path, { cookie: who.cookie }),
  post: (path: string, body: unknown) => call('POST', path, { cookie: who.cookie, csrf: who.csrf, body }),
  put: (path: string, body: unknown) => call('PUT', path, { cookie: who.cookie, csrf: who.csrf, body }),
  delete: (path: string) => call('DELETE', path, { cookie: who.cookie, csrf: who.csrf }),
});

export interface TreeNode {
  _id: string;
  name: string;
  type: string;
  parentId: string | null;
  allowed: boolean;
  readAllowed: boolean;
  writeAllowed: boolean;
  children: TreeNode[];
}

export const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

export async function treeOf(who: SignedIn): Promise<TreeNode[]> {
  const res = await as(who).get('/api/business-nodes');
  expect(res.status).toBe(200);
  return flatten(res.body);
}

export async function nodeNamed(who: SignedIn, name: string): Promise<TreeNode> {
  const node = (await treeOf(who)).find((n) => n.name === name);
  if (!node) throw new Error(`no node ${name}`);
  return node;
}

/** A fresh account of the Demo Agency assigned to the given nodes, signed in. */
export async function accountOn(partnerId: string, role: Role, businessNodeIds: string[]): Promise<SignedIn & { id: string }> {
  const email = `${unique('bn').replace(/\s/g, '-').toLowerCase()}@demo.test`;
  const user = await createAccount({ email, password: PASSWORD, role, partnerId, businessNodeIds, isConceptOnly: false });
  return { ...(await signIn(email)), id: user.id };
}
