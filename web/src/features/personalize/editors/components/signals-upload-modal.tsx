/**
 * Signals CSV upload (001 5 'Signals CSV'; 002 5 'User segment CSV'): a CSV of user segments (Segment name, Campaign
 * Ids where the type needs them, one column named after the segment type) sent as text (POST signals/upload). The
 * server checks every rule; its 'Upload failed...' message is shown as it is, any other failure as 'Failed to import
 * signals'; success 'CSV uploaded successfully', noting the segments that already existed.
 */
import { Alert, Modal, Space, Typography, Upload, message } from 'antd';
import { useState } from 'react';
import type { Platform } from '@shared/domain/concepts';
import { CAMPAIGN_IDS_COLUMN, SEGMENT_NAME_COLUMN, segmentTypesFor } from '@shared/domain/segments';
import { MESSAGES } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { signalsCsvFits, uploadSignalsCsv, type ImportResult } from '../api';

export interface SignalsUploadModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  /** The tree's platform: which segment type columns the file may have. */
  platform: Platform;
  onClose: () => void;
  onSaved: (result: ImportResult) => void;
}

/** The server's CSV refusals start so (001 5 'Upload failed...' messages). */
const isCsvMessage = (error: unknown): error is ApiError => error instanceof ApiError && error.status < 500 && error.message.startsWith('Upload failed');

export function SignalsUploadModal({ open, campaignId, treeId, platform, onClose, onSaved }: SignalsUploadModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!file) return setProblem('Choose a CSV file');
    setSaving(true);
    setProblem(null);
    try {
      const csvData = await file.text();
      if (!signalsCsvFits(csvData)) return setProblem(MESSAGES.signalsCsvTooLarge);
      const result = await uploadSignalsCsv(campaignId, treeId, csvData);
      const { duplicates } = result;
      void message.success(duplicates ? `${MESSAGES.csvUploadedSuccessfully} (${duplicates} already existed)` : MESSAGES.csvUploadedSuccessfully);
      setFile(null);
      onSaved(result);
    } catch (error) {
      if (isCsvMessage(error)) setProblem(error.message);
      else void message.error(MESSAGES.failedToImportSignals);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Upload user segments" okText="Upload" onOk={submit} okButtonProps={{ disabled: !file }} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Columns: {SEGMENT_NAME_COLUMN}, {CAMPAIGN_IDS_COLUMN} (DV360 Line Item and Meta Ad Set), then one of: {segmentTypesFor(platform).join(', ')}.
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            setFile(f);
            setProblem(null);
            return false;
          }}
        >
          <p>{file ? file.name : 'Drop a CSV file here or click to choose one'}</p>
        </Upload.Dragger>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Space>
    </Modal>
  );
}
