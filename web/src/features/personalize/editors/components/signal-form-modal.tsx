/**
 * The frame the user segment and schedule modals share: their form in a modal whose Save checks it, sends the signal
 * (POST signal, or PUT signals/{id} when one is edited) and hands back what the server answered; the modal's own
 * failure message when the call fails.
 */
import { Form, Modal, message, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { SignalBody, SignalView as Signal } from '@shared/contracts/personalize-signals';
import { saveSignal } from '../api';
import { validated } from './common';

export interface SignalFormModalProps<T> {
  open: boolean;
  title: string;
  campaignId: string;
  treeId: string;
  /** The signal edited; without it one is created. */
  signalId?: string;
  form: FormInstance<T>;
  initialValues: Partial<T>;
  /** The call's body from the checked values. */
  toBody: (values: T) => SignalBody;
  /** 'Cannot create …' / 'Cannot update …'. */
  failure: string;
  onClose: () => void;
  onSaved: (signal: Signal) => void;
  children: ReactNode;
}

export function SignalFormModal<T extends object>({ open, title, campaignId, treeId, signalId, form, initialValues, toBody, failure, onClose, onSaved, children }: SignalFormModalProps<T>) {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    setSaving(true);
    try {
      onSaved(await saveSignal(campaignId, treeId, toBody(values), signalId));
    } catch {
      void message.error(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={title} okText="Save" onOk={submit} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
