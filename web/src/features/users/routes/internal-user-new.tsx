import { Alert, Button, Form, Input, Select, message } from 'antd';
import type { CreateInternalUserBody } from '@shared/contracts/users';
import { isEmail } from '@shared/domain/passwords';
import { ROLE_LABELS } from '@shared/domain/roles';
import { MESSAGES } from '@shared/messages';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { usePartners } from '@web/features/partners';
import { useCreateInternalUser } from '../api/user-actions';

/** /users/new (super): invite an internal user (super or admin) of a partner by email. */
export function Component() {
  const currentPartnerId = useCurrentPartnerId();
  const partners = usePartners(true);
  const create = useCreateInternalUser();
  const navigate = useAppNavigate();
  const save = (values: CreateInternalUserBody) =>
    create.mutate({ ...values, email: values.email.trim() }, { onSuccess: () => (void message.success(MESSAGES.invitationSent), navigate('/users')) });

  return (
    <>
      <ScreenTitle title="New internal user" />
      {create.error && <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 16 }} />}
      <Form<CreateInternalUserBody> layout="vertical" style={{ maxWidth: 480 }} onFinish={save} initialValues={{ role: 'admin', partnerId: currentPartnerId ?? undefined }}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Required' }, { validator: async (_, v: string) => { if (v && !isEmail(v.trim())) throw new Error(MESSAGES.invalidEmail); } }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true, message: 'Required' }]}>
          <Select options={(['super', 'admin'] as const).map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
        </Form.Item>
        <Form.Item label="Partner" name="partnerId" rules={[{ required: true, message: MESSAGES.partnerRequiredForAdmin }]}>
          <Select loading={partners.isLoading} options={(partners.data ?? []).map((p) => ({ value: p._id, label: p.name }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Invite
        </Button>
      </Form>
    </>
  );
}
