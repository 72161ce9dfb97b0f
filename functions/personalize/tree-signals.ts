/**
 * The tree's signals as variants show them (names, types, schedule windows), read once per call from
 * signals-repository.ts (signal-variants.ts signalContext).
 */
import type { Tree } from './personalize-repository';
import type { SignalSummary } from './present';
import { signalContext } from './signal-variants';

export async function treeSignals(tree: Pick<Tree, 'id' | 'campaignId'>): Promise<Map<string, SignalSummary>> {
  return new Map((await signalContext({ campaignId: tree.campaignId, treeId: tree.id })).signals);
}
