import { Alert, Button, Descriptions, Form, Select, Switch, Tag, message } from 'antd';
import type { UpdateUserBody, UserView } from '@shared/contracts/users';
import { isAssignedToNodes, ROLE_LABELS, type Role } from '@shared/domain/roles';
import { usePartnerNodes } from '../api/get-partner-nodes';
import { useUpdateUser, type ActionContext } from '../api/user-actions';

/** Edit a user's role, concepts-only flag and (for roles assigned to nodes) business nodes. */
export function UserEditForm({ user, roles, context }: { user: UserView; roles: readonly Role[]; context: ActionContext }) {
  const [form] = Form.useForm<UpdateUserBody>();
  const role = Form.useWatch('role', form) ?? user.role;
  const assigned = isAssignedToNodes(role);
  const nodes = usePartnerNodes(user.partnerId, assigned);
  const update = useUpdateUser(context);
  const save = (values: UpdateUserBody) =>
    update.mutate({ id: user._id, body: { ...values, businessNodes: assigned ? values.businessNodes : undefined } }, { onSuccess: () => void message.success('User was updated') });

  return (
    <>
      <Descriptions column={1} style={{ marginBottom: 16 }} items={[
        { key: 'email', label: 'Email', children: user.email },
        { key: 'name', label: 'Name', children: user.name ?? '' },
        { key: 'status', label: 'Status', children: <Tag>{user.status}</Tag> },
      ]} />
      {update.error && <Alert type="error" showIcon title={update.error.message} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" style={{ maxWidth: 480 }} onFinish={save} initialValues={{ role: user.role, isConceptOnly: user.isConceptOnly, businessNodes: user.businessNodes }}>
        <Form.Item label="Role" name="role" rules={[{ required: true, message: 'Required' }]}>
          <Select options={[...new Set([...roles, user.role])].map((r) => ({ value: r, label: ROLE_LABELS[r], disabled: !roles.includes(r) }))} />
        </Form.Item>
        <Form.Item label="Concepts only" name="isConceptOnly" valuePropName="checked">
          <Switch />
        </Form.Item>
        {assigned && (
          <Form.Item label="Business nodes" name="businessNodes">
            <Select mode="multiple" loading={nodes.isLoading} options={nodes.data ?? []} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save
        </Button>
      </Form>
    </>
  );
}
