import { CommentOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { shownCount } from '@shared/domain/comments';
import type { CommentEntity } from '../lib/view';
import { useCommentsParams } from '../lib/use-comments-params';

export interface CommentsButtonProps {
  /** The entity the panel opens on (its comments, and new ones written on it); none: all the page's comments. */
  entity?: Pick<CommentEntity, 'id' | 'type' | 'name'>;
  /** Unresolved comments (never shown below 0). */
  count?: number;
  /** Shown as text beside the icon (the page's toolbar); without it an icon button (a grid row). */
  label?: string;
  size?: 'small' | 'middle';
}

/** Opens the comments panel (on one entity when given), with the unresolved count as a badge (001 2). */
export function CommentsButton({ entity, count, label, size = 'middle' }: CommentsButtonProps) {
  const { openPanel } = useCommentsParams();
  const n = shownCount(count);
  const name = `Comments${entity?.name ? ` on ${entity.name}` : ''}${n ? ` (${n} unresolved)` : ''}`;
  return (
    <Tooltip title={label ? undefined : name}>
      <Badge count={n} size="small" offset={[-4, 4]} data-testid="comments-count">
        <Button
          size={size}
          type={label ? 'default' : 'text'}
          icon={<CommentOutlined />}
          aria-label={name}
          onClick={(e) => {
            e.stopPropagation();
            openPanel(entity);
          }}
        >
          {label}
        </Button>
      </Badge>
    </Tooltip>
  );
}
