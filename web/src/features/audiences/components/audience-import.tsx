/**
 * Import (001 7 'POST multipart import'): a user segment CSV (002 5: 'Segment name', 'Campaign Ids' where the type
 * needs it, and one segment type column) checked by the server for the chosen channel; a refused file shows the
 * server's message in the spec's words, a good one becomes an audience named after the file.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { AudienceDto, AudienceImportBody } from '@shared/contracts/audiences';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@shared/domain/concepts';
import { CAMPAIGN_IDS_COLUMN, SEGMENT_NAME_COLUMN, segmentTypesFor } from '@shared/domain/segments';
import { errorText, useSaveAudience } from '../api/save-audience';

/** The channels a segment file is checked for: the ad server and Meta (002 5 'Google platform … Facebook …'). */
const IMPORT_PLATFORMS = PLATFORMS.filter((p): p is Extract<Platform, 'google' | 'facebook'> => p === 'google' || p === 'facebook');

export function AudienceImport({ campaignId, onImported }: { campaignId: string; onImported(audience: AudienceDto): void }) {
  const { importFile } = useSaveAudience(campaignId);
  const [platform, setPlatform] = useState<AudienceImportBody['platform']>('google');
  const [fileName, setFileName] = useState<string | null>(null);

  const choose = (file: File) => {
    setFileName(file.name);
    importFile.mutate({ file, platform }, { onSuccess: onImported });
    return false;
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label="Import audiences">
      <Typography.Text type="secondary">
        A CSV file: &apos;{SEGMENT_NAME_COLUMN}&apos; first, &apos;{CAMPAIGN_IDS_COLUMN}&apos; for DV360 Line Item and Meta Ad Set, and one segment type column (
        {segmentTypesFor(platform ?? 'google').join(', ')}).
      </Typography.Text>
      <Space wrap>
        <Select
          aria-label="Import for channel"
          value={platform}
          onChange={setPlatform}
          style={{ minWidth: 160 }}
          options={IMPORT_PLATFORMS.map((p) => ({ label: PLATFORM_LABELS[p], value: p }))}
        />
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose}>
          <Button icon={<UploadOutlined />} loading={importFile.isPending}>
            Import CSV
          </Button>
        </Upload>
        {fileName && <Typography.Text>{fileName}</Typography.Text>}
      </Space>
      {importFile.isError && <Alert type="error" showIcon title={errorText(importFile.error)} aria-label="Import problem" />}
      {importFile.isSuccess && <Alert type="success" showIcon title={`Imported '${importFile.data.name}': ${importFile.data.audiences.length} audiences.`} />}
    </Space>
  );
}
