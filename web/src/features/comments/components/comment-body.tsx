import { Typography } from 'antd';
import type { CommentDto } from '@shared/contracts/comments';
import { bodyParts } from '../lib/view';

/** A comment's text: React text nodes only (no markup from users ever reaches the DOM), mentions in bold. */
export function CommentBody({ comment }: { comment: Pick<CommentDto, 'body' | 'mentions'> }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }} data-testid="comment-body">
      {bodyParts(comment.body, comment.mentions).map((part, i) =>
        part.mention ? (
          <Typography.Text key={i} strong type="success" className="comment-mention">
            {part.text}
          </Typography.Text>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography.Paragraph>
  );
}
