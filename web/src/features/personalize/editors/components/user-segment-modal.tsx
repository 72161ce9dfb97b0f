/**
 * User segment (001 2 'Modals'; 001 3 'Signal'): create or edit a signal of type userSegment: a name unique in the tree
 * and on one line (001 5), a segment type among those the tree's platform allows (001 3: the ad server all but Meta's
 * ad sets, Meta only those), its values and, for DV360 line items and Meta ad sets, the campaign ids.
 */
import { Form, Input, Select } from 'antd';
import type { SignalView as Signal } from '@shared/contracts/personalize-signals';
import type { Platform } from '@shared/domain/concepts';
import { SEGMENT_TYPES, segmentTypesFor, type SegmentTypeKey } from '@shared/domain/segments';
import { MESSAGES } from '@shared/messages';
import { signalNameExists } from '../api';
import { nameRules } from './common';
import { SignalFormModal } from './signal-form-modal';

export interface UserSegmentModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  /** The tree's platform: which segment types may be chosen. */
  platform: Platform;
  /** The segment to edit; without it a new one is created. */
  segment?: Signal;
  onClose: () => void;
  onSaved: (segment: Signal) => void;
}

type FormValues = { name: string; segmentType: SegmentTypeKey; values: string[]; campaignIds?: string[] };
/** 002 5: these types name the campaigns their values belong to. */
const NEEDS_CAMPAIGNS: readonly SegmentTypeKey[] = ['dv360LineItem', 'fbAdSet'];

/** One option per internal key, labelled with the import labels that map to it. */
export function segmentTypeOptions(platform: Platform) {
  const allowed = segmentTypesFor(platform);
  const byKey = new Map<SegmentTypeKey, string[]>();
  for (const t of SEGMENT_TYPES) if (allowed.includes(t.label)) byKey.set(t.key, [...(byKey.get(t.key) ?? []), t.label]);
  return [...byKey].map(([value, labels]) => ({ value, label: labels.join(' / ') }));
}

export function UserSegmentModal({ open, campaignId, treeId, platform, segment, onClose, onSaved }: UserSegmentModalProps) {
  const [form] = Form.useForm<FormValues>();
  const options = segmentTypeOptions(platform);
  const segmentType = Form.useWatch('segmentType', form);
  const toBody = (values: FormValues) => ({
    type: 'userSegment' as const,
    name: values.name.trim(),
    segmentType: values.segmentType,
    values: values.values,
    ...(NEEDS_CAMPAIGNS.includes(values.segmentType) ? { campaignIds: values.campaignIds ?? [] } : {}),
  });

  return (
    <SignalFormModal
      open={open}
      title={segment ? 'Edit user segment' : 'New user segment'}
      campaignId={campaignId}
      treeId={treeId}
      signalId={segment?._id}
      form={form}
      initialValues={{ name: segment?.name ?? '', segmentType: (segment?.segmentType as SegmentTypeKey | undefined) ?? options[0]?.value, values: segment?.values ?? [], campaignIds: segment?.campaignIds ?? [] }}
      toBody={toBody}
      failure={segment ? MESSAGES.cannotUpdateUserSegment : MESSAGES.cannotCreateUserSegment}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label="Segment name" validateTrigger="onBlur" rules={nameRules((n) => signalNameExists(campaignId, treeId, n), MESSAGES.signalNameTaken, segment?.name)}>
        <Input autoFocus aria-label="Segment name" />
      </Form.Item>
      <Form.Item name="segmentType" label="Segment type" rules={[{ required: true }]}>
        <Select aria-label="Segment type" options={options} />
      </Form.Item>
      <Form.Item name="values" label="Values" rules={[{ required: true, type: 'array', min: 1, message: 'Add at least one value' }]}>
        <Select mode="tags" aria-label="Values" tokenSeparators={[',', ';', '|']} open={false} suffixIcon={null} placeholder="Type a value and press Enter" />
      </Form.Item>
      {segmentType && NEEDS_CAMPAIGNS.includes(segmentType) && (
        <Form.Item name="campaignIds" label="Campaign Ids" rules={[{ required: true, type: 'array', min: 1, message: 'Add at least one campaign id' }]}>
          <Select mode="tags" aria-label="Campaign Ids" tokenSeparators={[',', ';', '|']} open={false} suffixIcon={null} placeholder="Type a campaign id and press Enter" />
        </Form.Item>
      )}
    </SignalFormModal>
  );
}
