/**
 * Create or edit an audience (001 3 'Audience'): its name, its audiences (an id and data rows each), the dynamic fields
 * it drives live, and per channel the rules that target it, each rule with filters on the channel's targeting options
 * (001 9). The server checks the same rules (shared/domain/audiences.ts) and answers what is wrong by field.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { AUDIENCE_NAME_MAX_LENGTH } from '@shared/constants';
import type { AudienceBody, AudienceDto } from '@shared/contracts/audiences';
import { TARGETING_OPTIONS } from '@shared/domain/audiences';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@shared/domain/concepts';

interface Props {
  open: boolean;
  /** The audience being edited; null creates one. */
  audience: AudienceDto | null;
  saving: boolean;
  /** The server's words for the last failed save. */
  error?: string;
  onSave(body: AudienceBody): void;
  onClose(): void;
}

type FormValues = {
  name: string;
  audiences: { audienceId: string; data?: string[] }[];
  fieldsLive?: string[];
  channels: { platform: Platform; rules?: { name: string; audienceId?: string; filters?: { option: string; values?: string[] }[] }[] }[];
};

const empty: FormValues = { name: '', audiences: [], fieldsLive: [], channels: [] };
const tags = (label: string) => <Select mode="tags" aria-label={label} open={false} tokenSeparators={[',']} placeholder="Type and press Enter" />;

function toBody(values: FormValues, audience: AudienceDto | null): AudienceBody {
  const known = new Map((audience?.audiences ?? []).map((a) => [a.audienceId, a]));
  return {
    name: values.name.trim(),
    audiences: (values.audiences ?? []).map((a) => ({ ...known.get(a.audienceId), audienceId: a.audienceId.trim(), data: a.data ?? [] })),
    fieldsLive: values.fieldsLive ?? [],
    channels: (values.channels ?? []).map((c) => ({
      platform: c.platform,
      rules: (c.rules ?? []).map((r) => ({ name: r.name.trim(), ...(r.audienceId ? { audienceId: r.audienceId } : {}), filters: (r.filters ?? []).map((f) => ({ option: f.option, values: f.values ?? [] })) })),
    })),
  };
}

