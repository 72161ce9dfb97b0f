/**
 * Market time zones (shared/domain/time-zones.ts) and schedules evaluated in them (shared/domain/variant-rules.ts),
 * across the daylight-saving changes of 2027: Europe (Europe/Berlin, last Sundays of March and October: 28 March,
 * 31 October) and the US (America/New_York, 14 March and 7 November).
 */
import { describe, expect, it } from 'vitest';
import {
  countryTimeZone,
  instantToWallTime,
  isTimeZone,
  marketTimeZone,
  offsetLabel,
  showBound,
  toMarketWallTime,
  wallTimeToInstant,
  zonedDay,
  zonedParts,
} from '@shared/domain/time-zones';
import { nextScheduleRun, scheduleRunsAt, variantStatuses, type ScheduleWindow } from '@shared/domain/variant-rules';
import { timeZoneSchema } from '@shared/contracts/business-nodes';
import { scheduleBodySchema } from '@shared/contracts/personalize-signals';
import { MESSAGES } from '@shared/messages';

const at = (iso: string) => Date.parse(iso);
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';

describe('IANA zone names', () => {
  it('accepts zones of the database and refuses offsets, abbreviations and made-up names with the message', () => {
    for (const zone of [BERLIN, NEW_YORK, 'UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone), zone).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'Europe/Berlín', '+01:00', 'CET', 'EST', 'europe/berlin ; drop', 'Europe/Berlin/Mitte/x', 42]) expect(isTimeZone(bad), String(bad)).toBe(false);
    expect(timeZoneSchema.safeParse(BERLIN).success).toBe(true);
    const refused = timeZoneSchema.safeParse('Berlin');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MESSAGES.invalidTimeZone);
  });

  it("defaults a market to its country's zone (name or code), a zone set on it first, else UTC", () => {
    expect(countryTimeZone('Germany')).toBe(BERLIN);
    expect(countryTimeZone(' united states ')).toBe(NEW_YORK);
    expect(countryTimeZone('FR')).toBe('Europe/Paris');
    expect(countryTimeZone('Atlantis')).toBeNull();
    expect(marketTimeZone({}, 'Germany')).toBe(BERLIN);
    expect(marketTimeZone({ timeZone: 'America/Chicago' }, 'United States')).toBe('America/Chicago');
    expect(marketTimeZone({ timeZone: null }, 'Sparkle North', 'Atlantis')).toBe('UTC');
  });
});

describe('wall times of a zone across daylight-saving changes', () => {
  it('Berlin: 09:00 is 08:00 UTC before the last Sunday of March and 07:00 UTC from it, and back on the last Sunday of October', () => {
    expect(new Date(wallTimeToInstant('2027-03-27T09:00', BERLIN)).toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(new Date(wallTimeToInstant('2027-03-28T09:00', BERLIN)).toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(new Date(wallTimeToInstant('2027-10-30T09:00', BERLIN)).toISOString()).toBe('2027-10-30T07:00:00.000Z');
    expect(new Date(wallTimeToInstant('2027-10-31T09:00', BERLIN)).toISOString()).toBe('2027-10-31T08:00:00.000Z');
    expect(zonedParts(at('2027-03-28T07:00:00Z'), BERLIN)).toMatchObject({ hour: 9, weekday: 0, offset: 120 });
    expect(offsetLabel(zonedParts(at('2027-03-27T08:00:00Z'), BERLIN).offset)).toBe('UTC+1');
  });

  it('New York: 09:00 is 14:00 UTC before 14 March and 13:00 UTC from it, 14:00 again from 7 November', () => {
    expect(new Date(wallTimeToInstant('2027-03-13T09:00', NEW_YORK)).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(new Date(wallTimeToInstant('2027-03-14T09:00', NEW_YORK)).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(new Date(wallTimeToInstant('2027-11-06T09:00', NEW_YORK)).toISOString()).toBe('2027-11-06T13:00:00.000Z');
    expect(new Date(wallTimeToInstant('2027-11-07T09:00', NEW_YORK)).toISOString()).toBe('2027-11-07T14:00:00.000Z');
    expect(offsetLabel(zonedParts(at('2027-03-14T13:00:00Z'), NEW_YORK).offset)).toBe('UTC-4');
  });

  it('reads a skipped wall time with the offset before the change and a repeated one as the first', () => {
    // 02:30 does not exist in Berlin on 28 March 2027: it is read as 02:30 winter time, i.e. 03:30 summer time
    expect(new Date(wallTimeToInstant('2027-03-28T02:30', BERLIN)).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(instantToWallTime(wallTimeToInstant('2027-03-28T02:30', BERLIN), BERLIN)).toBe('2027-03-28T03:30');
    // 02:30 happens twice on 31 October 2027: the first (summer time, UTC+2)
    expect(new Date(wallTimeToInstant('2027-10-31T02:30', BERLIN)).toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(new Date(wallTimeToInstant('2027-03-14T02:30', NEW_YORK)).toISOString()).toBe('2027-03-14T07:30:00.000Z');
  });

  it('writes an instant sent with an offset as the market wall time, keeps wall times and days, and shows them', () => {
    expect(toMarketWallTime('2027-03-28T07:00:00.000Z', BERLIN)).toBe('2027-03-28T09:00');
    expect(toMarketWallTime('2027-03-28T09:00', BERLIN)).toBe('2027-03-28T09:00');
    expect(toMarketWallTime('2027-03-28 09:00:00', BERLIN)).toBe('2027-03-28T09:00');
    expect(toMarketWallTime('2027-03-28', BERLIN)).toBe('2027-03-28');
    expect(showBound('2027-03-28', BERLIN)).toBe('2027-03-28 00:00');
    // a schedule stored before market zones: an instant, shown in UTC
    expect(showBound('2027-03-28T07:00:00.000Z', undefined)).toBe('2027-03-28 07:00');
    expect(zonedDay(at('2027-03-27T23:30:00Z'), BERLIN)).toBe('2027-03-28');
    expect(zonedDay(at('2027-03-28T03:30:00Z'), NEW_YORK)).toBe('2027-03-27');
  });

  it('accepts a wall time or an instant as a schedule bound and refuses anything else', () => {
    const body = (startDate: string, endDate = '2027-04-30T18:00') => scheduleBodySchema.safeParse({ name: 'Mornings', type: 'schedule', startDate, endDate });
    expect(body('2027-03-20T09:00').success).toBe(true);
    expect(body('2027-03-20').success).toBe(true);
    expect(body('2027-03-20T09:00:00+01:00').success).toBe(true);
    expect(body('2027-02-30T09:00').success).toBe(false);
    expect(body('next monday').success).toBe(false);
    expect(body('2027-05-01T09:00').error?.issues[0]?.message).toBe(MESSAGES.scheduleEndBeforeStart);
  });
});

describe('schedules evaluated in the market zone', () => {
  const berlinMornings: ScheduleWindow = { startDate: '2027-03-20T00:00', endDate: '2027-11-10T00:00', hours: [9], timeZone: BERLIN };
  const nyMornings: ScheduleWindow = { startDate: '2027-03-01', endDate: '2027-11-30', hours: [9], timeZone: NEW_YORK };

  it('runs 09:00-10:00 Berlin time on both sides of the March and October changes', () => {
    // Saturday 27 March (UTC+1): 09:00 Berlin = 08:00 UTC
    expect(scheduleRunsAt(berlinMornings, at('2027-03-27T07:59:00Z'))).toBe(false);
    expect(scheduleRunsAt(berlinMornings, at('2027-03-27T08:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(berlinMornings, at('2027-03-27T08:59:00Z'))).toBe(true);
    expect(scheduleRunsAt(berlinMornings, at('2027-03-27T09:00:00Z'))).toBe(false);
    // Sunday 28 March (UTC+2): 09:00 Berlin = 07:00 UTC; 08:00 UTC is 10:00 Berlin
    expect(scheduleRunsAt(berlinMornings, at('2027-03-28T06:59:00Z'))).toBe(false);
    expect(scheduleRunsAt(berlinMornings, at('2027-03-28T07:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(berlinMornings, at('2027-03-28T08:00:00Z'))).toBe(false);
    // Saturday 30 October (UTC+2) and Sunday 31 October (UTC+1)
    expect(scheduleRunsAt(berlinMornings, at('2027-10-30T07:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(berlinMornings, at('2027-10-31T07:00:00Z'))).toBe(false);
    expect(scheduleRunsAt(berlinMornings, at('2027-10-31T08:00:00Z'))).toBe(true);
  });

  it('runs 09:00-10:00 New York time on both sides of the US changes', () => {
    expect(scheduleRunsAt(nyMornings, at('2027-03-13T14:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(nyMornings, at('2027-03-13T13:00:00Z'))).toBe(false);
    expect(scheduleRunsAt(nyMornings, at('2027-03-14T13:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(nyMornings, at('2027-03-14T14:00:00Z'))).toBe(false);
    expect(scheduleRunsAt(nyMornings, at('2027-11-06T13:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(nyMornings, at('2027-11-07T14:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(nyMornings, at('2027-11-07T13:00:00Z'))).toBe(false);
  });

  it("takes the days of the week on the market's clock (late Saturday in New York is Sunday in UTC)", () => {
    const saturdays: ScheduleWindow = { startDate: '2027-01-01', endDate: '2027-12-31', daysOfWeek: [6], timeZone: NEW_YORK };
    expect(scheduleRunsAt(saturdays, at('2027-03-14T03:00:00Z'))).toBe(true); // Saturday 13 March, 22:00 EST
    expect(scheduleRunsAt(saturdays, at('2027-03-14T06:00:00Z'))).toBe(false); // Sunday 14 March, 01:00 EST
  });

  it('starts a schedule set to start 09:00 Berlin at 09:00 Berlin in winter and in summer time', () => {
    const winter: ScheduleWindow = { startDate: '2027-03-27T09:00', endDate: '2027-04-30T00:00', timeZone: BERLIN };
    const summer: ScheduleWindow = { startDate: '2027-03-28T09:00', endDate: '2027-04-30T00:00', timeZone: BERLIN };
    expect(variantStatuses(true, [winter], at('2027-03-27T07:59:00Z'))).toMatchObject({ live: false, scheduled: true });
    expect(variantStatuses(true, [winter], at('2027-03-27T08:00:00Z'))).toMatchObject({ live: true, scheduled: false });
    expect(variantStatuses(true, [summer], at('2027-03-28T06:59:00Z'))).toMatchObject({ live: false, scheduled: true });
    expect(variantStatuses(true, [summer], at('2027-03-28T07:00:00Z'))).toMatchObject({ live: true, scheduled: false });
    expect(variantStatuses(true, [{ ...summer, endDate: '2027-03-28T10:00' }], at('2027-03-28T08:01:00Z'))).toMatchObject({ live: false, scheduleEnded: true });
  });

  it('finds the next run on the market clock across the change', () => {
    expect(new Date(nextScheduleRun(berlinMornings, at('2027-03-27T09:30:00Z'))!).toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(new Date(nextScheduleRun(berlinMornings, at('2027-03-26T12:00:00Z'))!).toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(nextScheduleRun(berlinMornings, at('2027-11-10T12:00:00Z'))).toBeNull();
  });

  it('reads a schedule stored before market zones as it always was: instants and UTC hours', () => {
    const legacy: ScheduleWindow = { startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-04-01T00:00:00.000Z', hours: [9] };
    expect(scheduleRunsAt(legacy, at('2027-03-28T09:00:00Z'))).toBe(true);
    expect(scheduleRunsAt(legacy, at('2027-03-28T07:00:00Z'))).toBe(false);
  });
});
