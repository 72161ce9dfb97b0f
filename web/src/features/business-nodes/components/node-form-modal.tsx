import { Alert, Form, Input, Modal, Select } from 'antd';
import { useMemo } from 'react';
import { BUSINESS_NODE_NAME_MAX_LENGTH } from '@shared/constants';
import { allowedChildTypes, type BusinessNodeType } from '@shared/domain/business-nodes';
import { isTimeZone, timeZoneNames } from '@shared/domain/time-zones';
import { MESSAGES } from '@shared/messages';

export type NodeForm =
  | { mode: 'add'; parent: { _id: string; name: string; type: BusinessNodeType } | null }
  | { mode: 'rename'; node: { _id: string; name: string; type?: BusinessNodeType; timeZone?: string; timeZoneSet?: boolean } };

/** What the form saves: the name, the type of a new node, and a market's IANA time zone (empty: its country's). */
export interface NodeFormValues {
  name: string;
  type?: BusinessNodeType;
  timeZone?: string | null;
}

interface Props {
  form: NodeForm;
  saving: boolean;
  error: string | null;
  onCancel(): void;
  onSave(values: NodeFormValues): void;
}

/**
 * Add a child (name and one of the types allowed under the parent) or rename a node. A market also carries its IANA
 * time zone, the zone its schedules and flight dates are entered, shown and evaluated in: left empty, the zone of the
 * country the market is named for (else UTC).
 */
export function NodeFormModal({ form, saving, error, onCancel, onSave }: Props) {
  const [antForm] = Form.useForm<NodeFormValues>();
  const types = form.mode === 'add' ? allowedChildTypes(form.parent?.type) : [];
  const chosenType = Form.useWatch('type', antForm);
  const isMarket = form.mode === 'rename' ? form.node.type === 'market' : (chosenType ?? types[0]) === 'market';
  const zones = useMemo(() => timeZoneNames().map((z) => ({ value: z, label: z })), []);
  const initialZone = form.mode === 'rename' && form.node.timeZoneSet ? form.node.timeZone : undefined;
  const title = form.mode === 'rename' ? `Rename ${form.node.name}` : form.parent ? `Add a node under ${form.parent.name}` : 'Add a top node';
  return (
    <Modal open title={title} okText="Save" onOk={() => antForm.submit()} onCancel={onCancel} confirmLoading={saving} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form
        form={antForm}
        layout="vertical"
        initialValues={form.mode === 'rename' ? { name: form.node.name, timeZone: initialZone } : { type: types[0] }}
        onFinish={(values) => onSave({ ...values, name: values.name.trim(), ...(isMarket ? { timeZone: values.timeZone || null } : { timeZone: undefined }) })}
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
        {isMarket && (
          <Form.Item
            name="timeZone"
            label="Time zone"
            extra={`Schedules and flight dates of this market are entered, shown and run in it. Empty: the zone of the market's country${form.mode === 'rename' && !form.node.timeZoneSet && form.node.timeZone ? ` (${form.node.timeZone})` : ''}.`}
            rules={[{ validator: (_, v: unknown) => (v == null || v === '' || isTimeZone(v) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.invalidTimeZone))) }]}
          >
            <Select aria-label="Time zone" showSearch allowClear placeholder={form.mode === 'rename' ? form.node.timeZone : "The country's zone"} options={zones} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
