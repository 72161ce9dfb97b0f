/** Rename (001 2 'Variant menu actions'): a name unique in the tree; 'Cannot rename a variant' when the call fails. */
import { Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { renameVariant, variantNameExists } from '../api';
import { nameRules, validated } from './common';

export interface RenameVariantModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  variant: VariantView;
  onClose: () => void;
  /** The renamed variant, and any other variant the change touched. */
  onSaved: (variant: VariantView, changed: VariantView[]) => void;
}

export function RenameVariantModal({ open, campaignId, treeId, variant, onClose, onSaved }: RenameVariantModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    const { name } = values;
    if (name.trim() === variant.name) return onClose();
    setSaving(true);
    try {
      const answer = await renameVariant(campaignId, treeId, variant._id, name.trim());
      onSaved(answer.variant, answer.changed);
    } catch {
      void message.error(MESSAGES.cannotRenameVariant);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Rename variant" okText="Rename" onOk={submit} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ name: variant.name }} preserve={false}>
        <Form.Item name="name" label="Variant name" validateTrigger="onBlur" rules={nameRules((n) => variantNameExists(campaignId, treeId, n), MESSAGES.variantNameTaken, variant.name)}>
          <Input autoFocus aria-label="Variant name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
