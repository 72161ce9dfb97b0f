/**
 * Schedule (001 2 'Modals'; 'Signal'): create or edit a signal of type schedule: a name unique in the tree and
 * on one line, a start and an end, optionally days of the week and hours of the day.
 *
 * Everything is in the time zone of the campaign's market (the zone on its market node, its country's by default):
 * the pickers show and take the market's wall time, sent without an offset ('YYYY-MM-DDTHH:mm') so the server reads
 * it in that zone, and the modal says the zone, its offset at the start (UTC+1 in Berlin's winter, UTC+2 in summer)
 * and when the schedule runs next on the market's clock.
 */
import { Alert, DatePicker, Form, Input, Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import type { SignalView as Signal } from '@shared/contracts/personalize-signals';
import { boundInstant, instantToWallTime, offsetLabel, wallTimeToInstant, zonedParts } from '@shared/domain/time-zones';
import { nextScheduleRun, scheduleRunsAt } from '@shared/domain/variant-rules';
import { MESSAGES } from '@shared/messages';
import { getScheduleTimeZone, signalNameExists } from '../api';
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
const WALL = 'YYYY-MM-DDTHH:mm';

/** A picker's value is the market's wall time: its fields, whatever the browser's own zone. */
const pickerValue = (wall: string) => dayjs(wall.replace('T', ' '));
const at = (instant: number, zone: string) => `${instantToWallTime(instant, zone).replace('T', ' ')} ${zone}`;
const utc = (instant: number) => `${new Date(instant).toISOString().slice(11, 16)} UTC`;

/** When the schedule starts and runs next, on the market's clock (and in UTC), as the form stands. */
function SchedulePreview({ zone, values }: { zone: string; values: Partial<FormValues> }) {
  const range = values.range;
  if (!range?.[0] || !range[1]) return null;
  const window = { startDate: range[0].format(WALL), endDate: range[1].format(WALL), daysOfWeek: values.daysOfWeek, hours: values.hours, timeZone: zone };
  const start = wallTimeToInstant(window.startDate, zone);
  const now = Date.now();
  const next = nextScheduleRun(window, now);
  const status = scheduleRunsAt(window, now) ? 'Running now' : next === null ? 'No run ahead' : `Next run: ${at(next, zone)} (${utc(next)})`;
  return (
    <div data-testid="schedule-preview" style={{ marginBottom: 16 }}>
      <div>
        Starts {at(start, zone)} ({offsetLabel(zonedParts(start, zone).offset)}, {utc(start)})
      </div>
      <div>{status}</div>
    </div>
  );
}

export function ScheduleModal({ open, campaignId, treeId, schedule, onClose, onSaved }: ScheduleModalProps) {
  const [form] = Form.useForm<FormValues>();
  const zoneQuery = useQuery({ queryKey: ['personalize', campaignId, treeId, 'schedule-time-zone'], queryFn: () => getScheduleTimeZone(campaignId, treeId), enabled: open, retry: 1 });
  const zone = zoneQuery.data ?? (zoneQuery.isError ? (schedule?.timeZone ?? 'UTC') : undefined);
  const watched = Form.useWatch([], form) as Partial<FormValues> | undefined;
  const toBody = ({ name, range, daysOfWeek, hours }: FormValues) => ({
    type: 'schedule' as const,
    name: name.trim(),
    // the market's wall time, no offset: the server reads it in the market's zone
    startDate: range[0].format(WALL),
    endDate: range[1].format(WALL),
    ...(daysOfWeek?.length ? { daysOfWeek } : {}),
    ...(hours?.length ? { hours } : {}),
  });
  // a stored bound in the market's zone (one stored in another zone, or as an instant before market zones, keeps its instant)
  const shown = (value: string, z: string) => pickerValue(instantToWallTime(boundInstant(value, schedule?.timeZone), z));
  // the edited schedule's window, once the market's zone is known (the form mounts before it is)
  useEffect(() => {
    if (zone && schedule?.startDate && schedule.endDate && !form.isFieldTouched('range')) form.setFieldsValue({ range: [shown(schedule.startDate, zone), shown(schedule.endDate, zone)] });
  }, [zone, schedule?._id]);

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
        range: schedule?.startDate && schedule.endDate && zone ? [shown(schedule.startDate, zone), shown(schedule.endDate, zone)] : undefined,
        daysOfWeek: schedule?.daysOfWeek ?? [],
        hours: schedule?.hours ?? [],
      }}
      toBody={toBody}
      failure={schedule ? MESSAGES.cannotUpdateSchedule : MESSAGES.cannotCreateSchedule}
      onClose={onClose}
      onSaved={onSaved}
    >
      {!zone ? (
        <Spin />
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            data-testid="schedule-time-zone"
            style={{ marginBottom: 16 }}
            title={`Times are in the market's time zone: ${zone}`}
            description="Start, end, days and hours follow the market's clock, daylight-saving changes included."
          />
          <Form.Item name="name" label="Schedule name" validateTrigger="onBlur" rules={nameRules((n) => signalNameExists(campaignId, treeId, n), MESSAGES.signalNameTaken, schedule?.name)}>
            <Input autoFocus aria-label="Schedule name" />
          </Form.Item>
          <Form.Item name="range" label={`Runs from / until (${zone})`} rules={[{ required: true, message: 'Choose when the schedule starts and ends' }]}>
            <DatePicker.RangePicker aria-label="Runs from / until" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <SchedulePreview zone={zone} values={watched ?? {}} />
          <Form.Item name="daysOfWeek" label="Days of the week (all when none)">
            <Select mode="multiple" aria-label="Days of the week" options={DAYS} allowClear />
          </Form.Item>
          <Form.Item name="hours" label={`Hours of the day in ${zone} (all when none)`}>
            <Select mode="multiple" aria-label="Hours of the day" options={HOURS} allowClear />
          </Form.Item>
        </>
      )}
    </SignalFormModal>
  );
}
