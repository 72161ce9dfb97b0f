import { EyeOutlined, InboxOutlined, LoadingOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Checkbox, Spin, Tag, Tooltip } from 'antd';
import type { FormatPerformance, VariantFormatView } from '../api/types';
import { performanceLines } from '../lib/performance';

const STATUS_COLORS: Record<string, string> = { approved: 'green', rejected: 'red', unapproved: 'default' };

/**
 * The opening cell of a format group: the format's checkbox (the selection is made of formats), its approval, its
 * performance (CTR/VTR, 'Gathering data', 'No data'), a spinner while its screenshot is made, and archive/restore.
 */
export function FormatCell(props: {
  format: VariantFormatView | undefined;
  selected: boolean;
  performance: FormatPerformance | undefined;
  mayArchive: boolean;
  onSelect: () => void;
  onArchive: (action: 'archive' | 'restore') => void;
  onPreview: () => void;
}) {
  const { format } = props;
  if (!format) return <div className="personalize-cell personalize-cell-empty">—</div>;
  return (
    <div className="personalize-format-cell" data-testid="format-cell">
      <div>
        <Checkbox checked={props.selected} onChange={props.onSelect} aria-label={`Select ${format.shortName}`} />{' '}
        {format.archived ? <Tag>Archived</Tag> : <Tag color={STATUS_COLORS[format.status] ?? 'default'}>{format.status}</Tag>}
        {format.screenshotRenderStatus === 'progress' && (
          <Tooltip title="Generating screenshot">
            <Spin size="small" indicator={<LoadingOutlined spin />} aria-label="Generating screenshot" />
          </Tooltip>
        )}
      </div>
      <div className="personalize-performance">
        {performanceLines(props.performance).map((line) => (
          <div key={line}>{line}</div>
        ))}
      </div>
      <span>
        <Button size="small" type="link" icon={<EyeOutlined />} onClick={props.onPreview} style={{ padding: 0, height: 18 }} aria-label={`Preview ${format.shortName}`}>
          Preview
        </Button>{' '}
        {props.mayArchive && (
          <Button
          size="small"
          type="link"
          icon={format.archived ? <UndoOutlined /> : <InboxOutlined />}
          onClick={() => props.onArchive(format.archived ? 'restore' : 'archive')}
          style={{ padding: 0, height: 18 }}
        >
            {format.archived ? 'Unarchive' : 'Archive'}
          </Button>
        )}
      </span>
    </div>
  );
}
