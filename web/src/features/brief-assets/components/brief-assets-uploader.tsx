/**
 * The wizard's assets step for one category tab (000 2.5 step 5, 5, 7.3): drag-and-drop upload, Link to URL, and the
 * list of the category's files with their status. Controlled: `assets` is the brief's whole asset list and `onChange`
 * receives it with an upload added or a file removed.
 */
import { DeleteOutlined, InboxOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Form, Input, List, Progress, Space, Tag, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import type { BriefAsset, BriefAssetCategory } from '@shared/contracts/brief-assets';
import { acceptAttribute, BRIEF_UPLOAD_STATUS_LABELS, type BriefUploadStatus } from '@shared/domain/brief-assets';
import { isValidLinkUrl } from '@shared/domain/url-safety';
import { MESSAGES } from '@shared/messages';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { removeTempAssets } from '../api/remove-temp-assets';
import { useBriefUploads, type UploadRow } from '../hooks/use-brief-uploads';

const STATUS_COLORS: Record<BriefUploadStatus, string> = {
  pending: 'default',
  uploading: 'blue',
  processing: 'gold',
  failed: 'red',
  urlFailed: 'volcano',
  success: 'green',
};

export interface BriefAssetsUploaderProps {
  category: BriefAssetCategory;
  assets: BriefAsset[];
  onChange(next: BriefAsset[]): void;
  disabled?: boolean;
}

export function BriefAssetsUploader({ category, assets, onChange, disabled }: BriefAssetsUploaderProps) {
  const partnerId = useCurrentPartnerId();
  // Uploads finish one by one: each adds to the newest list, not to the one of the render that started it.
  const latest = useRef(assets);
  latest.current = assets;
  const change = (next: BriefAsset[]) => {
    latest.current = next;
    onChange(next);
  };
  const uploads = useBriefUploads(partnerId, (asset) => change([...latest.current, asset]));
  const [batchError, setBatchError] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);

  const rows = uploads.rows.filter((r) => r.category === category && r.status !== 'success');
  const done = assets.filter((a) => a.type === category);

  const remove = (asset: BriefAsset) => {
    change(latest.current.filter((a) => a._id !== asset._id));
    if (!asset.isFromDam && partnerId) void removeTempAssets(partnerId, [asset.url]).catch(() => undefined);
  };

  const submitLink = () => {
    if (!isValidLinkUrl(link)) return setLinkError(MESSAGES.invalidUrl);
    setLinkError(null);
    uploads.addLink(link.trim(), category);
    setLink('');
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        multiple
        disabled={disabled}
        accept={acceptAttribute(category)}
        showUploadList={false}
        // The files go through the list's own queue (presigned, 10 in parallel), not antd's uploader.
        beforeUpload={(file, list) => {
          if (file === list[0]) setBatchError(uploads.addFiles(list as unknown as File[], category));
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag files to this area to upload</p>
        <p className="ant-upload-hint">Up to 50 files at once.</p>
      </Upload.Dragger>
      {batchError && (
        <Typography.Text type="danger" role="alert">
          {batchError}
        </Typography.Text>
      )}
      <Form.Item validateStatus={linkError ? 'error' : undefined} help={linkError ?? undefined} style={{ marginBottom: 0 }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label="Link to URL"
            placeholder="Link to URL"
            prefix={<LinkOutlined />}
            value={link}
            disabled={disabled}
            onChange={(e) => setLink(e.target.value)}
            onPressEnter={() => link.trim() && submitLink()}
          />
          <Button onClick={submitLink} disabled={disabled || !link.trim()}>
            Add link
          </Button>
        </Space.Compact>
      </Form.Item>
      {(rows.length > 0 || done.length > 0) && (
        <List<UploadRow | BriefAsset>
          size="small"
          aria-label={`${category} files`}
          dataSource={[...done, ...rows]}
          renderItem={(item) => ('rowId' in item ? <RowItem row={item} onDrop={() => uploads.dropRow(item.rowId)} /> : <AssetItem asset={item} onRemove={() => remove(item)} />)}
        />
      )}
    </Space>
  );
}

function StatusTag({ status }: { status: BriefUploadStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{BRIEF_UPLOAD_STATUS_LABELS[status]}</Tag>;
}

function AssetItem({ asset, onRemove }: { asset: BriefAsset; onRemove(): void }) {
  return (
    <List.Item aria-label={asset.name} actions={[<Button key="remove" type="text" icon={<DeleteOutlined />} aria-label={`Remove ${asset.name}`} onClick={onRemove} />]}>
      <Space>
        <Typography.Text strong>{asset.name}</Typography.Text>
        <StatusTag status="success" />
        {asset.isFromDam && <Tag>Library</Tag>}
        {asset.isLink && <Tag>Link</Tag>}
      </Space>
    </List.Item>
  );
}

function RowItem({ row, onDrop }: { row: UploadRow; onDrop(): void }) {
  const settled = row.status === 'failed' || row.status === 'urlFailed';
  return (
    <List.Item
      aria-label={row.name}
      actions={settled ? [<Button key="remove" type="text" icon={<DeleteOutlined />} aria-label={`Remove ${row.name}`} onClick={onDrop} />] : []}
    >
      <Space orientation="vertical" size={0} style={{ width: '100%' }}>
        <Space>
          <Typography.Text strong>{row.name}</Typography.Text>
          <StatusTag status={row.status} />
        </Space>
        {row.status === 'uploading' && row.total > 0 && <Progress percent={Math.round((row.loaded / row.total) * 100)} size="small" aria-label={`${row.name} upload progress`} />}
        {row.error && <Typography.Text type="danger">{row.error}</Typography.Text>}
      </Space>
    </List.Item>
  );
}
