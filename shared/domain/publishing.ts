/**
 * Publishing rules: which channels a campaign publishes to, how a channel is named in the texts, and the
 * landing page a creative's ads open (its url field, as the templates' clickTag reads it).
 */
import { PUBLISH_CHANNELS } from '../constants';
import type { PublishChannel } from '../contracts/publishing';

/**
 * The channels of a campaign: the display ad server's creatives also go to the ads manager (Google Ads image ads) and
 * the DSP (DV360 creatives); Meta, YouTube and Google Ads campaigns publish to their own platform; the campaign's
 * publishing meta may name more (supportedChannels).
 */
export function campaignChannels(campaign: { platform: string; publishing?: { supportedChannels?: readonly string[] } }): PublishChannel[] {
  const own: Record<string, PublishChannel[]> = { google: ['google', 'gads', 'dv360'], facebook: ['facebook'], youtube: ['youtube'], gads: ['gads'], dv360: ['dv360'] };
  const named = new Set<string>([...(own[campaign.platform] ?? []), ...(campaign.publishing?.supportedChannels ?? [])]);
  return PUBLISH_CHANNELS.filter((c) => named.has(c));
}

const LABELS: Record<PublishChannel, string> = {
  google: 'Campaign Manager 360',
  facebook: 'Meta',
  youtube: 'YouTube',
  gads: 'Google Ads',
  dv360: 'Display & Video 360',
};
const DELIVERY_LABELS: Record<string, string> = {
  NON_TRAFFICKED: 'Non-Trafficked',
  TRAFFICKED: 'Trafficked',
  PRE_RENDERED: 'Pre-Rendered',
  FACEBOOK_DIRECT: 'Meta direct',
  FACEBOOK_DCM_TRACKING: 'Meta with CM tracking',
};

/** The channel as the texts name it ('Creatives were published to {channel}'), with its delivery when it has one. */
export function channelLabel(channel: PublishChannel, delivery?: string): string {
  const d = delivery ? DELIVERY_LABELS[delivery] : undefined;
  return d && channel === 'google' ? `${LABELS[channel]} (${d})` : LABELS[channel];
}

const URL_FIELD = /url|landing|exit|click|link/i;
const HTTP = /^https?:\/\/\S+$/i;

/** The creative's landing page: a url-like field's http(s) value, else any http(s) value; null when it has none. */
export function landingPageOf(values: Readonly<Record<string, string>>): string | null {
  const entries = Object.entries(values).filter(([, v]) => HTTP.test(v.trim()));
  return (entries.find(([k]) => URL_FIELD.test(k)) ?? entries[0])?.[1].trim() ?? null;
}

/** WxH of a format ('300x250'), or null for an orientation. */
export function sizeOf(format: string): { width: number; height: number } | null {
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(format.trim());
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}
