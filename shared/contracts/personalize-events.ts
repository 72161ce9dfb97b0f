import * as z from 'zod';

/**
 * Personalize table events (001 4 'Real-time events'): ws-event source 'personalize', pushed to the topic
 * `campaign:{campaignId}` so every open personalize or creatives view of the campaign hears them. The open grid
 * applies an event of another user always, and one of the same user only when `treeId` matches its tree.
 */
export const PERSONALIZE_TABLE_EVENTS = {
  variantCreated: 'variant-created',
  variantDuplicated: 'variant-duplicated',
  variantEdited: 'variant-edited',
  variantRenamed: 'variant-renamed',
  variantArchived: 'variant-archived',
  variantRestored: 'variant-restored',
  variantActivated: 'variant-activated',
  variantDeactivated: 'variant-deactivated',
  fallbackChanged: 'fallback-changed',
  creativeApproved: 'creative-approved',
  formatArchived: 'format-archived',
  formatRestored: 'format-restored',
  screenshotStatus: 'screenshot-status',
  signalCreated: 'signal-created',
  signalRemoved: 'signal-removed',
  signalEdited: 'signal-edited',
  variantsCountUpdated: 'variants-count-updated',
} as const;
export type PersonalizeTableEventName = (typeof PERSONALIZE_TABLE_EVENTS)[keyof typeof PERSONALIZE_TABLE_EVENTS];
export const campaignTopic = (campaignId: string) => `campaign:${campaignId}`;
export const personalizeTableEventSchema = z.object({
  campaignId: z.string(),
  treeId: z.string(),
  /** Who made the change. */
  userId: z.string(),
  /** The variants as they are now (the changed ones; presented like GET variants). */
  variants: z.array(z.unknown()).optional(),
  /** Ids of variants that left the list (e.g. archived while archived ones are hidden is the client's choice). */
  variantIds: z.array(z.string()).optional(),
  signal: z.unknown().optional(),
  signalId: z.string().optional(),
  /** Activation errors to show the user (at most 5 shown; 001 4). */
  errors: z.array(z.string()).optional(),
  counts: z.object({ totalAmount: z.number(), archivedAmount: z.number(), activeAmount: z.number() }).optional(),
});
export type PersonalizeTableEvent = z.infer<typeof personalizeTableEventSchema>;
