import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import type { InviteBody } from '@shared/contracts/users';
import { isEmail } from '@shared/domain/passwords';
import { ROLE_LABELS, type Role } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { usePartnerNodes } from '../api/get-partner-nodes';

interface Values {
  email: string;
  role: Role;
  nodeId: string;
  isConceptOnly: boolean;
}

/** Invite a user to a node of the current partner: email, role (only those the caller may grant), concepts only. */
export function InviteModal(props: { open: boolean; partnerId: string; roles: readonly Role[]; pending: boolean; error?: string; onCancel(): void; onInvite(nodeId: string, body: InviteBody): void }) {
  const [form] = Form.useForm<Values>();
  const nodes = usePartnerNodes(props.partnerId, props.open);
  const submit = (v: Values) => props.onInvite(v.nodeId, { email: v.email.trim(), role: v.role, partnerId: props.partnerId, isConceptOnly: v.isConceptOnly });

  return (
    <Modal title="Invite user" open={props.open} okText="Invite" onOk={() => form.submit()} okButtonProps={{ loading: props.pending }} onCancel={props.onCancel} destroyOnHidden>
      {props.error && <Alert type="error" showIcon title={props.error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ isConceptOnly: false }} preserve={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Required' }, { validator: async (_, v: string) => { if (v && !isEmail(v.trim())) throw new Error(MESSAGES.invalidEmail); } }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true, message: 'Required' }]}>
          <Select options={props.roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
        <Form.Item label="Business node" name="nodeId" rules={[{ required: true, message: 'Required' }]}>
          <Select loading={nodes.isLoading} options={nodes.data ?? []} />
        </Form.Item>
        <Form.Item label="Concepts only" name="isConceptOnly" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
