import { Alert, Button, Checkbox, Form, notification, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { type CreateCampaignBody, type FlightDates } from '@shared/contracts/campaigns';
import { personalisationType } from '@shared/domain/campaigns';
import { missingMetaFields } from '@shared/domain/meta-publishing';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@shared/domain/concepts';
import { MESSAGES } from '@shared/messages';
import { AppLink } from '@web/components/app-link';
import { ScreenTitle } from '@web/components/screen-title';
import { useAppNavigate } from '@web/hooks/use-partner-link';
import { useCurrentPartnerId } from '@web/lib/current-partner';
import { useTree } from '@web/features/business-nodes';
import { useConcept, useConcepts } from '@web/features/concepts';
import { useTemplates } from '@web/features/templates';
import { useCreateCampaign } from '../api/create-campaign';
import { PERSONALISATION_TYPE_LABELS } from '../campaign-labels';
import { briefFormats, briefPlatforms, choosableTemplates, conceptMarkets, formatHasTemplate, formatKeyOf, formatLabelOf, initialPlatform } from '../campaign-choices';
import { CampaignNameField } from '../components/campaign-name-field';
import { FlightDatesField, flightDatesRule, todayDay } from '../components/flight-dates-field';

interface Values {
  conceptId?: string;
  name: string;
  businessNodeId?: string;
  platform?: Platform;
  formats?: string[];
  templateIds?: string[];
  flightDates?: FlightDates;
}

/** 001 1: with no templates the selected platform defaults to Meta. */
const NO_TEMPLATES_PLATFORM = initialPlatform([], 0);
const READY_CONCEPTS = { search: '', status: ['ready' as const], archived: false, page: 0, limit: 40 };

/**
 * /campaigns/new and /concepts/{conceptId}/campaign (001 2, 5): a campaign from a ready concept (its market, a
 * platform with the brief's formats, the approved templates, the flight dates), or on /campaigns/new without one.
 * Afterwards the user goes to /campaigns with 'You've created your campaign.'; a refusal stays here with 'Something
 * went wrong :(' and the server's message until closed (001 8, 9: campaign creation error persistent).
 */
export function Component() {
  const { conceptId: fixedConceptId } = useParams();
  const partnerId = useCurrentPartnerId();
  const navigate = useAppNavigate();
  const [form] = Form.useForm<Values>();
  const chosenConceptId = Form.useWatch('conceptId', form) ?? fixedConceptId;
  const platform = Form.useWatch('platform', form);
  const chosenFormats = Form.useWatch('formats', form);
  const chosenTemplateIds = Form.useWatch('templateIds', form);
  const concepts = useConcepts(fixedConceptId ? null : partnerId, READY_CONCEPTS);
  const concept = useConcept(partnerId, chosenConceptId);
  const templates = useTemplates(partnerId, chosenConceptId);
  const tree = useTree(partnerId);
  const create = useCreateCampaign(partnerId);

  const c = chosenConceptId ? concept.data : undefined;
  // the templates the chosen platform takes (a Meta size is not offered to the ad server, nor the other way round)
  const choosable = useMemo(() => choosableTemplates(templates.data ?? [], platform), [templates.data, platform]);
  const platforms = c ? briefPlatforms(c.brief) : [...PLATFORMS];
  const formats = c && platform ? briefFormats(c.brief, platform) : [];
  // 001 1: what the server will make of the chosen formats, shown before it is asked.
  const type = personalisationType(formats.filter((f) => chosenFormats?.includes(formatKeyOf(f))));
  // a format none of the chosen templates fills stays empty: each says so (and the form names them together)
  const chosenTemplates = useMemo(() => choosable.filter((t) => chosenTemplateIds?.includes(t._id)), [choosable, chosenTemplateIds]);
  // 001 3: a Meta template without the publishing fields makes creatives Meta refuses; each chosen one says what it lacks
  const metaGaps = platform === 'facebook' ? chosenTemplates.flatMap((t) => {
    const missing = missingMetaFields(t.current?.dynamicFields.map((f) => f.name) ?? []);
    return missing.length ? [`${t.name} has no ${missing.join(', ')} for Meta publishing.`] : [];
  }) : [];
  const emptyFormats = formats.filter((f) => chosenFormats?.includes(formatKeyOf(f)) && !formatHasTemplate(f, chosenTemplates));
  const markets = useMemo(() => (c ? conceptMarkets(c.nodeIds, tree.data ?? []) : conceptMarkets((tree.data ?? []).map((n) => n._id), tree.data ?? [])), [c, tree.data]);

  // A concept chosen (or changed): its defaults, once (the template list is read again while thumbnails render):
  // 001 1's platform, every approved template that platform takes and every brief format of that platform.
  const defaultsFor = useRef<string | null>(null);
  useEffect(() => {
    if (!c || templates.isPending || tree.isPending || defaultsFor.current === c._id) return;
    defaultsFor.current = c._id;
    const p = initialPlatform(briefPlatforms(c.brief), choosableTemplates(templates.data ?? []).length);
    form.setFieldsValue({
      platform: p,
      formats: briefFormats(c.brief, p).map(formatKeyOf),
      templateIds: choosableTemplates(templates.data ?? [], p).map((t) => t._id),
      businessNodeId: markets.length === 1 ? markets[0]!._id : undefined,
    });
  }, [c, templates.data, templates.isPending, tree.isPending, markets, form]);

  if (fixedConceptId && concept.isPending) return <Spin />;
  if (fixedConceptId && c && c.status !== 'ready') return <Alert type="warning" showIcon title={MESSAGES.campaignConceptNotReady} />;

  const submit = (values: Values) => {
    const body: CreateCampaignBody = {
      name: values.name,
      businessNodeId: values.businessNodeId!,
      conceptId: chosenConceptId || undefined,
      templateIds: values.templateIds ?? [],
      platform: values.platform,
      formats: formats.filter((f) => (values.formats ?? []).includes(formatKeyOf(f))),
      flightDates: values.flightDates!,
      today: todayDay(),
    };
    create.mutate(body, {
      onSuccess: () => {
        notification.success({ title: MESSAGES.campaignCreated, description: MESSAGES.campaignCreatedDescription });
        navigate('/campaigns');
      },
      onError: (error) => void notification.error({ key: 'campaign-create', title: MESSAGES.campaignCreateFailed, description: error.message, duration: 0 }),
    });
  };

  return (
    <>
      <ScreenTitle title={c && fixedConceptId ? `New campaign from ${c.name}` : 'New campaign'} />
      <Form<Values> form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={submit} initialValues={{ name: '', formats: [], templateIds: [], platform: fixedConceptId ? undefined : NO_TEMPLATES_PLATFORM }}>
        {!fixedConceptId && (
          <Form.Item label="Concept" name="conceptId" extra="A ready concept brings its platforms, formats and approved templates.">
            <Select
              allowClear
              loading={concepts.isFetching}
              placeholder="No concept"
              options={(concepts.data?.results ?? []).map((r) => ({ value: r._id, label: r.name }))}
              onChange={(id?: string) => form.setFieldsValue({ businessNodeId: undefined, formats: [], templateIds: [], ...(id ? {} : { platform: NO_TEMPLATES_PLATFORM }) })}
            />
          </Form.Item>
        )}
        <CampaignNameField />
        <Form.Item label="Market" name="businessNodeId" rules={[{ required: true, message: 'Required' }]}>
          <Select placeholder="Market" loading={tree.isLoading} options={markets.map((n) => ({ value: n._id, label: n.name }))} />
        </Form.Item>
        <Form.Item label="Platform" name="platform" rules={[{ required: true, message: 'Required' }]}>
          <Select
            options={platforms.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))}
            onChange={(p: Platform) =>
              form.setFieldsValue({ formats: c ? briefFormats(c.brief, p).map(formatKeyOf) : [], templateIds: c ? choosableTemplates(templates.data ?? [], p).map((t) => t._id) : [] })
            }
          />
        </Form.Item>
        {c && (
          <Form.Item
            label="Formats"
            name="formats"
            extra={
              formats.length === 0
                ? 'The brief chose no formats for this platform.'
                : emptyFormats.length > 0
                  ? `No chosen template fills ${emptyFormats.map(formatLabelOf).join(', ')}: ${emptyFormats.length === 1 ? 'it stays' : 'they stay'} empty in the campaign until a template of ${emptyFormats.length === 1 ? 'its' : 'their'} size is added.`
                  : undefined
            }
          >
            <Checkbox.Group
              options={formats.map((f) => {
                const empty = !formatHasTemplate(f, chosenTemplates);
                return { value: formatKeyOf(f), label: empty ? `${formatLabelOf(f)} (no template: stays empty)` : formatLabelOf(f) };
              })}
            />
          </Form.Item>
        )}
        {c && (
          <Form.Item label="Personalisation">{PERSONALISATION_TYPE_LABELS[type]}</Form.Item>
        )}
        {c && (
          <Form.Item
            label="Templates"
            name="templateIds"
            extra={!templates.isPending && choosable.length === 0 ? `The concept has no approved templates for ${platform ? PLATFORM_LABELS[platform] : 'this platform'}.` : metaGaps.length ? <span data-testid="meta-fields-missing">{metaGaps.join(' ')}</span> : undefined}
          >
            <Checkbox.Group options={choosable.map((t) => ({ value: t._id, label: `${t.name} (${t.type})` }))} />
          </Form.Item>
        )}
        <Form.Item label="Flight dates" name="flightDates" required rules={[flightDatesRule()]}>
          <FlightDatesField />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={!partnerId}>
            Create campaign
          </Button>
          <AppLink to={fixedConceptId ? `/concepts/${fixedConceptId}` : '/campaigns'}>Cancel</AppLink>
        </Space>
      </Form>
    </>
  );
}
