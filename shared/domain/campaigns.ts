/**
 * Campaign rules: the personalisation type of a campaign (002 4), which the reporter dashboard's deliveryType filter
 * narrows on (002 2); the delivery and platform defaults and flight dates of 001 1 and 5.
 */
import { MESSAGES } from '../messages';

export const PERSONALISATION_TYPES = ['DECISION_TREE', 'ASSEMBLY'] as const;
export type PersonalisationType = (typeof PERSONALISATION_TYPES)[number];

/**
 * What a campaign stored without a type is: the rule's answer for formats without video, and the dashboard's default
 * (002 2 'deliveryType (default decision tree)'), so campaigns written before the type existed stay in the default view.
 */
export const DEFAULT_PERSONALISATION_TYPE: PersonalisationType = 'DECISION_TREE';

/** The social network and the video platform, whose videos are assembled. */
const ASSEMBLED_VIDEO_PLATFORMS: ReadonlySet<string> = new Set(['facebook', 'youtube']);

/** 002 4: ASSEMBLY if the formats include a social or video-platform video, otherwise DECISION_TREE. */
export function personalisationType(formats: readonly { platform: string; channel: string }[]): PersonalisationType {
  return formats.some((f) => f.channel === 'video' && ASSEMBLED_VIDEO_PLATFORMS.has(f.platform)) ? 'ASSEMBLY' : 'DECISION_TREE';
}

/** 001 1: the ad server's sub-platforms (deliveries) and Meta's two deliveries. */
export const AD_SERVER_DELIVERIES = ['NON_TRAFFICKED', 'TRAFFICKED', 'PRE_RENDERED'] as const;
export const META_DELIVERIES = ['FACEBOOK_DIRECT', 'FACEBOOK_DCM_TRACKING'] as const;
export type AdServerDelivery = (typeof AD_SERVER_DELIVERIES)[number];
export type MetaDelivery = (typeof META_DELIVERIES)[number];

/**
 * 001 1 'Delivery defaults': the ad server is non-trafficked; Meta is direct when it has static formats or none
 * (otherwise, with video formats only, through the ad server's tracking).
 */
export function defaultAdServerDelivery(): AdServerDelivery {
  return 'NON_TRAFFICKED';
}
export function defaultMetaDelivery(formats: readonly { channel: string }[]): MetaDelivery {
  return formats.length === 0 || formats.some((f) => f.channel === 'static') ? 'FACEBOOK_DIRECT' : 'FACEBOOK_DCM_TRACKING';
}

/** 001 1: with no templates the selected platform defaults to the social network. */
export function defaultPlatform(templateCount: number, chosen?: string): string {
  return templateCount === 0 ? 'facebook' : (chosen ?? 'google');
}

/** 001 1: decision-tree personalization supports only the ad server's non-trafficked delivery. */
export function allowsDecisionTree(platform: string, delivery: string): boolean {
  return platform === 'google' && delivery === 'NON_TRAFFICKED';
}

/**
 * 001 5 / 002 5: flight dates must not be before the current date. Dates are calendar days (YYYY-MM-DD) in the
 * caller's time zone; `today` comes from the caller (shared has no clock). Returns the spec's message, or null.
 */
export function flightDatesProblem(flight: { start: string; end: string }, today: string): string | null {
  if (flight.start < today || flight.end < today) return MESSAGES.flightDatesInPast;
  if (flight.end < flight.start) return MESSAGES.flightEndBeforeStart;
  return null;
}
