import { useCallback, useMemo } from 'react';
import { CommentsButton, CommentsPanel, useCommentCounts, useCommentsParams, type CommentEntity } from '@web/features/comments';
import { frameSize, withValues } from '@web/features/templates';
import type { PersonalizeTree, VariantView } from '../api/types';
import type { FormatGroup } from '../lib/grid-columns';

const valuesOf = (format: VariantView['formats'][string]) => Object.fromEntries(Object.entries(format.dynamicElements).map(([k, e]) => [k, e.value]));

/** The variant's first live format played by its template, where a comment's point is picked. */
function previewOf(variant: VariantView, groups: readonly FormatGroup[]): CommentEntity['preview'] {
  for (const format of Object.values(variant.formats)) {
    const group = groups.find((g) => g.templateId === format.templateId);
    if (format.archived || !group?.previewUrl) continue;
    return { kind: 'frame', src: withValues(group.previewUrl, valuesOf(format)), ...frameSize(group.size) };
  }
  return undefined;
}

/**
 * Comments in the personalize view (001 2): the panel on the campaign (context Personalize: the tree is the general
 * entity, each variant an item), a button per variant with its unresolved count, and the toolbar's button.
 */
export function usePersonalizeComments(campaignId: string, tree: PersonalizeTree, treeName: string, variants: readonly VariantView[], groups: readonly FormatGroup[]) {
  const counts = useCommentCounts(campaignId, useMemo(() => variants.map((v) => v._id), [variants]));
  const { params } = useCommentsParams();
  const entities = useMemo<CommentEntity[]>(
    () => [
      { id: tree._id, type: 'PersonalizeTree', name: treeName },
      ...variants.map((v) => ({ id: v._id, type: 'PersonalizeVariant' as const, name: v.name, preview: v._id === params.commentedEntityId ? previewOf(v, groups) : undefined })),
    ],
    [tree._id, treeName, variants, groups, params.commentedEntityId],
  );
  const variantButton = useCallback(
    (v: VariantView) => <CommentsButton size="small" entity={{ id: v._id, type: 'PersonalizeVariant', name: v.name }} count={counts.data?.counts[v._id]} />,
    [counts.data],
  );
  return {
    variantButton,
    toolbarButton: <CommentsButton label="Comments" />,
    panel: <CommentsPanel context="Personalize" campaignId={campaignId} entities={entities} />,
  };
}
