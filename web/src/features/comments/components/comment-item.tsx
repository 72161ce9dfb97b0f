import { CheckCircleOutlined, ClockCircleOutlined, DeleteOutlined, EnvironmentOutlined, LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { CommentDto } from '@shared/contracts/comments';
import { mayDelete } from '@shared/domain/comments';
import type { Role } from '@shared/domain/roles';
import { timeCode } from '@shared/domain/storyboards';
import { UserText } from '@web/components/user-text';
import { CommentBody } from './comment-body';

export interface CommentActions {
  viewer: { id: string; role: Role };
  onReply: (comment: CommentDto) => void;
  onResolve: (comment: CommentDto, resolved: boolean) => void;
  onDelete: (comment: CommentDto) => void;
  onSeek?: (ms: number) => void;
  /** The reply composer, shown under the comment being answered. */
  replyingTo: string | null;
  renderReply: (comment: CommentDto) => ReactNode;
  highlighted?: string;
}

/** One comment and its replies, nested (001 4 'replies nested under the parent thread'). */
export function CommentItem({ comment: c, pin, depth = 0, actions }: { comment: CommentDto; pin?: number; depth?: number; actions: CommentActions }) {
  const root = depth === 0;
  return (
    <div
      data-testid={root ? 'comment-thread' : 'comment-reply'}
      data-comment-id={c._id}
      style={{
        borderLeft: root ? undefined : '2px solid #f0f0f0',
        paddingLeft: root ? 0 : 12,
        marginTop: root ? 0 : 8,
        background: actions.highlighted === c._id ? '#fffbe6' : undefined,
        opacity: root && c.resolved ? 0.75 : 1,
      }}
    >
      <Space size={6} wrap>
        <Typography.Text strong>
          <UserText text={c.user.name} />
        </Typography.Text>
        <Typography.Text type="secondary" title={dayjs(c.createdAt).format('YYYY-MM-DD HH:mm')}>
          {dayjs(c.createdAt).format('D MMM, HH:mm')}
        </Typography.Text>
        {pin !== undefined && c.hotspot && (
          <Tag icon={<EnvironmentOutlined />} color="magenta">
            Pin {pin}
          </Tag>
        )}
        {c.timeCode !== null && (
          <Tag icon={<ClockCircleOutlined />} color="blue" style={{ cursor: actions.onSeek ? 'pointer' : undefined }} onClick={() => actions.onSeek?.(c.timeCode! * 1000)} data-testid="comment-time-code">
            {timeCode(c.timeCode * 1000)}
          </Tag>
        )}
        {c.private && (
          <Tag icon={<LockOutlined />} color="purple">
            Private
          </Tag>
        )}
        {root && c.resolved && (
          <Tag icon={<CheckCircleOutlined />} color="green">
            Resolved
          </Tag>
        )}
      </Space>
      {c.isDeleted ? (
        <Typography.Paragraph type="secondary" italic style={{ marginBottom: 4 }}>
          This comment was deleted.
        </Typography.Paragraph>
      ) : (
        <>
          {c.body && <CommentBody comment={c} />}
          {c.attachments.length > 0 && (
            <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 4px' }} aria-label="Attachments">
              {c.attachments.map((a) => (
                <li key={a.path}>
                  <PaperClipOutlined />{' '}
                  {a.url ? (
                    <a href={a.url} download={a.name} target="_blank" rel="noopener noreferrer" data-testid="comment-attachment">
                      {a.name}
                    </a>
                  ) : (
                    <span data-testid="comment-attachment">{a.name}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => actions.onReply(c)}>
              Reply
            </Button>
            {root && (
              <Button type="link" size="small" onClick={() => actions.onResolve(c, !c.resolved)}>
                {c.resolved ? 'Unresolve' : 'Resolve'}
              </Button>
            )}
            {mayDelete(actions.viewer, { authorId: c.user._id }) && (
              <Popconfirm title="Delete this comment?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => actions.onDelete(c)}>
                <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label="Delete comment" />
              </Popconfirm>
            )}
          </Space>
        </>
      )}
      {actions.replyingTo === c._id && actions.renderReply(c)}
      {c.threadedComments.map((reply) => (
        <CommentItem key={reply._id} comment={reply} depth={depth + 1} actions={actions} />
      ))}
    </div>
  );
}
