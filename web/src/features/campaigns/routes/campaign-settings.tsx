import { Alert, Button, Card, Checkbox, Descriptions, Form, notification, Select, Spin } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { type CampaignDto, type CampaignSettingsBody, type CampaignSettingsDto, type Deliveries, type FlightDates } from '@shared/contracts/campaigns';
import { AD_SERVER_DELIVERIES, META_DELIVERIES } from '@shared/domain/campaigns';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useConcept } from '@web/features/concepts';
import { useTemplates } from '@web/features/templates';
import { useCampaignSettings, useUpdateCampaignSettings } from '../api/campaign-settings';
import { briefFormats, choosableTemplates, formatKeyOf, formatLabelOf } from '../campaign-choices';
import { CAMPAIGN_MODE_LABELS } from '../campaign-rights';
import { CampaignNameField } from '../components/campaign-name-field';
import { CampaignPage } from '../components/campaign-page';
import { FlightDatesField, flightDatesRule, todayDay } from '../components/flight-dates-field';
import { DELIVERY_LABELS, PERSONALISATION_TYPE_LABELS } from '../campaign-labels';
import { useMarketNodes } from '../components/use-market-nodes';
import { WatchersField } from '../components/watchers-field';

interface Values {
  name: string;
  flightDates?: FlightDates;
  watcherIds: string[];
  businessNodeId: string;
  platform: Platform;
  deliveries: Deliveries;
  formats: string[];
  templateIds: string[];
}

