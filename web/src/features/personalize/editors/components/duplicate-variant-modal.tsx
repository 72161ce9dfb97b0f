/**
 * Duplicate (001 2 'Variant menu actions'): a new name, and the campaign and tree to put the copy in (this tree by
 * default; others from GET campaigns/personalize/list-accessible-to-clone). 'Variant was successfully duplicated!'.
 */
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Select, message } from 'antd';
import { useState } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { cloneVariant, listCloneTargets, variantNameExists } from '../api';
import { failureText, nameRules, validated } from './common';

export interface DuplicateVariantModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  variant: VariantView;
  onClose: () => void;
  onSaved: (copy: VariantView) => void;
}

type FormValues = { name: string; target: string };
const targetKey = (campaignId: string, treeId: string) => `${campaignId}/${treeId}`;

export function DuplicateVariantModal({ open, campaignId, treeId, variant, onClose, onSaved }: DuplicateVariantModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const targets = useQuery({ queryKey: ['personalize', 'clone-targets', variant._id], queryFn: () => listCloneTargets(variant._id), enabled: open });
  const here = targetKey(campaignId, treeId);
  const options = (targets.data ?? []).map((c) => ({
    label: c.name,
    options: c.trees.map((t) => ({ value: targetKey(c._id, t._id), label: `${c.name} · ${t.platform} ${t.format}` })),
  }));
  const target = Form.useWatch('target', form) ?? here;
  const [targetCampaignId, targetTreeId] = target.split('/') as [string, string];

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    const { name } = values;
    setSaving(true);
    try {
      const copy = await cloneVariant(campaignId, treeId, {
        variantId: variant._id,
        name: name.trim(),
        ...(target === here ? {} : { targetCampaignId, targetTreeId }),
      });
      void message.success(MESSAGES.variantDuplicated);
      onSaved(copy);
    } catch (error) {
      void message.error(failureText(error, MESSAGES.personalizeSomethingWentWrong));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Duplicate variant" okText="Duplicate" onOk={submit} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: `${variant.name} copy`, target: here }} preserve={false}>
        <Form.Item
          name="name"
          label="Variant name"
          validateTrigger="onBlur"
          dependencies={['target']}
          rules={nameRules((n) => variantNameExists(targetCampaignId, targetTreeId, n), MESSAGES.variantNameTaken)}
        >
          <Input autoFocus aria-label="Variant name" />
        </Form.Item>
        <Form.Item name="target" label="Campaign and tree">
          <Select aria-label="Campaign and tree" loading={targets.isLoading} options={options.length ? options : [{ label: 'This campaign', options: [{ value: here, label: 'This tree' }] }]} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
