import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { MARKET_NAME_MAX_LENGTH } from '@shared/constants';
import type { Market } from '@shared/contracts/markets';

interface Props {
  /** The market being renamed; null creates a new one. */
  market: Market | null;
  open: boolean;
  saving: boolean;
  /** The server's message of the last failed save ('Already exist'). */
  error?: string;
  onSave(name: string): void;
  onCancel(): void;
}

/** Create or rename a market: its name, up to 100 characters. */
export function MarketFormModal({ market, open, saving, error, onSave, onCancel }: Props) {
  const [form] = Form.useForm<{ name: string }>();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: market?.name ?? '' });
  }, [open, market, form]);

  return (
    <Modal
      title={market ? 'Rename Market' : 'Create Market'}
      open={open}
      okText={market ? 'Save' : 'Create'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ name }) => onSave(name.trim())} disabled={saving}>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
          <Input maxLength={MARKET_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
