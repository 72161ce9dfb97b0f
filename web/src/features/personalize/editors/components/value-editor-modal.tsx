/**
 * The frame every value editor shares (plain text, rich text, url, dropdown, image, video): the field's name as the
 * title, the editor's input, a check before saving, the variant warning when the edit has consequences (001 4), then
 * PATCH formats/dynamic-elements with the one value for every chosen variant format; 'Failed to update value' when
 * the call fails.
 */
import { Alert, Modal, message } from 'antd';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { TreeTemplateField, VariantView } from '@shared/contracts/personalize';
import { MESSAGES } from '@shared/messages';
import { updateDynamicElements } from '../api';
import { editWarnings, VariantWarningModal, type EditTarget } from './variant-warning-modal';

/** The field being edited, with the value it has now (one value: several formats are edited to the same one). */
export type EditedField = Pick<TreeTemplateField, 'name' | 'type' | 'possibleValues'> & { optional?: boolean; value: string };

/** What grid-web gives every value editor. */
export interface ValueEditorProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  field: EditedField;
  /** The variant formats that get the value. */
  targets: EditTarget[];
  onClose: () => void;
  /** The variants as the server answers them after the edit. */
  onSaved: (variants: VariantView[]) => void;
}

interface FrameProps extends ValueEditorProps {
  /** The value to save, or a promise of it (an upload), or a message saying why it cannot be saved. */
  prepare: () => Promise<{ value: string } | { problem: string }>;
  busy?: boolean;
  children: ReactNode;
  width?: number;
}

export function ValueEditorFrame({ open, campaignId, treeId, field, targets, onClose, onSaved, prepare, busy, children, width }: FrameProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (value: string) => {
    setSaving(true);
    try {
      const formats = targets.flatMap((t) => t.formatIds.map((formatId) => ({ variantId: t.variant._id, formatId })));
      onSaved(await updateDynamicElements(campaignId, treeId, { formats, values: { [field.name]: value } }));
      setPending(null);
    } catch {
      void message.error(MESSAGES.failedToUpdateValue);
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    const prepared = await prepare();
    if ('problem' in prepared) return setProblem(prepared.problem);
    setProblem(null);
    if (editWarnings(targets).length) setPending(prepared.value);
    else await save(prepared.value);
  };

  return (
    <Modal open={open} title={field.name} okText="Save" onOk={submit} okButtonProps={{ disabled: busy }} confirmLoading={saving && pending === null} onCancel={onClose} destroyOnHidden width={width}>
      {children}
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon title={problem} />}
      <VariantWarningModal open={pending !== null} targets={targets} confirmLoading={saving} onConfirm={() => void save(pending!)} onClose={() => setPending(null)} />
    </Modal>
  );
}

/** An editor starts from the field's current value each time it opens (its state is remade with each opening). */
export function freshOnOpen<P extends ValueEditorProps>(Editor: ComponentType<P>) {
  function Fresh(props: P) {
    return <Editor key={`${props.open}:${props.field.name}:${props.field.value}`} {...props} />;
  }
  Fresh.displayName = Editor.name;
  return Fresh;
}
