/**
 * Variant rules of the personalize view (001 4 'Personalize filter values', 'Selection state', 'Variant activation
 * rules'; 001 5; 001 8 tooltips and bulk checklist; 001 9 carousel and multi-edit limits). Pure: the clock comes in
 * as `now` (ms). The server enforces these; the web client's toggles, tooltips and menus call the same functions.
 */
/** 001 4 'Personalize filter values'. */
export const VARIANT_FILTER_VALUES = ['active', 'scheduled', 'scheduleEnded', 'off', 'approved', 'error', 'rejected', 'unapproved', 'archived'] as const;
export type VariantFilterValue = (typeof VARIANT_FILTER_VALUES)[number];

/** 001 9: carousel frames 2 to 10, default 3. */
export const CAROUSEL_MIN_CARDS = 2;
export const CAROUSEL_MAX_CARDS = 10;
export const CAROUSEL_DEFAULT_CARDS = 3;
/** 001 9 'Multi-edit warning threshold 2'. */
export const MULTI_EDIT_WARNING_THRESHOLD = 2;
/** 001 9 'Activation error list at most 5'. */
export const MAX_ACTIVATION_ERRORS_SHOWN = 5;
/** 001 5: URLs need a protocol, except Display Link. */
export const URL_WITHOUT_PROTOCOL_FIELDS: readonly string[] = ['Display Link', 'displayLink'];

export const SIGNAL_KINDS = ['userSegment', 'schedule'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** A schedule signal's window (ISO dates; optional days of week 0 Sunday..6 and hours 0..23, in UTC). */
export interface ScheduleWindow {
  startDate: string;
  endDate: string;
  daysOfWeek?: readonly number[];
  hours?: readonly number[];
}

const inWindow = (s: ScheduleWindow, now: number) => {
  if (now < Date.parse(s.startDate) || now > Date.parse(s.endDate)) return false;
  const at = new Date(now);
  if (s.daysOfWeek?.length && !s.daysOfWeek.includes(at.getUTCDay())) return false;
  return !s.hours?.length || s.hours.includes(at.getUTCHours());
};

/**
 * 001 3 'Variant' statuses. live: enabled and (no schedule, or now within one of them); scheduled: enabled and every
 * schedule still ahead; scheduleEnded: it has schedules and every one is over (whatever the toggle).
 */
export function variantStatuses(enabled: boolean, schedules: readonly ScheduleWindow[], now: number): { live: boolean; scheduled: boolean; scheduleEnded: boolean } {
  const scheduleEnded = schedules.length > 0 && schedules.every((s) => Date.parse(s.endDate) < now);
  if (!enabled) return { live: false, scheduled: false, scheduleEnded };
  if (schedules.length === 0) return { live: true, scheduled: false, scheduleEnded };
  return { live: schedules.some((s) => inWindow(s, now)), scheduled: schedules.every((s) => Date.parse(s.startDate) > now), scheduleEnded };
}
