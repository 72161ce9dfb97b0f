/**
 * Which tree and variant a personalize call acts on (ISSUE 16 'Binding decisions'): the campaign in the caller's scope
 * (campaignInScope), the tree one of its trees; a change also needs a campaign that is neither deleted, archived nor
 * locked for QA. Unknown ids, and ids of another campaign or partner, answer 404 like ids that do not exist.
 */
import { MESSAGES } from '@shared/messages';
import { campaignInScope, writableCampaign, type Campaign } from '@functions/campaigns/public';
import { AppError, notFound, unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { personalizeRepository, TreeConflictError, type Tree, type TreeWrite, type Variant } from './personalize-repository';

export interface TreeScope {
  campaign: Campaign;
  tree: Tree;
}

export async function treeInScope(caller: Caller, params: { campaignId: string; treeId: string }, mode: 'read' | 'write'): Promise<TreeScope> {
  const [{ campaign }, tree] = await Promise.all([
    mode === 'write' ? writableCampaign(caller, params.campaignId) : campaignInScope(caller, params.campaignId),
    personalizeRepository.getTree(params.treeId),
  ]);
  if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
  if (mode === 'write' && campaign.status === 'archived') throw unprocessable(MESSAGES.campaignArchivedReadOnly);
  if (mode === 'write' && campaign.qa) throw unprocessable(MESSAGES.campaignLocked);
  return { campaign, tree };
}

/** A variant of the tree, else 404 'Entity not found'. */
export async function variantOf(tree: Tree, variantId: string): Promise<Variant> {
  const variant = await personalizeRepository.getVariant(variantId);
  if (!variant || variant.treeId !== tree.id) throw notFound(MESSAGES.entityNotFound);
  return variant;
}

/** Writes a change; a variant or tree changed since it was read answers 409 and nothing of that change is written. */
export async function writeChange(writes: readonly TreeWrite[], onConflict: () => Error = () => new AppError('DEFAULT_ERROR', 409, MESSAGES.variantChanged)): Promise<void> {
  try {
    await personalizeRepository.write(writes);
  } catch (error) {
    if (error instanceof TreeConflictError) throw onConflict();
    throw error;
  }
}
