import { Alert, Button, Card, Descriptions, Form, Input, Popconfirm, Select, Space, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { NODE_STORAGE_FOLDER_MAX_LENGTH } from '@shared/constants';
import type { TestConnectionResult } from '@shared/contracts/cloud-storage';
import { nodeStorageFolderSchema } from '@shared/contracts/node-storage';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useAvailableStorages, useNodeStorage, useNodeStorageActions } from '../api/node-storage';

interface Values {
  cloudStorageId?: string;
  folder?: string;
  isActive: boolean;
}

/** The server's folder rule, run in the form too so the message shows beside the field before any call. */
const folderRule = {
  validator: async (_: unknown, value: string | undefined) => {
    const parsed = nodeStorageFolderSchema.safeParse(value);
    if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  },
};

/** /admin/external-storage/{nodeId}: the node's one cloud-storage connection: storage, folder, active; save, remove, test. */
export function Component() {
  const { nodeId = '' } = useParams();
  const partnerId = useCurrentPartnerId();
  const current = useNodeStorage(partnerId, nodeId);
  const storages = useAvailableStorages(partnerId, nodeId);
  const { save, remove, test } = useNodeStorageActions(partnerId, nodeId);
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<TestConnectionResult | null>(null);
  const data = current.data;
  const connection = data?.connection ?? null;

  useEffect(() => {
    if (data) form.setFieldsValue({ cloudStorageId: data.connection?.cloudStorageId, folder: data.connection?.folder ?? '', isActive: data.connection?.isActive ?? true });
  }, [data, form]);

  const failure = (current.error ?? save.error ?? remove.error ?? test.error)?.message;
  const clear = () => {
    setNotice(null);
    setResult(null);
    [save, remove, test].forEach((m) => m.reset());
  };
  const onFinish = (values: Values) => {
    clear();
    const body = { cloudStorageId: values.cloudStorageId!, folder: values.folder?.trim() || null, isActive: values.isActive };
    save.mutate({ body, exists: Boolean(connection) }, { onSuccess: () => setNotice('Cloud storage connection saved') });
  };
  const onRemove = () => {
    clear();
    remove.mutate(undefined, { onSuccess: () => setNotice('Cloud storage connection removed') });
  };
  const onTest = () => {
    clear();
    test.mutate(undefined, { onSuccess: setResult });
  };

  return (
    <>
      <ScreenTitle title="External storage" />
      {!data ? (
        failure ? <Alert type="error" showIcon title={failure} /> : <Spin />
      ) : (
        <Card title={`Cloud storage of ${data.node.name}`} style={{ maxWidth: 640 }}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
          {result && (
            <Alert type={result.isConnected ? 'success' : 'error'} showIcon title={result.isConnected ? 'Connection works' : 'Connection failed'} description={result.error} style={{ marginBottom: 16 }} />
          )}
          {storages.data?.length === 0 && (
            <Alert type="info" showIcon title="This partner has no cloud storage yet: a super admin adds one in the cloud connector." style={{ marginBottom: 16 }} />
          )}
          {connection?.storage && (
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }} title="Connected storage">
              <Descriptions.Item label="Name">{connection.storage.name}</Descriptions.Item>
              <Descriptions.Item label="Type">{connection.storage.storageType}</Descriptions.Item>
              <Descriptions.Item label="Bucket">{connection.storage.bucket}</Descriptions.Item>
              <Descriptions.Item label="Region">{connection.storage.region}</Descriptions.Item>
              <Descriptions.Item label="Secret access key">{connection.storage.secretAccessKey ?? 'Not stored'}</Descriptions.Item>
            </Descriptions>
          )}
          {connection && !connection.storage && <Alert type="warning" showIcon title="The connected storage no longer exists: choose another one." style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ isActive: true }}>
            <Form.Item name="cloudStorageId" label="Cloud storage" rules={[{ required: true, message: 'Required' }]}>
              <Select
                loading={storages.isLoading}
                placeholder="Choose a storage"
                options={storages.data?.map((s) => ({ value: s._id, label: `${s.name} (${s.storageType}, ${s.bucket})` }))}
              />
            </Form.Item>
            <Form.Item name="folder" label="Folder" extra="A path inside the storage, e.g. campaigns/emea; empty for its root" rules={[folderRule]}>
              <Input maxLength={NODE_STORAGE_FOLDER_MAX_LENGTH} />
            </Form.Item>
            <Form.Item name="isActive" label="Active" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Save
              </Button>
              <Button onClick={onTest} disabled={!connection} loading={test.isPending}>
                Test connection
              </Button>
              {connection && (
                <Popconfirm title="Remove this node's cloud storage connection?" okText="Remove" onConfirm={onRemove}>
                  <Button danger loading={remove.isPending}>
                    Remove
                  </Button>
                </Popconfirm>
              )}
            </Space>
          </Form>
        </Card>
      )}
    </>
  );
}
