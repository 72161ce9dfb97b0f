/**
 * Variant warning (001 2 'Modals'; 001 4 edit consequences): before an edit is saved, what it will do: several
 * creatives at once (from 2, 001 9), an approved variant's creatives sent for approval, an active variant's turned off
 * and sent for approval, the fallback's edit turning all variants off.
 */
import { Alert, Modal, Space } from 'antd';
import type { VariantView } from '@shared/contracts/personalize';
import { editConsequences, needsMultiEditWarning } from '@shared/domain/variant-rules';
import { fillMessage, MESSAGES } from '@shared/messages';

/** The variant formats an edit touches: a variant and the ids of its formats that change. */
export interface EditTarget {
  variant: VariantView;
  formatIds: string[];
}

/** The warnings an edit of these targets deserves (none: save at once). */
export function editWarnings(targets: EditTarget[]): string[] {
  const creatives = targets.reduce((n, t) => n + t.formatIds.length, 0);
  const touched = (t: EditTarget) => t.formatIds.map((id) => t.variant.formats[id]).filter((f) => f !== undefined);
  const consequences = targets.map((t) => editConsequences(t.variant));
  const warnings: string[] = [];
  if (needsMultiEditWarning(creatives)) warnings.push(fillMessage(MESSAGES.editMultipleCreatives, { n: creatives }));
  if (consequences.some((c) => c.turnOffAll)) warnings.push(MESSAGES.editFallbackVariant);
  else if (consequences.some((c) => c.turnOff)) warnings.push(MESSAGES.editActiveVariant);
  // Every edit goes for approval again; it is worth a warning when approved creatives lose their approval.
  if (targets.some((t) => touched(t).some((f) => f.approved))) warnings.push(MESSAGES.editApprovedVariant);
  return warnings;
}

export interface VariantWarningModalProps {
  open: boolean;
  targets: EditTarget[];
  /** The edit goes ahead. */
  onConfirm: () => void;
  onClose: () => void;
  confirmLoading?: boolean;
}

export function VariantWarningModal({ open, targets, onConfirm, onClose, confirmLoading }: VariantWarningModalProps) {
  return (
    <Modal open={open} title="Are you sure you want to save this change?" okText="Save anyway" onOk={onConfirm} confirmLoading={confirmLoading} onCancel={onClose} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {editWarnings(targets).map((w) => (
          <Alert key={w} type="warning" showIcon title={w} />
        ))}
      </Space>
    </Modal>
  );
}
