import { Modal } from 'antd';
import { MESSAGES } from '@shared/messages';

interface DialogProps {
  open: boolean;
  /** Leave the wizard. */
  onConfirm(): void;
  /** 'Return to Concept Set Up': stay in the wizard. */
  onReturn(): void;
}

/** Cancel: 'Are you sure you want to cancel? Your setup progress will be lost' (000 2.5). */
export function CancelDialog({ open, onConfirm, onReturn }: DialogProps) {
  return (
    <Modal title="Cancel concept set up" open={open} okText="Yes, cancel" okButtonProps={{ danger: true }} cancelText={MESSAGES.wizardReturn} onOk={onConfirm} onCancel={onReturn}>
      {MESSAGES.wizardCancel}
    </Modal>
  );
}

/** After Save Draft: the draft is in the Concepts folder (000 2.5). */
export function DraftSavedDialog({ open, onConfirm, onReturn }: DialogProps) {
  return (
    <Modal title="Draft saved" open={open} okText="Go to Concepts" cancelText={MESSAGES.wizardReturn} onOk={onConfirm} onCancel={onReturn}>
      {MESSAGES.wizardDraftSaved}
    </Modal>
  );
}
