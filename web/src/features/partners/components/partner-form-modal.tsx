import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { PARTNER_NAME_MAX_LENGTH, PARTNER_TYPES } from '@shared/constants';
import type { PartnerSummary, PartnerType } from '@shared/domain/partners';

export interface PartnerFormValues {
  name: string;
  type: PartnerType;
}

interface Props {
  /** The partner being edited; null creates a new one. */
  partner: PartnerSummary | null;
  open: boolean;
  saving: boolean;
  /** The server's message of the last failed save ('Already exist'). */
  error?: string;
  onSave(values: PartnerFormValues): void;
  onCancel(): void;
}

/** Create or edit a partner: name and type (002 2 '/partners'). */
export function PartnerFormModal({ partner, open, saving, error, onSave, onCancel }: Props) {
  const [form] = Form.useForm<PartnerFormValues>();

  useEffect(() => {
    if (open) form.setFieldsValue(partner ? { name: partner.name, type: partner.type } : { name: '', type: 'Client' });
  }, [open, partner, form]);

  return (
    <Modal
      title={partner ? 'Edit Partner' : 'Create Partner'}
      open={open}
      okText={partner ? 'Save' : 'Create'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSave({ ...values, name: values.name.trim() })} disabled={saving}>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
          <Input maxLength={PARTNER_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Please choose a type' }]}>
          <Select aria-label="Type" options={PARTNER_TYPES.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
