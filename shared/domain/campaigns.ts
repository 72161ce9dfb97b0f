/**
 * Campaign rules shared by reporting and the seed: the personalisation type of a campaign (002 4), which the reporter
 * dashboard's deliveryType filter narrows on (002 2).
 */

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
