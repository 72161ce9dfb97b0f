import { InboxOutlined } from '@ant-design/icons';
import { List, Progress, Space, Tag, Typography, Upload } from 'antd';
import type { UploadItem, UploadStage } from '../hooks/use-uploads';

const STAGE_LABEL: Record<UploadStage, { text: string; color: string }> = {
  storage: { text: 'Uploading', color: 'blue' },
  processing: { text: 'Processing', color: 'gold' },
  ready: { text: 'Done', color: 'green' },
  merged: { text: 'Already in library', color: 'cyan' },
  failed: { text: 'Failed', color: 'red' },
};

/** Drag-and-drop area and the per-file progress in two stages: to storage (percent), then processing. */
export function UploadPanel(props: { items: UploadItem[]; onFiles(files: File[]): void; disabled?: boolean }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        multiple
        disabled={props.disabled}
        showUploadList={false}
        // The files are sent by the page's queue (presigned, 10 in parallel), not by antd's uploader.
        beforeUpload={(_file, list) => {
          if (_file === list[0]) props.onFiles(list as unknown as File[]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag files to this area to upload</p>
        <p className="ant-upload-hint">Up to 50 files at once, each under 2 GB. Zip files are opened into their files.</p>
      </Upload.Dragger>
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
