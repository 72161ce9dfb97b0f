import { Alert, Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TestConnectionResult } from '@shared/contracts/cloud-storage';
import { DEFAULT_CLOUD_REGION } from '@shared/constants';
import { PageLoader } from '@web/components/page-loader';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCloudStorage, useSaveCloudStorage, useTestConnection, type CloudStorageForm } from '../api/cloud-storages';

type Values = CloudStorageForm['connectionConfig'] & { name: string; storageType: 'S3'; removeSecret?: boolean };

const toForm = ({ name, storageType, removeSecret, ...connectionConfig }: Values): CloudStorageForm => ({
  name,
  storageType,
  removeSecret,
  connectionConfig: { ...connectionConfig, secretAccessKey: connectionConfig.secretAccessKey || undefined },
});

/** /cloud-storage/new and /cloud-storage/{storageId}/edit: the settings, a real connection test, save. */
export function Component() {
  const { storageId } = useParams();
  const existing = useCloudStorage(storageId);
  const save = useSaveCloudStorage(storageId);
  const test = useTestConnection(storageId);
  const navigate = useAppNavigate();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<TestConnectionResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (storageId && existing.isLoading) return <PageLoader />;
  const stored = existing.data;
  const initial = stored
    ? { name: stored.name, storageType: stored.storageType, ...stored.connectionConfig, secretAccessKey: '' }
    : { storageType: 'S3' as const, region: DEFAULT_CLOUD_REGION };

  const run = async (action: 'save' | 'test') => {
    setFailure(null);
    const values = toForm(await form.validateFields());
    try {
      if (action === 'test') setResult(await test.mutateAsync(values));
      else {
        await save.mutateAsync(values);
        navigate('/cloud-storage');
      }
    } catch (err) {
      setFailure((err as Error).message);
    }
  };

  return (
    <>
      <ScreenTitle title={storageId ? 'Edit cloud connection' : 'New cloud connection'} />
      <Form form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 560 }} onFinish={() => run('save')}>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Storage type" name="storageType">
          <Select options={[{ value: 'S3', label: 'Amazon S3 or S3-compatible' }]} />
        </Form.Item>
        <Form.Item label="Bucket" name="bucket" rules={[{ required: true, message: 'Required' }]}>
          <Input maxLength={63} />
        </Form.Item>
        <Form.Item label="Region" name="region" rules={[{ required: true, message: 'Required' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Endpoint (S3-compatible stores only)" name="endpoint" rules={[{ type: 'url', message: 'Please enter a valid URL' }]}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item label="Folder prefix" name="prefix">
          <Input />
        </Form.Item>
        <Form.Item label="Access key ID" name="accessKeyId" rules={[{ required: true, message: 'Required' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Secret access key"
          name="secretAccessKey"
          extra={stored?.connectionConfig.secretAccessKey ? `Stored: ${stored.connectionConfig.secretAccessKey}. Type a new key to replace it.` : undefined}
          rules={stored?.connectionConfig.secretAccessKey ? [] : [{ required: true, message: 'Required' }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {stored?.connectionConfig.secretAccessKey && (
          <Form.Item name="removeSecret" valuePropName="checked">
            <Checkbox>Remove the stored secret access key</Checkbox>
          </Form.Item>
        )}
        {result && (
          <Alert
            style={{ marginBottom: 16 }}
            type={result.isConnected ? 'success' : 'error'}
            title={result.isConnected ? 'Connection works' : 'Connection failed'}
            description={result.error}
          />
        )}
        {failure && <Alert style={{ marginBottom: 16 }} type="error" title={failure} />}
        <Space>
          <Button onClick={() => run('test')} loading={test.isPending}>
            Test connection
          </Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
          <Button onClick={() => navigate('/cloud-storage')}>Cancel</Button>
        </Space>
      </Form>
    </>
  );
}
