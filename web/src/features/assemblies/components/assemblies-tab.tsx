/**
 * The campaign's Assemblies tab (managed service; 001 7 'Audiences and assemblies'): import the social video CSV
 * (001 5: its columns are listed here), with the server's message shown word for word when the file is refused; the
 * assemblies, one per user segment; delete one or all after a confirmation.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Popconfirm, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { AssemblyDto } from '@shared/contracts/assemblies';
import { ASSEMBLY_CSV_HEADERS, ASSEMBLY_CSV_REQUIRED } from '@shared/domain/assemblies';

const OPTIONAL = ASSEMBLY_CSV_HEADERS.filter((h) => !ASSEMBLY_CSV_REQUIRED.includes(h));
import { ConfirmDelete, DataTable } from '@web/components/data-table';
import { AssemblyPrerenderCard } from '@web/features/renders';
import { useDeleteAssemblies } from '../api/delete-assemblies';
import { useImportAssemblies } from '../api/import-assemblies';
import { useAssemblies } from '../api/list-assemblies';

const videoLinks = (a: AssemblyDto) =>
  (
    [
      ['Square', a.squareVideo],
      ['Horizontal', a.horizontalVideo],
      ['Vertical', a.verticalVideo],
    ] as const
  )
    .filter(([, url]) => url)
    .map(([label]) => label)
    .join(', ');

export function AssembliesTab({ campaignId, platform }: { campaignId: string; platform?: string }) {
  const assemblies = useAssemblies(campaignId);
  const importing = useImportAssemblies(campaignId);
  const remove = useDeleteAssemblies(campaignId);
  const [fileName, setFileName] = useState<string | null>(null);
  const rows = assemblies.data ?? [];

  const choose = (file: File) => {
    setFileName(file.name);
    importing.mutate(file);
    return false;
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label="Assemblies">
      <Typography.Text type="secondary">
        A social video CSV, one row per user segment. Columns: {ASSEMBLY_CSV_REQUIRED.join(', ')}; optional: {OPTIONAL.join(', ')}. A user segment
        imported again replaces its assembly.
      </Typography.Text>
      <Space wrap>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose}>
          <Button type="primary" icon={<UploadOutlined />} loading={importing.isPending}>
            Import CSV
          </Button>
        </Upload>
        {fileName && <Typography.Text>{fileName}</Typography.Text>}
        <Popconfirm
          title="Delete all assemblies?"
          description="Every assembly of this campaign is deleted."
          okText="Delete all"
          okButtonProps={{ danger: true }}
          onConfirm={async () => void (await remove.all.mutateAsync())}
          disabled={!rows.length}
        >
          <Button danger disabled={!rows.length} loading={remove.all.isPending}>
            Delete all
          </Button>
        </Popconfirm>
      </Space>
      {importing.isError && <Alert type="error" showIcon role="alert" title={importing.error.message} aria-label="Import failed" />}
      {importing.isSuccess && (
        <Alert type="success" showIcon title={`${importing.data.imported} ${importing.data.imported === 1 ? 'assembly' : 'assemblies'} imported`} />
      )}
      {assemblies.isError && <Alert type="error" showIcon title={assemblies.error.message} />}
      {(remove.one.isError || remove.all.isError) && <Alert type="error" showIcon title={(remove.one.error ?? remove.all.error)?.message} />}
      <DataTable<AssemblyDto>
        rowKey="_id"
        aria-label="Assemblies list"
        loading={assemblies.isLoading}
        dataSource={rows}
        locale={{ emptyText: <Empty description="No assemblies yet: import a CSV" /> }}
        columns={[
          { title: 'User segment', dataIndex: 'userSegment' },
          { title: 'FB Campaign ID', dataIndex: 'fbCampaignId' },
          { title: 'Ad Set ID', dataIndex: 'adSetId' },
          { title: 'Ad name', dataIndex: 'adName', ellipsis: true },
          { title: 'Videos', key: 'videos', render: (_, a) => videoLinks(a) },
          { title: 'CTA', dataIndex: 'cta' },
          { title: '', key: 'actions', width: 100, render: (_, a) => <ConfirmDelete name={a.userSegment} onConfirm={() => remove.one.mutateAsync(a._id)} /> },
        ]}
      />
      {platform && <AssemblyPrerenderCard campaignId={campaignId} platform={platform} />}
    </Space>
  );
}
