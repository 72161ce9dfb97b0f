import { ClockCircleOutlined, EnvironmentOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Checkbox, Mentions, Space, Tag, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import type { Hotspot } from '@shared/contracts/comments';
import { attachmentFileName, COMMENT_ATTACHMENTS_MAX, COMMENT_BODY_MAX_LENGTH } from '@shared/domain/comments';
import { timeCode } from '@shared/domain/storyboards';
import { useDebounced } from '@web/hooks/use-debounced';
import { useMentions } from '../api/mentions';
import type { CommentOwner } from '../api/owner';
import { mentionedIds } from '../lib/view';

export interface ComposerValue {
  body: string;
  mentions: string[];
  files: File[];
  private: boolean;
  /** Seconds into the video, or null. */
  timeCode: number | null;
  hotspot: Hotspot | null;
}

export interface CommentComposerProps {
  owner: CommentOwner | null;
  /** A reply: no hotspot nor time code of its own (it belongs to its thread). */
  reply?: boolean;
  defaultMessage?: string;
  placeholder?: string;
  /** The player's current time (ms) when the page has one: the comment may carry it as its time code. */
  timeCodeMs?: number | null;
  /** Whether a point can be picked (the entity has a preview), the point picked, and the switch to picking. */
  hotspot?: { available: boolean; picked: Hotspot | null; picking: boolean; onPicking: (on: boolean) => void; onClear: () => void };
  submitting: boolean;
  /** True once sent; false when refused (the composer keeps what was written), with the files the server refused. */
  onSubmit: (value: ComposerValue) => Promise<boolean | { refusedFiles: readonly string[] }>;
  onCancel?: () => void;
}

/**
 * Writes a comment: plain text with @mentions picked from the users who may see it (antd Mentions; a mention is the
 * text `@Name`), files to attach, private, the player's time code, a point on the creative.
 */
export function CommentComposer({ owner, reply = false, defaultMessage, placeholder, timeCodeMs, hotspot, submitting, onSubmit, onCancel }: CommentComposerProps) {
  const [body, setBody] = useState(defaultMessage ?? '');
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const [search, setSearch] = useState<string | null>(null);
  const debounced = useDebounced(search ?? '', 200);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [isPrivate, setPrivate] = useState(false);
  const [withTime, setWithTime] = useState(true);
  const mentions = useMentions(owner, debounced, search !== null);
  const hasTime = !reply && timeCodeMs !== undefined && timeCodeMs !== null;
  const empty = !body.trim() && files.length === 0;

  const submit = async () => {
    if (empty) return;
    const outcome = await onSubmit({
      body: body.trim(),
      mentions: mentionedIds(body, picked),
      files: files.map((f) => f.originFileObj as File).filter(Boolean),
      private: isPrivate,
      timeCode: hasTime && withTime ? Math.round(timeCodeMs!) / 1000 : null,
      hotspot: reply ? null : (hotspot?.picked ?? null),
    });
    if (outcome !== true) {
      // a refused file leaves the composer (the rest of the comment stays, ready to send again)
      const refused = new Set(outcome === false ? [] : outcome.refusedFiles);
      if (refused.size) setFiles((list) => list.filter((f) => !refused.has(f.name) && !refused.has(attachmentFileName(f.name))));
      return;
    }
    setBody('');
    setPicked(new Map());
    setFiles([]);
    setPrivate(false);
    setWithTime(true);
  };

  return (
    <div data-testid={reply ? 'reply-composer' : 'comment-composer'} style={{ margin: reply ? '8px 0' : '0 0 16px' }}>
      <Mentions
        aria-label={reply ? 'Reply' : 'Comment'}
        autoSize={{ minRows: reply ? 1 : 2, maxRows: 8 }}
        maxLength={COMMENT_BODY_MAX_LENGTH}
        placeholder={placeholder ?? (reply ? 'Reply… (@ to mention)' : 'Write a comment… (@ to mention)')}
        value={body}
        onChange={setBody}
        onSearch={(text) => setSearch(text)}
        onSelect={(option) => {
          const user = mentions.data?.users.find((u) => u.name === option.value);
          if (user) setPicked((m) => new Map(m).set(user._id, user.name));
        }}
        loading={mentions.isFetching}
        options={(mentions.data?.users ?? []).map((u) => ({ key: u._id, value: u.name, label: `${u.name} · ${u.email}` }))}
        notFoundContent={mentions.isFetching ? 'Loading…' : 'No one to mention'}
      />
      <Space wrap size={[8, 4]} style={{ marginTop: 6 }}>
        <Upload
          multiple
          fileList={files}
          maxCount={COMMENT_ATTACHMENTS_MAX}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList)}
          showUploadList={{ showRemoveIcon: true }}
        >
          <Button size="small" icon={<PaperClipOutlined />}>
            Attach
          </Button>
        </Upload>
        {!reply && (
          <Checkbox checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)}>
            Private
          </Checkbox>
        )}
        {hasTime && (
          <Checkbox checked={withTime} onChange={(e) => setWithTime(e.target.checked)}>
            <span data-testid="composer-time-code">
              <ClockCircleOutlined /> At {timeCode(timeCodeMs!)}
            </span>
          </Checkbox>
        )}
        {!reply && hotspot?.available && (
          <Button size="small" icon={<EnvironmentOutlined />} type={hotspot.picking ? 'primary' : 'default'} onClick={() => hotspot.onPicking(!hotspot.picking)}>
            {hotspot.picking ? 'Click the creative' : 'Pick a point'}
          </Button>
        )}
        {!reply && hotspot?.picked && (
          <Tag closable onClose={hotspot.onClear} color="blue">
            Point {Math.round(hotspot.picked.x * 100)}%, {Math.round(hotspot.picked.y * 100)}%
          </Tag>
        )}
      </Space>
      <Space style={{ marginTop: 8, display: 'flex', justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="primary" size={reply ? 'small' : 'middle'} disabled={empty} loading={submitting} onClick={() => void submit()}>
          {reply ? 'Reply' : 'Comment'}
        </Button>
      </Space>
    </div>
  );
}
