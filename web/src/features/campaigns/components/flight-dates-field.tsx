import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { FlightDates } from '@shared/contracts/campaigns';
import { flightDatesProblem } from '@shared/domain/campaigns';

export const DAY_FORMAT = 'YYYY-MM-DD';
/** The caller's calendar day: flight dates are days in the caller's time zone (shared/domain/campaigns.ts). */
export const todayDay = () => dayjs().format(DAY_FORMAT);

/**
 * A Form.Item rule: the spec's message for a date before today (001 5), ours for an end before the start. In settings
 * the dates a campaign already has stay as they are (a running campaign's start is in the past): only a change is checked.
 */
export const flightDatesRule = ({ required = true, kept }: { required?: boolean; kept?: FlightDates | null } = {}) => ({
  validator: async (_: unknown, value: FlightDates | undefined) => {
    if (!value) {
      if (required) throw new Error('Required');
      return;
    }
    if (kept && value.start === kept.start && value.end === kept.end) return;
    const problem = flightDatesProblem(value, todayDay());
    if (problem) throw new Error(problem);
  },
});

/**
 * The flight's first and last day as a range picker; past days can be typed, and the rule above refuses them. Enter
 * confirms a typed day in the picker and never submits the form around it (the form's own button does).
 */
export function FlightDatesField({ value, onChange, id }: { value?: FlightDates; onChange?: (v: FlightDates | undefined) => void; id?: string }) {
  const range: [Dayjs, Dayjs] | null = value ? [dayjs(value.start), dayjs(value.end)] : null;
  return (
    <span
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
      }}
    >
      <DatePicker.RangePicker
        id={id}
        format={DAY_FORMAT}
        value={range}
        allowEmpty={[false, false]}
        placeholder={['Start date', 'End date']}
        onChange={(days) => onChange?.(days?.[0] && days[1] ? { start: days[0].format(DAY_FORMAT), end: days[1].format(DAY_FORMAT) } : undefined)}
      />
    </span>
  );
}
