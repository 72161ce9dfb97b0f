/**
 * Schedule (001 2 'Modals'; 'Signal'): create or edit a signal of type schedule: a name unique in the tree and
 * on one line, a start and an end, optionally days of the week and hours of the day.
 */
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SignalView as Signal } from '@shared/contracts/personalize-signals';
import { MESSAGES } from '@shared/messages';
import { signalNameExists } from '../api';
import { nameRules } from './common';
import { SignalFormModal } from './signal-form-modal';

export interface ScheduleModalProps {
  open: boolean;
  campaignId: string;
  treeId: string;
  /** The schedule to edit; without it a new one is created. */
  schedule?: Signal;
  onClose: () => void;
  onSaved: (schedule: Signal) => void;
}

type FormValues = { name: string; range: [Dayjs, Dayjs]; daysOfWeek?: number[]; hours?: number[] };
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((label, value) => ({ value, label }));
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00–${String(h + 1).padStart(2, '0')}:00` }));

export function ScheduleModal({ open, campaignId, treeId, schedule, onClose, onSaved }: ScheduleModalProps) {
  const [form] = Form.useForm<FormValues>();
  const toBody = ({ name, range, daysOfWeek, hours }: FormValues) => ({
    type: 'schedule' as const,
    name: name.trim(),
    startDate: range[0].toISOString(),
    endDate: range[1].toISOString(),
    ...(daysOfWeek?.length ? { daysOfWeek } : {}),
    ...(hours?.length ? { hours } : {}),
  });

  return (
    <SignalFormModal
      open={open}
      title={schedule ? 'Edit schedule' : 'New schedule'}
      campaignId={campaignId}
      treeId={treeId}
      signalId={schedule?._id}
      form={form}
      initialValues={{
        name: schedule?.name ?? '',
        range: schedule ? [dayjs(schedule.startDate), dayjs(schedule.endDate)] : undefined,
        daysOfWeek: schedule?.daysOfWeek ?? [],
        hours: schedule?.hours ?? [],
      }}
      toBody={toBody}
      failure={schedule ? MESSAGES.cannotUpdateSchedule : MESSAGES.cannotCreateSchedule}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="name" label="Schedule name" validateTrigger="onBlur" rules={nameRules((n) => signalNameExists(campaignId, treeId, n), MESSAGES.signalNameTaken, schedule?.name)}>
        <Input autoFocus aria-label="Schedule name" />
      </Form.Item>
      <Form.Item name="range" label="Runs from / until" rules={[{ required: true, message: 'Choose when the schedule starts and ends' }]}>
        <DatePicker.RangePicker aria-label="Runs from / until" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="daysOfWeek" label="Days of the week (all when none)">
        <Select mode="multiple" aria-label="Days of the week" options={DAYS} allowClear />
      </Form.Item>
      <Form.Item name="hours" label="Hours of the day (all when none)">
        <Select mode="multiple" aria-label="Hours of the day" options={HOURS} allowClear />
      </Form.Item>
    </SignalFormModal>
  );
}
