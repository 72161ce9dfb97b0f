import { Alert, Button, Checkbox, Drawer, Empty, Space, Spin, Typography, notification } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentDto, Hotspot } from '@shared/contracts/comments';
import type { CommentContext } from '@shared/domain/comments';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useCurrentUser } from '@web/lib/current-user';
import { deleteComment, resolveComment } from '../api/comment-actions';
import { createComment } from '../api/create-comment';
import { useComments } from '../api/list-comments';
import { commentsKeys, ownerOf } from '../api/owner';
import type { CommentsParams } from '../lib/params';
import { useCommentsParams } from '../lib/use-comments-params';
import { useCommentsRealtime } from '../lib/use-comments-realtime';
import { commentsScope, emptyMessage, findComment, isGeneral, pinsOf, selectedEntity, targetEntity, threadsOf, type CommentEntity } from '../lib/view';
import { CommentComposer, type ComposerValue } from './comment-composer';
import { CommentItem } from './comment-item';
import { HotspotSurface } from './hotspot-surface';

export interface CommentsPanelProps {
  context: CommentContext;
  campaignId?: string;
  conceptId?: string;
  /** What can be commented on here: the general entity (tree, storyboard index) and the items (variants, storyboards, a template). */
  entities: readonly CommentEntity[];
  /** The player's current time (ms), when the page plays a video: new comments may carry it. */
  timeCodeMs?: number | null;
  /** Jump the page's player to a comment's time code. */
  onSeek?: (ms: number) => void;
}

const FILTERS: { key: keyof CommentsParams; label: string; general?: boolean }[] = [
  { key: 'showForMe', label: 'For me' },
  { key: 'showResolved', label: 'Show resolved' },
  { key: 'showWithTimeCode', label: 'With time code' },
  { key: 'sortByTimeCode', label: 'Sort by time code' },
  { key: 'hideGeneralComments', label: 'Hide general comments', general: true },
];

/** The error notification of comments (001 8): titled 'Error' with the description; closing it clears the server error. */
function useServerError() {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) return;
    notification.error({ key: 'comments-error', title: MESSAGES.commentErrorTitle, description: error, duration: 0, onClose: () => setError(null) });
  }, [error]);
  return { error, show: setError };
}

/**
 * A refused attachment (001 5 'Invalid file format') names its file: the server's detail `<file>: Invalid file format`
 * for each refused one. Answers the text to show and the files to take out of the composer.
 */
function refusedAttachments(error: unknown): { text: string; files: string[] } | null {
  if (!(error instanceof ApiError) || error.message !== MESSAGES.commentAttachmentInvalid) return null;
  const suffix = `: ${MESSAGES.commentAttachmentInvalid}`;
  const files = (error.details ?? []).filter((d) => d.path === 'attachments' && d.message.endsWith(suffix)).map((d) => d.message.slice(0, -suffix.length));
  return files.length ? { text: files.map((f) => `${f}${suffix}`).join(' · '), files } : null;
}

const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.status < 500 && error.message ? error.message : error instanceof Error && error.message ? error.message : fallback);

/**
 * The comments panel (001 2): a drawer whose whole state is in the query string (useCommentsParams), threads with nested
 * replies, the composer, resolve, delete, the filters, pins on the creative; another user's change reloads it live.
 */
