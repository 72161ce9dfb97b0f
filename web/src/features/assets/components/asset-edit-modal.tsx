import { Form, Input, Modal, Select } from 'antd';
import type { AssetDto } from '@shared/contracts/assets';
import { ASSET_NAME_MAX_LENGTH } from '@shared/constants';
import { ASSET_CATEGORIES, type AssetCategory } from '@shared/domain/assets';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useSaveAssetEdit } from '../hooks/use-save-asset-edit';
import { NodeSelect } from './node-select';

export interface AssetEditValues {
  name: string;
  type: AssetCategory;
  tags: string[];
  businessNodes: string[];
  additionalNodes: string[];
}

/** Edit of one asset: name, category, tags, business nodes and additional nodes; closes once saved. */
export function AssetEditModal({ asset, onClose }: { asset: AssetDto; onClose(): void }) {
  const [form] = Form.useForm<AssetEditValues>();
  const save = useSaveAssetEdit(useCurrentPartnerId());
  return (
    <Modal open title={`Edit ${asset.name}`} okText="Save" confirmLoading={save.isPending} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: asset.name, type: asset.type, tags: asset.tags, businessNodes: asset.businessNodes, additionalNodes: asset.additionalNodes }}
        onFinish={(values) => save.mutate({ asset, values }, { onSuccess: onClose })}
      >
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
          <Input maxLength={ASSET_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="type" label="Category">
          <Select aria-label="Category" options={ASSET_CATEGORIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="tags" label="Tags">
          <Select aria-label="Tags" mode="tags" tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item name="businessNodes" label="Business nodes">
          <NodeSelect label="Business nodes" writable />
        </Form.Item>
        <Form.Item name="additionalNodes" label="Additional nodes">
          <NodeSelect label="Additional nodes" writable />
        </Form.Item>
        {save.error && <div role="alert" className="ant-form-item-explain-error">{save.error.message}</div>}
      </Form>
    </Modal>
  );
}
