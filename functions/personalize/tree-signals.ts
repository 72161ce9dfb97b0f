/**
 * The tree's signals as variants show them (names, types, schedule windows), read once per call. The signals live in
 * signals-repository.ts (signals-api); until it is merged here a tree reads as having none.
 */
import type { Tree } from './personalize-repository';
import type { SignalSummary } from './present';

export async function treeSignals(_tree: Pick<Tree, 'id' | 'campaignId'>): Promise<Map<string, SignalSummary>> {
  return new Map();
}