export function CommentsPanel({ context, campaignId, conceptId, entities, timeCodeMs, onSeek }: CommentsPanelProps) {
  const partnerId = useCurrentPartnerId();
  const { data: user } = useCurrentUser();
  const client = useQueryClient();
  const owner = useMemo(() => ownerOf(campaignId, conceptId, partnerId), [campaignId, conceptId, partnerId]);
  const { params, update, openPanel, close } = useCommentsParams();
  const selected = selectedEntity(entities, params);
  const target = targetEntity(entities, selected);
  const scope = useMemo(() => commentsScope(context, entities, selected, params), [context, entities, selected, params]);
  const list = useComments(owner, scope, params.open);
  const threads = useMemo(() => threadsOf(list.data?.pages, context), [list.data, context]);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [hotspot, setHotspot] = useState<Hotspot | null>(null);
  const serverError = useServerError();
  useCommentsRealtime(owner, user?.id);

  const refresh = () => owner && client.invalidateQueries({ queryKey: commentsKeys.owner(owner) });
  const create = useMutation({
    mutationFn: ({ value, parent }: { value: ComposerValue; parent?: CommentDto }) => {
      const on = parent ? { id: parent.commentedEntityId, type: parent.commentedEntityType, version: parent.entityVersion ?? undefined } : target!;
      return createComment(
        owner!,
        {
          parentId: parent?._id,
          body: value.body,
          mentions: value.mentions,
          private: parent ? parent.private : value.private,
          timeCode: value.timeCode,
          hotspot: value.hotspot,
          commentedEntityId: on.id,
          commentedEntityType: on.type,
          context,
          entityVersion: on.version ?? null,
        },
        value.files,
      );
    },
    onSettled: refresh,
  });
  const resolve = useMutation({ mutationFn: ({ id, resolved }: { id: string; resolved: boolean }) => resolveComment(owner!, id, resolved), onSettled: refresh });
  const remove = useMutation({ mutationFn: (id: string) => deleteComment(owner!, id), onSettled: refresh });

  // A link with commentsScrollToId: the comment comes into view once its page is loaded.
  const scrollTo = params.open ? params.scrollToId : undefined;
  const found = Boolean(scrollTo && findComment(threads, scrollTo));
  useEffect(() => {
    if (found) document.querySelector(`[data-comment-id="${CSS.escape(scrollTo!)}"]`)?.scrollIntoView({ block: 'center' });
  }, [found, scrollTo]);

  const submit = async (value: ComposerValue, parent?: CommentDto) => {
    try {
      await create.mutateAsync({ value, parent });
      setReplyingTo(null);
      setHotspot(null);
      setPicking(false);
      return true;
    } catch (error) {
      const refused = refusedAttachments(error);
      serverError.show(refused?.text ?? messageOf(error, MESSAGES.commentCreateFailed));
      return refused ? { refusedFiles: refused.files } : false;
    }
  };
  const onResolve = (comment: CommentDto, resolved: boolean) => {
    // 001 5: resolving a comment missing from the list
    if (!findComment(threads, comment._id)) return serverError.show(MESSAGES.commentResolveMissing);
    resolve.mutate(
      { id: comment._id, resolved },
      { onError: (error) => serverError.show(error instanceof ApiError && error.status === 404 ? MESSAGES.commentResolveMissing : messageOf(error, MESSAGES.commentCreateFailed)) },
    );
  };
  const onDelete = (comment: CommentDto) => remove.mutate(comment._id, { onError: (error) => serverError.show(messageOf(error, MESSAGES.commentCreateFailed)) });

  const hasGeneral = entities.some((e) => isGeneral(e.type)) && context !== 'Template';
  const preview = target?.preview;
  const pins = target ? pinsOf(threads, target.id) : [];
  const heading = selected?.name || params.commentedEntityName;

  return (
    <Drawer
      open={params.open}
      onClose={close}
      title={
        <Space orientation="vertical" size={0}>
          <span>Comments</span>
          {heading && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal' }} data-testid="comments-entity">
              {heading}
            </Typography.Text>
          )}
        </Space>
      }
      extra={
        selected && !isGeneral(selected.type) && entities.length > 1 ? (
          <Button size="small" onClick={() => openPanel(undefined, { showForMe: params.showForMe, showResolved: params.showResolved })}>
            All comments
          </Button>
        ) : null
      }
      size={480}
      mask={false}
      data-testid="comments-panel"
    >
      <Space wrap size={[12, 4]} style={{ marginBottom: 12 }} data-testid="comments-filters">
        {FILTERS.filter((f) => !f.general || hasGeneral).map((f) => (
          <Checkbox key={f.key} checked={Boolean(params[f.key])} onChange={(e) => update({ [f.key]: e.target.checked })}>
            {f.label}
          </Checkbox>
        ))}
      </Space>
      {preview && target && (picking || hotspot || pins.length > 0) && (
        <HotspotSurface
          preview={preview}
          title={`Preview of ${target.name}`}
          pins={pins}
          picked={hotspot}
          onPick={picking ? (h) => (setHotspot(h), setPicking(false)) : undefined}
          onPinClick={(id) => update({ scrollToId: id })}
        />
      )}
      {owner && target && (
        <CommentComposer
          key={`${target.id}:${params.defaultMessage ?? ''}`}
          owner={owner}
          defaultMessage={params.defaultMessage}
          timeCodeMs={timeCodeMs}
          hotspot={{ available: Boolean(preview), picked: hotspot, picking, onPicking: setPicking, onClear: () => setHotspot(null) }}
          submitting={create.isPending && !replyingTo}
          onSubmit={(value) => submit(value)}
        />
      )}
      {list.isPending && params.open ? (
        <Spin />
      ) : list.isError ? (
        <Alert type="error" showIcon title={MESSAGES.commentResolveMissing} />
      ) : threads.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyMessage(context, selected)} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="comments-list">
          {threads.map((thread, i) => (
            <CommentItem
              key={thread._id}
              comment={thread}
              pin={i + 1}
              actions={{
                viewer: { id: user?.id ?? '', role: user?.role ?? 'reviewer' },
                onReply: (c) => setReplyingTo((r) => (r === c._id ? null : c._id)),
                onResolve,
                onDelete,
                onSeek,
                replyingTo,
                highlighted: scrollTo,
                renderReply: (c) => (
                  <CommentComposer key={c._id} owner={owner} reply submitting={create.isPending} onSubmit={(value) => submit(value, c)} onCancel={() => setReplyingTo(null)} />
                ),
              }}
            />
          ))}
          {list.hasNextPage && (
            <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Load more comments
            </Button>
          )}
        </Space>
      )}
    </Drawer>
  );
}
