/**
 * Signals edit (001 2 'Modals'): which user segments and schedules the chosen variants run on (PATCH formats/signals),
 * with new ones made on the spot. A schedule without a user segment warns (001 4): the variant keeps running as the
 * fallback with its schedule disabled. 'Cannot update signals' when the call fails.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Select, Space, message } from 'antd';
import { useState } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import type { SignalView as Signal } from '@shared/contracts/personalize-signals';
import type { Platform } from '@shared/domain/concepts';
import { scheduleWithoutSegmentWarning } from '@shared/domain/variant-rules';
import { showBound } from '@shared/domain/time-zones';
import { MESSAGES } from '@shared/messages';
import { listSignals, setVariantSignals } from '../api';
import { ScheduleModal } from './schedule-modal';
import { UserSegmentModal } from './user-segment-modal';
import { validated } from './common';

export interface SignalsEditModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  platform: Platform;
  /** The variants whose signals are set (one from a cell, several from a bulk action); the first one's are shown. */
  variants: VariantView[];
  /** The tree's fallback variant, if any: a schedule without a user segment warns unless the fallback has one (001 4). */
  fallback?: VariantView | null;
  onClose: () => void;
  onSaved: (variants: VariantView[]) => void;
}

type FormValues = { userSegment: string[]; schedule: string[] };

export function SignalsEditModal({ open, campaignId, treeId, platform, variants, fallback = null, onClose, onSaved }: SignalsEditModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [creating, setCreating] = useState<'userSegment' | 'schedule' | null>(null);
  const queryClient = useQueryClient();
  const key = ['personalize', campaignId, treeId, 'signals'];
  const signals = useQuery({ queryKey: key, queryFn: () => listSignals(campaignId, treeId), enabled: open });
  // a schedule's option says its window in the market's time ('Launch · 2027-03-28 09:00 – 2027-04-30 18:00 Europe/Berlin')
  const labelOf = (s: Signal) => (s.type === 'schedule' && s.startDate && s.endDate ? `${s.name} · ${showBound(s.startDate, s.timeZone)} – ${showBound(s.endDate, s.timeZone)} ${s.timeZone ?? 'UTC'}` : s.name);
  const optionsOf = (type: Signal['type']) => (signals.data ?? []).filter((s) => s.type === type).map((s) => ({ value: s._id, label: labelOf(s) }));
  const first = variants[0];
  const userSegment = Form.useWatch('userSegment', form) ?? [];
  const schedule = Form.useWatch('schedule', form) ?? [];

  const created = (signal: Signal) => {
    queryClient.setQueryData<Signal[]>(key, (list) => [...(list ?? []), signal]);
    form.setFieldValue(signal.type, [...(form.getFieldValue(signal.type) ?? []), signal._id]);
    setCreating(null);
  };

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      onSaved(await setVariantSignals(campaignId, treeId, { variants: variants.map((v) => v._id), userSegment: values.userSegment, schedule: values.schedule }));
    } catch {
      void message.error(MESSAGES.cannotUpdateSignals);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Edit signals" okText="Save" onOk={submit} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      {signals.isError && <Alert type="error" showIcon title={MESSAGES.cannotGetServerData} />}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ userSegment: first?.signals.userSegment.map((s) => s._id) ?? [], schedule: first?.signals.schedule.map((s) => s._id) ?? [] }}
      >
        <Form.Item label="User segments">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="userSegment" noStyle>
              <Select mode="multiple" aria-label="User segments" loading={signals.isLoading} options={optionsOf('userSegment')} optionFilterProp="label" />
            </Form.Item>
            <Button onClick={() => setCreating('userSegment')}>New user segment</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="Schedules">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="schedule" noStyle>
              <Select mode="multiple" aria-label="Schedules" loading={signals.isLoading} options={optionsOf('schedule')} optionFilterProp="label" />
            </Form.Item>
            <Button onClick={() => setCreating('schedule')}>New schedule</Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      {scheduleWithoutSegmentWarning({ signals: { userSegment, schedule } }, fallback) && <Alert type="warning" showIcon title={MESSAGES.scheduleNeedsSegment} />}
      <UserSegmentModal open={creating === 'userSegment'} campaignId={campaignId} treeId={treeId} platform={platform} onClose={() => setCreating(null)} onSaved={created} />
      <ScheduleModal open={creating === 'schedule'} campaignId={campaignId} treeId={treeId} onClose={() => setCreating(null)} onSaved={created} />
    </Modal>
  );
}
