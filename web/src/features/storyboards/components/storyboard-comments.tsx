import { useMemo, useState } from 'react';
import type { StoryboardDto } from '@shared/contracts/storyboards';
import { CommentsButton, CommentsPanel, useCommentsParams, useConceptCommentCount, type CommentEntity } from '@web/features/comments';

/** The storyboard's latest ready version's first frame (its picture, or a video's poster), where a point is picked. */
function previewOf(storyboard: StoryboardDto): CommentEntity['preview'] {
  const version = storyboard.versions.find((v) => v.version === storyboard.latestVersion);
  const frame = version?.status === 'ready' ? version.assets[0] : undefined;
  const src = frame?.kind === 'video' ? frame.thumbnailUrl : (frame?.url ?? frame?.thumbnailUrl);
  if (!frame || !src) return undefined;
  return { kind: 'image', src, width: frame.width ?? 640, height: frame.height ?? 360 };
}

/**
 * Comments on a concept's storyboards (001 2): the index is the general entity (context StoryboardIndex), each
 * storyboard an item (context Storyboard); a comment written while a video plays carries the player's time code, and
 * a comment's time code moves the player there.
 */
export function useStoryboardComments(conceptId: string, storyboards: readonly StoryboardDto[], selected: StoryboardDto | undefined) {
  const [timeMs, setTimeMs] = useState<number | null>(null);
  const [seekRequest, setSeekRequest] = useState<{ ms: number } | null>(null);
  const { params } = useCommentsParams();
  const index = useConceptCommentCount(conceptId);
  const one = useConceptCommentCount(conceptId, selected?._id);
  const entities = useMemo<CommentEntity[]>(
    () => [{ id: conceptId, type: 'StoryboardIndex', name: 'Storyboards' }, ...storyboards.map((s) => ({ id: s._id, type: 'Storyboard' as const, name: s.name, preview: previewOf(s) }))],
    [conceptId, storyboards],
  );
  const onStoryboard = params.commentedEntityType === 'Storyboard';
  const playing = selected?.type === 'video' && (!onStoryboard || params.commentedEntityId === selected._id);
  return {
    onTimeCode: setTimeMs,
    seekRequest,
    indexButton: <CommentsButton label="Comments" count={index.data} entity={{ id: conceptId, type: 'StoryboardIndex', name: 'Storyboards' }} />,
    storyboardButton: selected ? <CommentsButton label="Comment" count={one.data} entity={{ id: selected._id, type: 'Storyboard', name: selected.name }} /> : null,
    panel: <CommentsPanel context={onStoryboard ? 'Storyboard' : 'StoryboardIndex'} conceptId={conceptId} entities={entities} timeCodeMs={playing ? (timeMs ?? 0) : undefined} onSeek={(ms) => setSeekRequest({ ms })} />,
  };
}
