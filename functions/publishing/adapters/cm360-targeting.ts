/**
 * How the ad server tells a decision tree's variants apart at serve time (Campaign Manager 360 v4): each rule of the
 * dynamic creative's asset selection names a targeting template, and the template's key-value expression is made of
 * the variant's user segments (001 3 'Signal': the internal key says what the values are).
 *
 * The key of each internal key is ours (the spec names the segment types and the ad server's targeting labels, not the
 * keys of the tags): the trafficker passes them in the placement's tag, as CM360 key-values do (`;cm_placement_id=%ePID!`).
 * A Custom segment's value written `key=value` is used as that key-value; a plain value goes under `segment`.
 * A variant's values are alternatives (OR): a viewer in any of its segments sees it. A non-default variant without user
 * segments is targeted by its own id under `mq_variant`, so a tag (or a QA preview) can still ask for it.
 *
 * The variant's schedules add the template's day part (days of the week, hours of the day, of the market's clock: in
 * the viewer's time, or New York's for a market in that zone; variantDayPart).
 *
 * Templates are made once: the name ends with a key hashed from the campaign, the variant and the targeting, and is
 * looked up (targetingTemplates.list searchString) before one is inserted, so a redelivered job finds the template its
 * first try made, and every size of the tree shares it. A changed segment or schedule gives a new template.
 */
import { createHash } from 'node:crypto';
import type { dfareporting_v4 } from 'googleapis/build/src/apis/dfareporting/v4.js';
import type { PublishItem, PublishSegment } from './port';

/** The key-value key of each internal segment key (Meta's ad sets are not the ad server's: 001 3). */
export const SEGMENT_TARGETING_KEYS: Readonly<Record<string, string>> = {
  custom: 'segment',
  cmPlacement: 'cm_placement_id',
  CMAd: 'cm_ad_id',
  dv360LineItem: 'dv360_line_item_id',
  dv360Audience: 'dv360_audience_id',
  thirdPartyDSP: 'dsp_adgroup_id',
};
/** The key a variant without user segments is targeted by (its id as the value). */
export const VARIANT_TARGETING_KEY = 'mq_variant';
const NAME_MAX = 255;

/** A value as CM360 takes it: plain when it is a simple token, else in double quotes. */
const valueText = (value: string) => (/^[A-Za-z0-9_.:-]+$/.test(value) ? value : `"${value.replace(/["\\]/g, '')}"`);
const keyText = (key: string) => key.trim().toLowerCase().replace(/[^a-z0-9_]/g, '_');

function terms(segment: PublishSegment): string[] {
  const key = SEGMENT_TARGETING_KEYS[segment.type];
  if (!key) return [];
  return segment.values.map((raw) => {
    const value = raw.trim();
    const at = segment.type === 'custom' ? value.indexOf('=') : -1;
    if (at > 0 && at < value.length - 1) return `${keyText(value.slice(0, at))}=${valueText(value.slice(at + 1).trim())}`;
    return `${key}=${valueText(value)}`;
  });
}

/** The variant's key-value targeting expression: its segments' key-values, any of them. */
export function variantExpression(item: Pick<PublishItem, 'segments' | 'variantId' | 'creativeId'>): string {
  const all = [...new Set((item.segments ?? []).flatMap(terms))];
  return all.length ? all.join(' OR ') : `${VARIANT_TARGETING_KEY}=${valueText(item.variantId ?? item.creativeId)}`;
}

export interface TemplateTarget {
  api: dfareporting_v4.Dfareporting;
  profileId: string;
  advertiserId: string;
}

const WEEK_DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const ALL_HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The one zone CM360 reads a day part in when userLocalTime is false (dfareporting v4 DayPartTargeting). */
export const CM360_FIXED_DAY_PART_ZONE = 'America/New_York';

/**
 * The variant's schedules as the template's day part: the days and hours any of them runs in. CM360 takes one grid of
 * days by hours, so two schedules with different hours run in each other's days too. None when the schedules (or
 * their absence) run all week, all day.
 *
 * The days and hours are of the market's clock (shared/domain/variant-rules.ts ScheduleWindow). CM360 reads a grid in
 * the viewer's own time (userLocalTime: true) or in America/New_York (false). A market in New York's zone gets the
 * grid in exactly the market's time (false); any other market gets it in the viewer's time (true), which is the
 * market's time for the market's viewers (a zone CM360 cannot name, as Berlin, would shift by a different number of
 * hours on each side of a daylight-saving change, so the grid is never converted).
 */
export function variantDayPart(item: Pick<PublishItem, 'schedules'>): dfareporting_v4.Schema$DayPartTargeting | undefined {
  if (!item.schedules?.length) return undefined;
  const days = new Set(item.schedules.flatMap((s) => (s.daysOfWeek?.length ? s.daysOfWeek : ALL_DAYS)));
  const hours = new Set(item.schedules.flatMap((s) => (s.hours?.length ? s.hours : ALL_HOURS)));
  if (days.size === ALL_DAYS.length && hours.size === ALL_HOURS.length) return undefined;
  const marketTime = item.schedules.every((s) => s.timeZone === CM360_FIXED_DAY_PART_ZONE);
  return { daysOfWeek: ALL_DAYS.filter((d) => days.has(d)).map((d) => WEEK_DAYS[d]!), hoursOfDay: ALL_HOURS.filter((h) => hours.has(h)), userLocalTime: !marketTime };
}

/** The variant's targeting template: found by its key, else made. Answers its id. */
export async function variantTemplate(t: TemplateTarget, campaignId: string, item: PublishItem): Promise<string> {
  const expression = variantExpression(item);
  const dayPart = variantDayPart(item);
  // (a template without a day part keeps the key it had before day parts were sent)
  const targeting = dayPart ? `${expression}\n${JSON.stringify(dayPart)}` : expression;
  const key = `mq-tt-${createHash('sha256').update(`${campaignId}\n${item.variantId ?? item.creativeId}\n${targeting}`).digest('hex').slice(0, 12)}`;
  const { data } = await t.api.targetingTemplates.list({ profileId: t.profileId, advertiserId: t.advertiserId, searchString: key, maxResults: 10 });
  const found = data.targetingTemplates?.find((x) => x.name?.endsWith(key))?.id;
  if (found) return found;
  const label = (item.variantName ?? item.name).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX - key.length - 1);
  const made = await t.api.targetingTemplates.insert({
    profileId: t.profileId,
    requestBody: { advertiserId: t.advertiserId, name: `${label} ${key}`, keyValueTargetingExpression: { expression }, ...(dayPart ? { dayPartTargeting: dayPart } : {}) },
  });
  if (!made.data.id) throw new Error(`Campaign Manager 360 made targeting template ${key} without an id`);
  return made.data.id;
}

/** The tree's default first (the fallback variant, else one without user segments, else the first), then the rest. */
export function defaultFirst(items: PublishItem[]): PublishItem[] {
  const fallback = items.find((i) => i.fallback) ?? items.find((i) => !i.segments?.length) ?? items[0];
  return fallback ? [fallback, ...items.filter((i) => i !== fallback)] : items;
}
