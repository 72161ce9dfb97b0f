/**
 * Would AWS allow this function this action on this resource? The function's identity policies as synthesized,
 * resolved to local ARNs, evaluated by @cloud-copilot/iam-simulate (a maintained IAM evaluator, not ours). Resource
 * policies are not evaluated: every caller is in the stage's own account, where an identity policy's Allow is enough
 * (the buckets' and queues' own policies only deny plain HTTP, which the local stand-ins speak by design).
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';
import { LOCAL_ACCOUNT } from './resolve';

export interface PolicyDocument {
  Version?: string;
  Statement: unknown[] | unknown;
}

export interface Principal {
  /** The function's construct path (what messages name). */
  name: string;
  /** The role ARN AWS would show, e.g. arn:aws:sts::000000000000:assumed-role/<role>/<function>. */
  arn: string;
  policies: { name: string; document: PolicyDocument }[];
}

export type Decision = 'Allowed' | 'ExplicitlyDenied' | 'ImplicitlyDenied';

/** Decisions are cached per principal, action and resource: a running stack asks the same few thousand times. */
const cache = new WeakMap<Principal, Map<string, Promise<Decision>>>();

export function evaluate(principal: Principal, action: string, resource: string): Promise<Decision> {
  let mine = cache.get(principal);
  if (!mine) cache.set(principal, (mine = new Map()));
  const key = `${action} ${resource}`;
  let decision = mine.get(key);
  if (!decision) {
    decision = simulate(principal, action, resource);
    mine.set(key, decision);
  }
  return decision;
}

async function simulate(principal: Principal, action: string, resource: string): Promise<Decision> {
  const result = await runSimulation(
    {
      identityPolicies: principal.policies.map((p) => ({ name: p.name, policy: { Version: '2012-10-17', ...p.document } })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: { action, principal: principal.arn, resource: { accountId: LOCAL_ACCOUNT, resource }, contextVariables: {} },
    } as never,
    {},
  );
  if (result.resultType === 'error') throw new Error(`IAM simulation of ${action} on ${resource} failed: ${JSON.stringify(result.errors)}`);
  return result.overallResult as Decision;
}

/** AWS's words for a refusal by identity policy. */
export const deniedMessage = (principal: Principal, action: string, resource: string, decision: Decision) =>
  `User: ${principal.arn} is not authorized to perform: ${action} on resource: ${resource} because ${decision === 'ExplicitlyDenied' ? 'an explicit deny in an identity-based policy' : 'no identity-based policy allows the ' + action + ' action'}`;
