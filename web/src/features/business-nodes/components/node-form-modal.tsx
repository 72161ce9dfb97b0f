import { Alert, Form, Input, Modal, Select } from 'antd';
import { BUSINESS_NODE_NAME_MAX_LENGTH } from '@shared/constants';
import { allowedChildTypes, type BusinessNodeType } from '@shared/domain/business-nodes';

export type NodeForm =
  | { mode: 'add'; parent: { _id: string; name: string; type: BusinessNodeType } | null }
  | { mode: 'rename'; node: { _id: string; name: string } };

interface Props {
  form: NodeForm;
  saving: boolean;
  error: string | null;
  onCancel(): void;
  onSave(values: { name: string; type?: BusinessNodeType }): void;
}

/** Add a child (name and one of the types allowed under the parent) or rename a node. */
export function NodeFormModal({ form, saving, error, onCancel, onSave }: Props) {
  const [antForm] = Form.useForm<{ name: string; type?: BusinessNodeType }>();
  const types = form.mode === 'add' ? allowedChildTypes(form.parent?.type) : [];
  const title = form.mode === 'rename' ? `Rename ${form.node.name}` : form.parent ? `Add a node under ${form.parent.name}` : 'Add a top node';
  return (
    <Modal open title={title} okText="Save" onOk={() => antForm.submit()} onCancel={onCancel} confirmLoading={saving} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form
        form={antForm}
        layout="vertical"
        initialValues={form.mode === 'rename' ? { name: form.node.name } : { type: types[0] }}
        onFinish={(values) => onSave({ ...values, name: values.name.trim() })}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }, { max: BUSINESS_NODE_NAME_MAX_LENGTH }]}
        >
          <Input maxLength={BUSINESS_NODE_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        {form.mode === 'add' && (
          <Form.Item name="type" label="Type" rules={[{ required: true }]}>
            <Select aria-label="Type" options={types.map((t) => ({ value: t, label: t }))} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
