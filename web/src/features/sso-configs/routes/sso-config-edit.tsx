import { Alert, Button, Form, Input, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { emailDomainSchema } from '@shared/contracts/sso-configs';
import { MESSAGES } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { ApiError } from '@web/lib/api-client';
import { useSaveSsoConfig, useSsoConfig, type SsoConfigForm } from '../api/sso-configs';

type Values = Omit<SsoConfigForm, 'type'> & { source: 'url' | 'xml' };

const toForm = ({ source, metadataUrl, metadataXml, ...rest }: Values): SsoConfigForm => ({
  ...rest,
  type: 'SAML',
  ...(source === 'url' ? { metadataUrl } : { metadataXml }),
});

const FIELDS = ['name', 'emailDomains', 'metadataUrl', 'metadataXml', 'isActive'] as const;

/** /sso-configs/new and /sso-configs/{ssoConfigId}/edit: a SAML identity provider and the email domains it covers. */
export function Component() {
  const { ssoConfigId } = useParams();
  const existing = useSsoConfig(ssoConfigId);
  const save = useSaveSsoConfig(ssoConfigId);
  const navigate = useAppNavigate();
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('source', form);
  const [failure, setFailure] = useState<string | null>(null);

  // The form takes its initial values once, on mount: wait for the stored config (the query starts only once the
  // current partner is known, so isLoading alone is false for a moment).
  if (ssoConfigId && !existing.data) return existing.isError ? null : <PageLoader />;
  const stored = existing.data;
  const initial: Partial<Values> = stored
    ? { name: stored.name, emailDomains: stored.emailDomains, metadataUrl: stored.metadataUrl, metadataXml: stored.metadataXml, isActive: stored.isActive, source: stored.metadataXml ? 'xml' : 'url' }
    : { emailDomains: [], isActive: true, source: 'url' };

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await save.mutateAsync(toForm(values));
      navigate('/sso-configs');
    } catch (err) {
      setFailure((err as Error).message);
      // the server's reasons go next to their fields (002 7: custom error handling on write calls)
      const details = err instanceof ApiError ? (err.details ?? []) : [];
      const onFields = details.filter((d) => (FIELDS as readonly string[]).includes(d.path.split('.')[0]));
      form.setFields(onFields.map((d) => ({ name: d.path.split('.')[0] as (typeof FIELDS)[number], errors: [d.message] })));
    }
  };

  return (
    <>
      <ScreenTitle title={ssoConfigId ? 'Edit SSO configuration' : 'New SSO configuration'} />
      <Form form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 640 }} onFinish={submit}>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          label="Email domains"
          name="emailDomains"
          extra="Accounts with these email domains sign in through this identity provider."
          rules={[
            { required: true, type: 'array', min: 1, message: 'Required' },
            {
              validator: (_, domains: string[] = []) =>
                domains.every((d) => emailDomainSchema.safeParse(d).success) ? Promise.resolve() : Promise.reject(new Error(MESSAGES.ssoInvalidDomain)),
            },
          ]}
        >
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} placeholder="example.com" aria-label="Email domains" />
        </Form.Item>
        <Form.Item label="Identity provider metadata" name="source">
          <Radio.Group
            options={[
              { value: 'url', label: 'From a URL' },
              { value: 'xml', label: 'XML document' },
            ]}
          />
        </Form.Item>
        {(source ?? initial.source) === 'url' ? (
          <Form.Item
            label="Metadata URL"
            name="metadataUrl"
            rules={[
              { required: true, message: MESSAGES.ssoMetadataRequired },
              { pattern: /^https:\/\/[^\s/]+(\/\S*)?$/, message: MESSAGES.ssoInvalidMetadataUrl },
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        ) : (
          <Form.Item label="Metadata XML" name="metadataXml" rules={[{ required: true, whitespace: true, message: MESSAGES.ssoMetadataRequired }]}>
            <Input.TextArea rows={8} placeholder="<EntityDescriptor ...>" />
          </Form.Item>
        )}
        <Form.Item label="Active" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
        {failure && <Alert style={{ marginBottom: 16 }} type="error" title={failure} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
          <Button onClick={() => navigate('/sso-configs')}>Cancel</Button>
        </Space>
      </Form>
    </>
  );
}
