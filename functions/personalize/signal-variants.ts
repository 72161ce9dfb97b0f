/**
 * Signals as variants use them (001 3 'Variant' signals by type). Filled in once the variant entity carries its
 * signals (variants-api's contract commit).
 */
import type { Tree } from './personalize-repository';
import type { Signal } from './signals-repository';

/** Takes the signal out of every variant of the tree that names it; answers the variants changed (presented). */
export async function removeSignalFromVariants(_tree: Tree, _signal: Signal): Promise<unknown[]> {
  return [];
}
