/** The analyzer's date range (002 2): presets of days back from the end date; begin = end minus the range. */
import dayjs, { type Dayjs } from 'dayjs';
import type { DateSpan } from './analyzer-query';

const DAY = 'YYYY-MM-DD';

export function spanOf(dateRange: number, end: Dayjs = dayjs()): DateSpan {
  return { begin: end.subtract(dateRange, 'day').format(DAY), end: end.format(DAY) };
}

/** The range in days of a span picked by hand, as a saved report keeps it (at least one). */
export function rangeOf(span: DateSpan): number {
  return Math.max(1, dayjs(span.end).diff(dayjs(span.begin), 'day'));
}
