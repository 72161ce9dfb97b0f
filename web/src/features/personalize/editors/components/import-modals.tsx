/**
 * Imports of user segments from the ad platforms (001 7 signals/import/lineitems and /adsets; the 'also used' reads):
 * DV360 line items of chosen campaigns of the market's DV360 advertiser, and Meta ad sets of chosen campaigns of the
 * market's ad account; completed ones left out when asked. The accounts come from the campaign's market publishing
 * settings (the nearest node that sets them). 'Imported segments successfully' / 'Failed to import segments'.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Modal, Select, Typography, message } from 'antd';
import { useState } from 'react';
import { MESSAGES } from '@shared/messages';
import { getPublishingMarketData, importAdSets, type ImportResult, importLineItems, listDv360Campaigns, listDv360LineItems, listMetaCampaigns, nearestPublishing } from '../api';
import { validated } from './common';

export interface ImportSegmentsModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  onClose: () => void;
  onSaved: (result: ImportResult) => void;
}

type FormValues = { campaignIds: string[]; excludeCompleted: boolean };

/** The campaigns select of an import, from the platform's campaigns query. */
const campaignsField = <T,>(query: UseQueryResult<T[]>, option: (c: T) => { value: string; label: string }, error: string) => ({
  options: (query.data ?? []).map(option),
  loading: query.isLoading,
  error: query.isError ? error : null,
});

function usePublishing(open: boolean, campaignId: string) {
  return useQuery({ queryKey: ['personalize', campaignId, 'publishing'], queryFn: () => getPublishingMarketData(campaignId).then((d) => nearestPublishing(d.markets)), enabled: open });
}

function ImportModal({
  title,
  open,
  onClose,
  missing,
  campaigns,
  extra,
  send,
  onSaved,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  missing: string | null;
  campaigns: { options: { value: string; label: string }[]; loading: boolean; error: string | null };
  extra?: (campaignIds: string[]) => React.ReactNode;
  send: (values: FormValues) => Promise<ImportResult>;
  onSaved: (result: ImportResult) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const chosen = Form.useWatch('campaignIds', form) ?? [];

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      const result = await send(values);
      void message.success(MESSAGES.importedSegmentsSuccessfully);
      onSaved(result);
    } catch {
      void message.error(MESSAGES.failedToImportSegments);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={title} okText="Import" onOk={submit} okButtonProps={{ disabled: Boolean(missing) }} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      {missing && <Alert type="warning" showIcon title={missing} />}
      {campaigns.error && <Alert type="error" showIcon title={campaigns.error} />}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ campaignIds: [], excludeCompleted: true }} disabled={Boolean(missing)}>
        <Form.Item name="campaignIds" label="Campaigns" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one campaign' }]}>
          <Select mode="multiple" aria-label="Campaigns" loading={campaigns.loading} options={campaigns.options} optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="excludeCompleted" valuePropName="checked">
          <Checkbox>Exclude completed</Checkbox>
        </Form.Item>
      </Form>
      {extra?.(chosen)}
    </Modal>
  );
}

/** DV360 line items: GET dv360/{advertiserId}/campaigns?nodeId, the chosen campaigns' line items, POST signals/import/lineitems. */
export function ImportLineItemsModal({ open, campaignId, treeId, onClose, onSaved }: ImportSegmentsModalProps) {
  const publishing = usePublishing(open, campaignId);
  const advertiserId = publishing.data?.dv360AdvertiserId ?? null;
  const nodeId = publishing.data?.nodeId ?? null;
  const campaigns = useQuery({ queryKey: ['dv360', advertiserId, nodeId, 'campaigns'], queryFn: () => listDv360Campaigns(advertiserId!, nodeId!), enabled: open && Boolean(advertiserId && nodeId) });
  const missing = publishing.data && !advertiserId ? "The campaign's market has no DV360 advertiser in its publishing settings" : null;

  return (
    <ImportModal
      title="Import DV360 line items"
      open={open}
      onClose={onClose}
      missing={missing}
      campaigns={campaignsField(campaigns, (c) => ({ value: c.campaignId, label: c.displayName }), MESSAGES.failedLoadingDv360Campaigns)}
      extra={(ids) => ids.length > 0 && advertiserId && nodeId && <LineItemsCount advertiserId={advertiserId} nodeId={nodeId} campaignIds={ids} />}
      send={(v) => importLineItems(campaignId, treeId, { campaignIds: v.campaignIds, advertiserId: advertiserId!, excludeCompleted: v.excludeCompleted })}
      onSaved={onSaved}
    />
  );
}

function LineItemsCount({ advertiserId, nodeId, campaignIds }: { advertiserId: string; nodeId: string; campaignIds: string[] }) {
  const items = useQuery({ queryKey: ['dv360', advertiserId, nodeId, 'lineitems', campaignIds], queryFn: () => listDv360LineItems(advertiserId, nodeId, campaignIds) });
  if (items.isError) return <Alert type="error" showIcon title={MESSAGES.failedLoadingDv360LineItems} />;
  if (!items.data) return null;
  return <Typography.Text type="secondary">{items.data.length} line item(s) in the chosen campaigns</Typography.Text>;
}

/** Meta ad sets: GET facebook/{nodeId}/campaigns, POST signals/import/adsets. */
export function ImportAdSetsModal({ open, campaignId, treeId, onClose, onSaved }: ImportSegmentsModalProps) {
  const publishing = usePublishing(open, campaignId);
  const { nodeId = null, facebookAdAccountId = null, facebookPageId = null } = publishing.data ?? {};
  const campaigns = useQuery({ queryKey: ['meta', nodeId, 'campaigns'], queryFn: () => listMetaCampaigns(nodeId!), enabled: open && Boolean(nodeId && facebookAdAccountId) });
  const missing = publishing.data && !facebookAdAccountId ? "The campaign's market has no Meta ad account in its publishing settings" : null;

  return (
    <ImportModal
      title="Import Meta ad sets"
      open={open}
      onClose={onClose}
      missing={missing}
      campaigns={campaignsField(campaigns, (c) => ({ value: c.id, label: c.name }), MESSAGES.failedToLoadMetaCampaigns)}
      send={(v) => importAdSets(campaignId, treeId, { campaignIds: v.campaignIds, facebookAdAccountId: facebookAdAccountId!, facebookPageId: facebookPageId ?? '', excludeCompleted: v.excludeCompleted })}
      onSaved={onSaved}
    />
  );
}