/** /campaigns/{campaignId}/settings (001 6): basic settings for a manager, basic and advanced for admins and the self-service group. */
export function Component() {
  const { campaignId } = useParams();
  return <CampaignPage campaignId={campaignId!} tab="settings">{(campaign) => <SettingsForm campaign={campaign} />}</CampaignPage>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function SettingsForm({ campaign }: { campaign: CampaignDto }) {
  const partnerId = useCurrentPartnerId();
  const settings = useCampaignSettings(partnerId, campaign._id);
  if (settings.isPending) return <Spin />;
  if (!settings.data) return <Alert type="error" showIcon title={settings.error?.message ?? MESSAGES.genericError} />;
  return <SettingsEditor key={settings.dataUpdatedAt} campaign={campaign} settings={settings.data} />;
}

function SettingsEditor({ campaign, settings }: { campaign: CampaignDto; settings: CampaignSettingsDto }) {
  const partnerId = useCurrentPartnerId();
  const [form] = Form.useForm<Values>();
  const update = useUpdateCampaignSettings(partnerId);
  const concept = useConcept(partnerId, settings.conceptId ?? undefined);
  const templates = useTemplates(partnerId, settings.conceptId ?? undefined);
  const nodes = useMarketNodes(partnerId);
  const advanced = settings.access === 'advanced';
  const platform = Form.useWatch('platform', form) ?? (settings.platform as Platform);
  const marketId = Form.useWatch('businessNodeId', form) ?? settings.businessNodeId;
  const formats = useMemo(() => {
    const offered = concept.data ? briefFormats(concept.data.brief, platform) : [];
    const kept = settings.formats.filter((f) => f.platform === platform && !offered.some((o) => formatKeyOf(o) === formatKeyOf(f)));
    return [...offered, ...kept];
  }, [concept.data, platform, settings.formats]);
  // the approved templates the platform takes, and those already chosen (shown so they can be taken off)
  const fitting = new Set(choosableTemplates(templates.data ?? [], platform).map((t) => t._id));
  const choosable = (templates.data ?? []).filter((t) => fitting.has(t._id) || settings.templateIds.includes(t._id));

  const initial: Values = {
    name: settings.name,
    flightDates: settings.flightDates ?? undefined,
    watcherIds: settings.watcherIds,
    businessNodeId: settings.businessNodeId,
    platform: settings.platform as Platform,
    deliveries: settings.deliveries,
    formats: settings.formats.map(formatKeyOf),
    templateIds: settings.templateIds,
  };

  const save = (values: Values) => {
    const body: CampaignSettingsBody = {};
    if (values.name !== initial.name) body.name = values.name;
    if (!same(values.flightDates, initial.flightDates)) body.flightDates = values.flightDates;
    if (!same(values.watcherIds, initial.watcherIds)) body.watcherIds = values.watcherIds;
    if (advanced) {
      if (values.businessNodeId !== initial.businessNodeId) body.businessNodeId = values.businessNodeId;
      if (values.platform !== initial.platform) body.platform = values.platform;
      if (!same(values.deliveries, initial.deliveries)) body.deliveries = values.deliveries;
      if (!same(values.formats, initial.formats)) body.formats = formats.filter((f) => values.formats.includes(formatKeyOf(f)));
      if (!same(values.templateIds, initial.templateIds)) body.templateIds = values.templateIds;
    }
    if (body.flightDates) body.today = todayDay();
    update.mutate(
      { id: campaign._id, body },
      {
        onSuccess: (answer) => void notification.success({ title: answer.message, duration: 3 }),
        onError: (error) => void notification.error({ title: MESSAGES.serverErrorTitle, description: error.message, duration: 5 }),
      },
    );
  };

  return (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 720 }} initialValues={initial} onFinish={save}>
      <Card title="Basic settings" size="small" style={{ marginBottom: 16 }}>
        <CampaignNameField excludeId={campaign._id} current={settings.name} />
        <Form.Item label="Flight dates" name="flightDates" required={settings.flightDates !== null} rules={[flightDatesRule({ required: settings.flightDates !== null, kept: settings.flightDates })]}>
          <FlightDatesField />
        </Form.Item>
        <Form.Item label="Watchers" name="watcherIds">
          <WatchersField marketId={marketId} known={settings.watchers} />
        </Form.Item>
      </Card>
      {advanced ? (
        <Card title="Advanced settings" size="small" style={{ marginBottom: 16 }}>
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="Mode">{CAMPAIGN_MODE_LABELS[settings.mode]}</Descriptions.Item>
            <Descriptions.Item label="Personalisation">{PERSONALISATION_TYPE_LABELS[settings.personalisationType]}</Descriptions.Item>
            <Descriptions.Item label="Concept">{settings.conceptId ? <AppLink to={`/concepts/${settings.conceptId}`}>{concept.data?.name ?? 'Concept'}</AppLink> : 'None'}</Descriptions.Item>
          </Descriptions>
          <Form.Item label="Market" name="businessNodeId" extra={settings.marketChange.allowed ? undefined : settings.marketChange.reason}>
            <Select disabled={!settings.marketChange.allowed} options={nodes.markets.filter((n) => n.writeAllowed || n._id === settings.businessNodeId).map((n) => ({ value: n._id, label: n.name }))} />
          </Form.Item>
          <Form.Item label="Platform" name="platform">
            <Select options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))} />
          </Form.Item>
          {platform === 'google' && (
            <Form.Item label="Ad server delivery" name={['deliveries', 'adServer']}>
              <Select allowClear options={AD_SERVER_DELIVERIES.map((d) => ({ value: d, label: DELIVERY_LABELS[d] }))} />
            </Form.Item>
          )}
          {platform === 'facebook' && (
            <Form.Item label="Meta delivery" name={['deliveries', 'meta']}>
              <Select allowClear options={META_DELIVERIES.map((d) => ({ value: d, label: DELIVERY_LABELS[d] }))} />
            </Form.Item>
          )}
          <Form.Item label="Formats" name="formats" extra={formats.length === 0 ? 'No formats for this platform.' : undefined}>
            <Checkbox.Group options={formats.map((f) => ({ value: formatKeyOf(f), label: formatLabelOf(f) }))} />
          </Form.Item>
          {settings.conceptId && (
            <Form.Item label="Templates" name="templateIds" extra={!templates.isPending && choosable.length === 0 ? 'The concept has no approved templates.' : undefined}>
              <Checkbox.Group options={choosable.map((t) => ({ value: t._id, label: `${t.name} (${t.type})` }))} />
            </Form.Item>
          )}
        </Card>
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="Your role changes the basic settings only." />
      )}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Save
      </Button>
    </Form>
  );
}