function RuleFilters({ channel, rule, platform }: { channel: number; rule: number; platform: Platform | undefined }) {
  const options = platform ? TARGETING_OPTIONS[platform] : [];
  return (
    <Form.List name={[rule, 'filters']}>
      {(filters, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {filters.map((filter) => (
            <Space key={filter.key} align="start" wrap>
              <Form.Item name={[filter.name, 'option']} rules={[{ required: true, message: 'Choose a targeting option' }]} style={{ minWidth: 220, marginBottom: 0 }}>
                <Select aria-label={`Targeting option ${channel + 1}.${rule + 1}.${filter.name + 1}`} placeholder="Targeting option" options={options.map((o) => ({ label: o, value: o }))} />
              </Form.Item>
              <Form.Item name={[filter.name, 'values']} rules={[{ required: true, message: 'Add at least one value' }]} style={{ minWidth: 260, marginBottom: 0 }}>
                {tags(`Filter values ${channel + 1}.${rule + 1}.${filter.name + 1}`)}
              </Form.Item>
              <Button icon={<DeleteOutlined />} aria-label={`Remove filter ${channel + 1}.${rule + 1}.${filter.name + 1}`} onClick={() => remove(filter.name)} />
            </Space>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => add({ option: undefined, values: [] })} disabled={!platform}>
            Add filter
          </Button>
        </Space>
      )}
    </Form.List>
  );
}

export function AudienceForm({ open, audience, saving, error, onSave, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const audienceIds = (Form.useWatch('audiences', form) ?? []).map((a) => a?.audienceId).filter(Boolean);
  const channels = Form.useWatch('channels', form) ?? [];
  const usedPlatforms = new Set(channels.map((c) => c?.platform));

  useEffect(() => {
    if (open) form.setFieldsValue(audience ? { name: audience.name, audiences: audience.audiences, fieldsLive: audience.fieldsLive, channels: audience.channels } : empty);
  }, [open, audience, form]);

  return (
    <Drawer
      title={audience ? 'Edit audience' : 'Create audience'}
      open={open}
      onClose={onClose}
      size="large"
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {audience ? 'Save' : 'Create'}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" disabled={saving} initialValues={empty} onFinish={(values) => onSave(toBody(values, audience))}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a name' }]}>
          <Input maxLength={AUDIENCE_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item label="Live fields" name="fieldsLive" extra="The dynamic fields this audience personalises.">
          {tags('Live fields')}
        </Form.Item>

        <Typography.Title level={5}>Audiences</Typography.Title>
        <Form.List name="audiences">
          {(rows, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
              {rows.map((row) => (
                <Space key={row.key} align="start" wrap>
                  <Form.Item name={[row.name, 'audienceId']} rules={[{ required: true, whitespace: true, message: 'Enter an audience id' }]} style={{ minWidth: 200, marginBottom: 0 }}>
                    <Input aria-label={`Audience id ${row.name + 1}`} placeholder="Audience id" />
                  </Form.Item>
                  <Form.Item name={[row.name, 'data']} style={{ minWidth: 280, marginBottom: 0 }}>
                    {tags(`Audience data ${row.name + 1}`)}
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={`Remove audience ${row.name + 1}`} onClick={() => remove(row.name)} />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ audienceId: '', data: [] })}>
                Add audience
              </Button>
            </Space>
          )}
        </Form.List>

        <Typography.Title level={5}>Channels</Typography.Title>
        <Form.List name="channels">
          {(list, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {list.map((channel) => {
                const platform = channels[channel.name]?.platform;
                return (
                  <Card
                    key={channel.key}
                    size="small"
                    title={
                      <Form.Item name={[channel.name, 'platform']} rules={[{ required: true, message: 'Choose a channel' }]} style={{ marginBottom: 0, maxWidth: 260 }}>
                        <Select
                          aria-label={`Channel ${channel.name + 1}`}
                          placeholder="Channel"
                          options={PLATFORMS.map((p) => ({ label: PLATFORM_LABELS[p], value: p, disabled: usedPlatforms.has(p) && p !== platform }))}
                        />
                      </Form.Item>
                    }
                    extra={<Button type="text" icon={<DeleteOutlined />} aria-label={`Remove channel ${channel.name + 1}`} onClick={() => remove(channel.name)} />}
                  >
                    <Form.List name={[channel.name, 'rules']}>
                      {(rules, ruleOps) => (
                        <Space direction="vertical" style={{ width: '100%' }}>
                          {rules.map((rule) => (
                            <Card key={rule.key} size="small" type="inner" aria-label={`Rule ${channel.name + 1}.${rule.name + 1}`}>
                              <Space align="start" wrap>
                                <Form.Item name={[rule.name, 'name']} rules={[{ required: true, whitespace: true, message: 'Enter a rule name' }]} style={{ minWidth: 200, marginBottom: 8 }}>
                                  <Input aria-label={`Rule name ${channel.name + 1}.${rule.name + 1}`} placeholder="Rule name" />
                                </Form.Item>
                                <Form.Item name={[rule.name, 'audienceId']} style={{ minWidth: 200, marginBottom: 8 }}>
                                  <Select allowClear aria-label={`Rule audience ${channel.name + 1}.${rule.name + 1}`} placeholder="Audience" options={audienceIds.map((id) => ({ label: id, value: id }))} />
                                </Form.Item>
                                <Button icon={<DeleteOutlined />} aria-label={`Remove rule ${channel.name + 1}.${rule.name + 1}`} onClick={() => ruleOps.remove(rule.name)} />
                              </Space>
                              <RuleFilters channel={channel.name} rule={rule.name} platform={platform} />
                            </Card>
                          ))}
                          <Button size="small" icon={<PlusOutlined />} onClick={() => ruleOps.add({ name: '', filters: [] })}>
                            Add rule
                          </Button>
                        </Space>
                      )}
                    </Form.List>
                  </Card>
                );
              })}
              <Button icon={<PlusOutlined />} onClick={() => add({ platform: PLATFORMS.find((p) => !usedPlatforms.has(p)), rules: [] })} disabled={usedPlatforms.size >= PLATFORMS.length}>
                Add channel
              </Button>
            </Space>
          )}
        </Form.List>
      </Form>
    </Drawer>
  );
}
