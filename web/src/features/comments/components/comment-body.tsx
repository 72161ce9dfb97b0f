import { Typography } from 'antd';
import type { CommentDto } from '@shared/contracts/comments';
import { displayFreeText } from '@shared/domain/bidi';
import { ISOLATE } from '@web/components/user-text';
import { bodyParts } from '../lib/view';

/**
 * A comment's text: React text nodes only (no markup from users ever reaches the DOM), mentions in bold. Rendered
 * isolated, without bidi embeddings or overrides (components/user-text.tsx), so it shows in the order it was typed.
 */
export function CommentBody({ comment }: { comment: Pick<CommentDto, 'body' | 'mentions'> }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4, ...ISOLATE }} data-testid="comment-body">
      {bodyParts(comment.body, comment.mentions).map((part, i) =>
        part.mention ? (
          <Typography.Text key={i} strong type="success" className="comment-mention">
            <bdi style={ISOLATE}>{displayFreeText(part.text)}</bdi>
          </Typography.Text>
        ) : (
          <span key={i}>{displayFreeText(part.text)}</span>
        ),
      )}
    </Typography.Paragraph>
  );
}
