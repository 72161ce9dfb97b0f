/**
 * Create variant (001 2 'Modals'): a name unique in the tree (GET variant/exist) and, per template of the tree, its
 * dynamic fields' values (defaults filled in; possible values as a dropdown; required unless optional).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Collapse, Form, Input, Modal, message } from 'antd';
import { useState } from 'react';
import type { VariantView } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { createVariant, getTreeTemplates, variantNameExists } from '../api';
import { failureText, nameRules, validated } from './common';
import { FieldInput } from './field-input';

export interface CreateVariantModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  onClose: () => void;
  onSaved: (variant: VariantView) => void;
}

type FormValues = { name: string; values: Record<string, Record<string, string>> };

export function CreateVariantModal({ open, campaignId, treeId, onClose, onSaved }: CreateVariantModalProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const templates = useQuery({ queryKey: ['personalize', campaignId, treeId, 'templates'], queryFn: () => getTreeTemplates(campaignId, treeId), enabled: open });
  const list = templates.data?.templates ?? [];
  const initialValues = { name: '', values: Object.fromEntries(list.map((t) => [t.templateId, Object.fromEntries(t.dynamicFields.map((f) => [f.name, f.defaultValue]))])) };

  const submit = async () => {
    const filled = await validated(form);
    if (!filled) return;
    const { name, values } = filled;
    setSaving(true);
    try {
      const variant = await createVariant(campaignId, treeId, { name: name.trim(), values: values ?? {} });
      onSaved(variant);
      form.resetFields();
    } catch (error) {
      void message.error(failureText(error, MESSAGES.personalizeSomethingWentWrong));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Create variant" okText="Create" onOk={submit} confirmLoading={saving} onCancel={onClose} destroyOnHidden width={640}>
      {templates.isError && <Alert type="error" showIcon title={MESSAGES.cannotGetServerData} />}
      {templates.data && (
        <Form form={form} layout="vertical" initialValues={initialValues} preserve={false}>
          <Form.Item name="name" label="Variant name" validateTrigger="onBlur" rules={nameRules((n) => variantNameExists(campaignId, treeId, n), MESSAGES.variantNameTaken)}>
            <Input autoFocus aria-label="Variant name" />
          </Form.Item>
          <Collapse
            size="small"
            defaultActiveKey={list.map((t) => t.templateId)}
            items={list.map((t) => ({
              key: t.templateId,
              label: `${t.name} (${t.size})`,
              forceRender: true,
              children: t.dynamicFields.map((f) => (
                <Form.Item key={f.name} name={['values', t.templateId, f.name]} label={f.name} rules={f.optional ? [] : [{ required: true, message: `${f.name} is required` }]}>
                  <FieldInput field={f} />
                </Form.Item>
              )),
            }))}
          />
        </Form>
      )}
    </Modal>
  );
}
