import { Alert, Button, Card, Checkbox, Form, Input, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PUBLISHING_TEXT_PROPERTIES, PUBLISHING_TOKEN_PROPERTIES, PUBLISHING_VALUE_MAX_LENGTH } from '@shared/constants';
import type { PublishingBody } from '@shared/contracts/business-nodes';
import { ScreenTitle } from '@web/components/screen-title';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { usePublishing, useSavePublishing } from '../api/publishing';

type TokenName = (typeof PUBLISHING_TOKEN_PROPERTIES)[number];
type Values = Record<string, string | undefined>;

const LABELS: Record<string, string> = {
  name: 'Name',
  facebookPageId: 'Facebook page id',
  facebookAdAccountId: 'Facebook ad account id',
  instagramAccountId: 'Instagram account id',
  dcmNetworkId: 'DCM network id',
  dcmAdvertiserId: 'DCM advertiser id',
  gadsCustomerAccountId: 'Google Ads customer account id',
  dv360AdvertiserId: 'DV360 advertiser id',
  youtubeToken: 'YouTube token',
  gadsToken: 'Google Ads token',
  dv360Token: 'DV360 token',
};

/** /admin/integration/{id}: a node's publishing settings; tokens write-only, shown masked, removable. */
export function Component() {
  const { id = '' } = useParams();
  const partnerId = useCurrentPartnerId();
  const publishing = usePublishing(partnerId, id);
  const save = useSavePublishing(partnerId, id);
  const [form] = Form.useForm<Values>();
  const [remove, setRemove] = useState<Partial<Record<TokenName, boolean>>>({});
  const [saved, setSaved] = useState(false);
  const data = publishing.data;

  useEffect(() => {
    if (data) form.setFieldsValue(Object.fromEntries(PUBLISHING_TEXT_PROPERTIES.map((k) => [k, data[k] ?? ''])));
  }, [data, form]);

  const onFinish = (values: Values) => {
    const body: PublishingBody = { remove };
    for (const k of PUBLISHING_TEXT_PROPERTIES) body[k] = values[k]?.trim() || null;
    for (const k of PUBLISHING_TOKEN_PROPERTIES) if (values[k]?.trim() && !remove[k]) body[k] = values[k]!.trim();
    setSaved(false);
    save.mutate(body, {
      onSuccess: () => {
        setRemove({});
        form.resetFields([...PUBLISHING_TOKEN_PROPERTIES]);
        setSaved(true);
      },
    });
  };

  return (
    <>
      <ScreenTitle title="Integration" />
      {!data ? (
        <Spin />
      ) : (
        <Card title={`Publishing settings of ${data.nodeName}`} style={{ maxWidth: 720 }}>
          {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
          {saved && <Alert type="success" showIcon title="Publishing settings saved" style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" onFinish={onFinish}>
            {PUBLISHING_TEXT_PROPERTIES.map((k) => (
              <Form.Item key={k} name={k} label={LABELS[k]}>
                <Input maxLength={PUBLISHING_VALUE_MAX_LENGTH} />
              </Form.Item>
            ))}
            {PUBLISHING_TOKEN_PROPERTIES.map((k) => (
              <Form.Item key={k} label={LABELS[k]} extra={data[k] ? `Stored: ${data[k]}` : 'Not set'}>
                  <Form.Item name={k} noStyle>
                    <Input.Password
                      aria-label={LABELS[k]}
                      autoComplete="new-password"
                      placeholder={data[k] ? 'Type a new token to replace it' : 'Type a token'}
                      disabled={remove[k]}
                      visibilityToggle={false}
                    />
                  </Form.Item>
                {data[k] && (
                  <Checkbox checked={Boolean(remove[k])} onChange={(e) => setRemove({ ...remove, [k]: e.target.checked })}>
                    Remove
                  </Checkbox>
                )}
              </Form.Item>
            ))}
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save
            </Button>
          </Form>
        </Card>
      )}
    </>
  );
}
