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
 * Templates are made once: the name ends with a key hashed from the campaign, the variant and the expression, and is
 * looked up (targetingTemplates.list searchString) before one is inserted, so a redelivered job finds the template its
 * first try made, and every size of the tree shares it. A changed segment gives a new expression, so a new template.
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

/** The variant's targeting template: found by its key, else made. Answers its id. */
export async function variantTemplate(t: TemplateTarget, campaignId: string, item: PublishItem): Promise<string> {
  const expression = variantExpression(item);
  const key = `mq-tt-${createHash('sha256').update(`${campaignId}\n${item.variantId ?? item.creativeId}\n${expression}`).digest('hex').slice(0, 12)}`;
  const { data } = await t.api.targetingTemplates.list({ profileId: t.profileId, advertiserId: t.advertiserId, searchString: key, maxResults: 10 });
  const found = data.targetingTemplates?.find((x) => x.name?.endsWith(key))?.id;
  if (found) return found;
  const label = (item.variantName ?? item.name).replace(/\s+/g, ' ').trim().slice(0, NAME_MAX - key.length - 1);
  const made = await t.api.targetingTemplates.insert({
    profileId: t.profileId,
    requestBody: { advertiserId: t.advertiserId, name: `${label} ${key}`, keyValueTargetingExpression: { expression } },
  });
  if (!made.data.id) throw new Error(`Campaign Manager 360 made targeting template ${key} without an id`);
  return made.data.id;
}

/** The tree's default first (the fallback variant, else one without user segments, else the first), then the rest. */
export function defaultFirst(items: PublishItem[]): PublishItem[] {
  const fallback = items.find((i) => i.fallback) ?? items.find((i) => !i.segments?.length) ?? items[0];
  return fallback ? [fallback, ...items.filter((i) => i !== fallback)] : items;
}
