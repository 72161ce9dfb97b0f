/** How the campaign screens name things (001 9 'labels'). */
import type { FlightDates } from '@shared/contracts/campaigns';
import type { PersonalisationType } from '@shared/domain/campaigns';
import { PLATFORM_LABELS, type Platform } from '@shared/domain/concepts';

/** 001 9: Assembly, Decision Tree. */
export const PERSONALISATION_TYPE_LABELS: Record<PersonalisationType, string> = { DECISION_TREE: 'Decision Tree', ASSEMBLY: 'Assembly' };

/** 001 9: Non-Trafficked, Trafficked, Pre-Rendered, Meta direct, Meta with CM tracking. */
export const DELIVERY_LABELS: Record<string, string> = {
  NON_TRAFFICKED: 'Non-Trafficked',
  TRAFFICKED: 'Trafficked',
  PRE_RENDERED: 'Pre-Rendered',
  FACEBOOK_DIRECT: 'Meta direct',
  FACEBOOK_DCM_TRACKING: 'Meta with CM tracking',
};

export const platformLabel = (platform: string) => PLATFORM_LABELS[platform as Platform] ?? platform;
export const flightLabel = (flight: FlightDates | null) => (flight ? `${flight.start} – ${flight.end}` : 'Not set');
