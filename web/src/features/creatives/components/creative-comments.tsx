import { useCallback, useMemo } from 'react';
import type { Creative } from '@shared/contracts/creatives';
import { CommentsButton, CommentsPanel, useCommentCounts, useCommentsParams, type CommentEntity } from '@web/features/comments';
import { frameSize } from '@web/features/templates';
import { playerUrl } from './creative-card';

/**
 * Comments on the creatives view (001 2 'Comments panel', context Creatives): the tree is the general entity and each
 * variant an item, as in the personalize view; a button per creative with its variant's unresolved count, the
 * toolbar's button, and the panel (its state in the query string, so a link opens the same view).
 */
export function useCreativeComments(campaignId: string, treeId: string | undefined, treeName: string, creatives: readonly Creative[]) {
  const variants = useMemo(() => [...new Map(creatives.map((c) => [c.variantId, c])).values()], [creatives]);
  const counts = useCommentCounts(campaignId, useMemo(() => variants.map((c) => c.variantId), [variants]));
  const { params } = useCommentsParams();
  const entities = useMemo<CommentEntity[]>(() => {
    const picked = (c: Creative): CommentEntity['preview'] => {
      const src = playerUrl(c);
      return c.variantId === params.commentedEntityId && src && /^\d+x\d+$/.test(c.shortName) ? { kind: 'frame', src, ...frameSize(c.shortName) } : undefined;
    };
    return [
      ...(treeId ? [{ id: treeId, type: 'PersonalizeTree' as const, name: treeName }] : []),
      ...variants.map((c) => ({ id: c.variantId, type: 'PersonalizeVariant' as const, name: c.variantName, preview: picked(c) })),
    ];
  }, [treeId, treeName, variants, params.commentedEntityId]);
  const buttonOf = useCallback(
    (c: Creative) => <CommentsButton size="small" entity={{ id: c.variantId, type: 'PersonalizeVariant', name: c.variantName }} count={counts.data?.counts[c.variantId]} />,
    [counts.data],
  );
  return {
    buttonOf,
    toolbarButton: <CommentsButton label="Comments" />,
    panel: <CommentsPanel context="Creatives" campaignId={campaignId} entities={entities} />,
  };
}
