import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import { List, Progress, Space, Tag, Typography, Upload } from 'antd';
import type { UploadItem, UploadStage } from '../hooks/use-uploads';

const STAGE_LABEL: Record<UploadStage, { text: string; color: string }> = {
  storage: { text: 'Uploading', color: 'blue' },
  processing: { text: 'Processing', color: 'gold' },
  ready: { text: 'Done', color: 'green' },
  merged: { text: 'Already in library', color: 'cyan' },
  failed: { text: 'Failed', color: 'red' },
};

/** antd calls beforeUpload per file with the whole list: the list is taken once, at its first file. */
const takeList = (take: (files: File[]) => void) => (file: unknown, list: unknown[]) => {
  if (file === list[0]) take(list as File[]);
  return false;
};

/**
 * Drag-and-drop areas for files and for a folder (its structure kept: folders become parent assets), and the per-file
 * progress in two stages: to storage (percent), then processing.
 */
export function UploadPanel(props: { items: UploadItem[]; onFiles(files: File[]): void; onFolder?(files: File[]): void; disabled?: boolean }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div style={{ display: 'grid', gridTemplateColumns: props.onFolder ? '1fr 1fr' : '1fr', gap: 16 }}>
      <Upload.Dragger
        multiple
        disabled={props.disabled}
        showUploadList={false}
        // The files are sent by the page's queue (presigned, 10 in parallel), not by antd's uploader.
        beforeUpload={takeList(props.onFiles)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag files to this area to upload</p>
        <p className="ant-upload-hint">Up to 50 files at once, each under 2 GB. Zip files are opened into their files.</p>
      </Upload.Dragger>
      {props.onFolder && (
        // `directory`: the picker chooses a folder (webkitdirectory) and a dropped folder is walked; each file keeps its path.
        <Upload.Dragger directory multiple disabled={props.disabled} showUploadList={false} beforeUpload={takeList(props.onFolder)}>
          <p className="ant-upload-drag-icon">
            <FolderOpenOutlined />
          </p>
          <p className="ant-upload-text">Upload folder</p>
          <p className="ant-upload-hint">Click to choose a folder or drop one here: its folders become parents of their files.</p>
        </Upload.Dragger>
      )}
      </div>
      {props.items.length > 0 && (
        <section aria-label="Uploads">
        <List
          size="small"
          dataSource={props.items}
          renderItem={(item) => (
            <List.Item key={item.uid} aria-label={item.name}>
              <Space direction="vertical" style={{ width: '100%' }} size={0}>
                <Space>
                  <Typography.Text strong>{item.name}</Typography.Text>
                  <Tag color={STAGE_LABEL[item.stage].color}>{STAGE_LABEL[item.stage].text}</Tag>
                </Space>
                {item.stage === 'storage' && <Progress percent={item.percent} size="small" aria-label={`${item.name} upload progress`} />}
                {item.stage === 'processing' && <Progress percent={100} status="active" size="small" showInfo={false} />}
                {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
              </Space>
            </List.Item>
          )}
        />
        </section>
      )}
    </Space>
  );
}
