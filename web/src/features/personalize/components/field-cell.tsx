import { FileImageOutlined, LinkOutlined, SoundOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { message } from 'antd';
import { useState, type DragEvent } from 'react';
import type { FieldColumn } from '../lib/grid-columns';
import { droppedFileProblem, type MediaKind } from '../lib/dropped-file';
import { hasRichMarkup, RichText, richTextLine } from '../lib/rich-text-view';

const ICONS = { image: <FileImageOutlined />, video: <VideoCameraOutlined />, audio: <SoundOutlined />, url: <LinkOutlined /> } as const;

/** What a cell shows of a value: media and links by their last path segment, text as it is. */
export function shownValue(type: string, value: string): string {
  if (type === 'text') return value;
  const path = value.split(/[?#]/)[0] ?? value;
  return type === 'url' ? value : decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || value;
}

const mediaKind = (type: string): MediaKind | null => (type === 'image' ? 'image' : type === 'video' ? 'video' : null);

/**
 * One dynamic element of one variant format. A click opens its editor; an image or video cell also takes a dropped
 * file, checked first (001 2 'Cells'): a refused file says why and opens nothing.
 */
export function FieldCell({ column, value, disabled, onOpen }: { column: FieldColumn; value: string | undefined; disabled: boolean; onOpen: (file?: File) => void }) {
  const [over, setOver] = useState(false);
  const kind = mediaKind(column.field.type);
  const drop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!kind || !file || disabled) return;
    const problem = await droppedFileProblem(kind, file);
    if (problem) void message.error(problem);
    else onOpen(file);
  };
  if (value === undefined) return <div className="personalize-cell personalize-cell-empty" aria-label="No such field in this format" />;
  const icon = ICONS[column.field.type as keyof typeof ICONS];
  // rich text reads formatted, and is named by its words (not its markup)
  const rich = column.field.type === 'text' && hasRichMarkup(value);
  const words = rich ? richTextLine(value) : value;
  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled}
      aria-label={`${column.field.name}: ${words || 'empty'}`}
      className={`personalize-cell${over ? ' personalize-cell-over' : ''}`}
      title={words}
      onClick={() => !disabled && onOpen()}
      onKeyDown={(e) => {
        if ((e.key === 'Enter' || e.key === ' ') && !disabled) {
          e.preventDefault();
          onOpen();
        }
      }}
      onDragOver={(e) => {
        if (!kind) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => void drop(e)}
    >
      {icon} <span>{rich ? <RichText value={value} /> : value ? shownValue(column.field.type, value) : <em>Empty{column.field.optional ? '' : ' (required)'}</em>}</span>
    </div>
  );
}
